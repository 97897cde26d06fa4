// The banks module's entry: the banks and e-wallets a player may register a card with
// (GET /pay/supportBank/list), those of the site's country.
import type { AppDatabase } from '../../db/client';
import type { ServerModule } from '../../shared/server-module';
import type { SiteSettingsReader } from '../../shared/site-settings';
import { BankRepository } from './bank.repository';
import bankRoutes from './bank.routes';
import { BankService } from './bank.service';

export function createBankServices({ db, site }: { db: AppDatabase; site: SiteSettingsReader }) {
  return { banks: new BankService({ banks: new BankRepository(db), site }) };
}

export const bankModule: ServerModule<{ banks: BankService }> = { name: 'banks', userApi: bankRoutes };
