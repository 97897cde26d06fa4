// The safety module's entry (issue 12 "Limits and breaks"): deposit limits, time-outs and
// self-exclusion. Built in two steps: the gate (a player's break, read from the database) comes
// before the accounts module, whose logins ask it; the service after accounts and payments, whose
// sessions a time-out ends and whose deposit sums the limits count.
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import type { ServerModule } from '../../shared/server-module';
import type { SiteSettingsReader } from '../../shared/site-settings';
import { SafetyGate } from './safety-gate';
import safetyHook from './safety.hook';
import { SafetyRepository } from './safety.repository';
import safetyRoutes from './safety.routes';
import { SafetyService, type DepositTotals, type SessionEnder } from './safety.service';

export function createSafetyGate({ db, site, now }: { db: AppDatabase; site: SiteSettingsReader; now: Clock }) {
  return { safetyGate: new SafetyGate({ repository: new SafetyRepository(db), site, now }) };
}

export interface SafetyModuleDeps {
  db: AppDatabase;
  site: SiteSettingsReader;
  now: Clock;
  gate: SafetyGate;
  deposits: DepositTotals;
  sessions: SessionEnder;
}

export function createSafetyServices({ db, site, now, gate, deposits, sessions }: SafetyModuleDeps) {
  return { safety: new SafetyService({ db, repository: new SafetyRepository(db), gate, deposits, sessions, site, now }) };
}

export const safetyModule: ServerModule<{ safety: SafetyService; safetyGate: SafetyGate }> = {
  name: 'safety',
  app: safetyHook,
  userApi: safetyRoutes,
};
