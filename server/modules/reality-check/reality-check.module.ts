// The reality check's entry (issue 12): the player's reminder interval (table
// reality_check_setting, GET/PUT /user/realityCheck) and the open session's reading (GET
// /game/session/reality). The session, its rounds and the round sync are the play and games
// modules', handed in by name and typed by what is used.
import type { AppDatabase } from '../../db/client';
import type { ServerModule } from '../../shared/server-module';
import { RealityCheckRepository } from './reality-check.repository';
import realityCheckRoutes, { type RealityCheckRouteNeeds } from './reality-check.routes';
import { RealityCheckService, type RealityCheckServiceDeps } from './reality-check.service';

/** What the service needs, but the module makes the repository itself from the database. */
export type RealityCheckModuleDeps = Omit<RealityCheckServiceDeps, 'repository'> & { db: AppDatabase };

export function createRealityCheckServices({ db, ...deps }: RealityCheckModuleDeps) {
  return { realityCheck: new RealityCheckService({ repository: new RealityCheckRepository(db), ...deps }) };
}

export const realityCheckModule: ServerModule<RealityCheckRouteNeeds> = { name: 'realityCheck', userApi: realityCheckRoutes };
