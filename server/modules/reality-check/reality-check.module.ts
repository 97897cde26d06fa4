// The reality check's entry (issue 12): the player's reminder interval (table
// reality_check_setting, GET/PUT /user/realityCheck) and the open session's reading (GET
// /game/session/reality). The session, its rounds and the round sync are the play and games
// modules', handed in by name and typed by what is used.
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import type { ServerModule } from '../../shared/server-module';
import type { SiteSettingsReader } from '../../shared/site-settings';
import { RealityCheckRepository } from './reality-check.repository';
import realityCheckRoutes, { type RealityCheckRouteNeeds } from './reality-check.routes';
import { RealityCheckService, type RealityRounds, type RealityRoundSync, type RealitySessions } from './reality-check.service';

export interface RealityCheckModuleDeps {
  db: AppDatabase;
  site: SiteSettingsReader;
  sessions: RealitySessions;
  rounds: RealityRounds;
  roundSync: RealityRoundSync;
  now: Clock;
  onSyncError?: (makerCode: string, error: unknown) => void;
}

export function createRealityCheckServices({ db, ...deps }: RealityCheckModuleDeps) {
  return { realityCheck: new RealityCheckService({ repository: new RealityCheckRepository(db), ...deps }) };
}

export const realityCheckModule: ServerModule<RealityCheckRouteNeeds> = { name: 'realityCheck', userApi: realityCheckRoutes };
