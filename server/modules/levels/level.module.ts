// The levels module's entry: member levels (GET /gameUserLevel/list) and a player's progress
// towards the next one (GET /user/getNextLevelSchedule).
import type { AppDatabase } from '../../db/client';
import type { ServerModule } from '../../shared/server-module';
import { LevelProgress, type LevelProgressDeps } from './level-progress';
import { LevelRepository } from './level.repository';
import levelRoutes, { type LevelRouteNeeds } from './level.routes';
import { LevelService } from './level.service';
import type { Clock } from '../../clock';
import type { ChangeBus } from '../../shared/cache/change-bus';

export type { LevelsReached } from './level.service';
export type { UserLevel } from './level.repository';

export type { BetTotals, DepositTotals, PlayerLevels } from './level-progress';

/**
 * `deposits`, `bets` and `players`: the wallet's, the games' and the accounts module's reads
 * (services.ts builds them from the database alone, as the levels are built before those modules).
 */
export function createLevelServices({ db, changes, now, deposits, bets, players }: { db: AppDatabase; changes: ChangeBus; now: Clock } & LevelProgressDeps) {
  return { levels: new LevelService({ db, levels: new LevelRepository(db), progress: new LevelProgress({ deposits, bets, players }), changes, now }) };
}

export const levelModule: ServerModule<LevelRouteNeeds> = { name: 'levels', userApi: levelRoutes };
