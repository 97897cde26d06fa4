// The levels module's entry: member levels (GET /gameUserLevel/list) and a player's progress
// towards the next one (GET /user/getNextLevelSchedule).
import type { AppDatabase } from '../../db/client';
import type { ServerModule } from '../../shared/server-module';
import { LevelProgressRepository } from './level-progress.repository';
import { LevelRepository } from './level.repository';
import levelRoutes, { type LevelRouteNeeds } from './level.routes';
import { LevelService } from './level.service';
import type { Clock } from '../../clock';
import type { ChangeBus } from '../../shared/cache/change-bus';

export type { LevelsReached } from './level.service';
export type { UserLevel } from './level.repository';

export function createLevelServices({ db, changes, now }: { db: AppDatabase; changes: ChangeBus; now: Clock }) {
  return { levels: new LevelService({ db, levels: new LevelRepository(db), progress: new LevelProgressRepository(db), changes, now }) };
}

export const levelModule: ServerModule<LevelRouteNeeds> = { name: 'levels', userApi: levelRoutes };
