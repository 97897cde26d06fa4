// The banks module's entry: the banks and e-wallets a player may register a card with
// (GET /pay/supportBank/list), those of the site's country.
import type { AppDatabase } from '../../db/client';
import type { ServerModule } from '../../shared/server-module';
import type { SiteSettingsReader } from '../../shared/site-settings';
import { BankRepository } from './bank.repository';
import bankRoutes from './bank.routes';
import { BankService } from './bank.service';
import type { Clock } from '../../clock';
import type { ChangeBus } from '../../shared/cache/change-bus';

export function createBankServices({ db, site, changes, now }: { db: AppDatabase; site: SiteSettingsReader; changes: ChangeBus; now: Clock }) {
  return { banks: new BankService({ banks: new BankRepository(db), site, changes, now }) };
}

export const bankModule: ServerModule<{ banks: BankService }> = { name: 'banks', userApi: bankRoutes };
