// The bonuses module's entry: system bonuses (monthly member-level, birthday, upgrade, deposit,
// system), rebates, what each member level gives and the rebate rates (tables system_bonus,
// rebate, level_bonus_setting, rebate_rate), the player's calls, the operator's commands and the
// background pass. It pays through the wallet module's ledger and reads players and levels
// through small interfaces handed in by services.ts, so it imports no other module's internals.
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import type { ChangeBus } from '../../shared/cache/change-bus';
import type { ServerModule } from '../../shared/server-module';
import type { SiteSettingsReader } from '../../shared/site-settings';
import { BonusBackground, type BonusPassLog } from './bonus-background';
import { bonusCommands, type BonusCommandNeeds } from './bonus.commands';
import { BonusRepository } from './bonus.repository';
import bonusRoutes, { type BonusRouteNeeds } from './bonus.routes';
import { BonusService, type BonusLedger, type BonusLevels, type BonusPlayers } from './bonus.service';
import { BonusSettingsRepository } from './bonus-settings.repository';
import { BonusSettingsService } from './bonus-settings.service';
import { RebateRepository } from './rebate.repository';
import { RebateService } from './rebate.service';

export type { DepositCredit } from './bonus.service';
export { BONUS_PASS_MS } from './bonus-background';
export { systemBonus, rebate, levelBonusSetting, rebateRate } from './bonus.tables';

export interface BonusesModuleDeps {
  db: AppDatabase;
  changes: ChangeBus;
  now: Clock;
  ledger: BonusLedger;
  players: BonusPlayers;
  levels: BonusLevels;
  site: Pick<SiteSettingsReader, 'getSiteSetting'>;
  /** Default: JSON lines on stderr. */
  log?: BonusPassLog;
}

const stderrLog: BonusPassLog = {
  error: (details, message) => process.stderr.write(`${JSON.stringify({ level: 'error', msg: message, ...details })}\n`),
};

export function createBonusServices({ db, changes, now, ledger, players, levels, site, log = stderrLog }: BonusesModuleDeps) {
  const bonusSettings = new BonusSettingsService({ settings: new BonusSettingsRepository(db), changes, now });
  const bonuses = new BonusService({ db, bonuses: new BonusRepository(db), settings: bonusSettings, ledger, players, levels, site, now });
  const rebates = new RebateService({ rebates: new RebateRepository(db), settings: bonusSettings, ledger, levels, site, now });
  return { bonusSettings, bonuses, rebates, bonusBackground: new BonusBackground({ db, bonuses, rebates, log }) };
}

export const bonusesModule: ServerModule<BonusRouteNeeds & BonusCommandNeeds> = {
  name: 'bonuses',
  userApi: bonusRoutes,
  commands: bonusCommands,
};
