// Banks a player may register a card with: those of the site's country (SPEC.md §3 "Supported
// bank item").
import type { SiteSettingsReader } from '../../shared/site-settings';
import type { BankRepository, SupportedBank } from './bank.repository';
import { SEED_BANKS } from './bank-seed';

export interface BankServiceDeps {
  banks: BankRepository;
  site: SiteSettingsReader;
}

export class BankService {
  private readonly banks: BankRepository;
  private readonly site: SiteSettingsReader;

  constructor({ banks, site }: BankServiceDeps) {
    this.banks = banks;
    this.site = site;
  }

  /** The banks of the site's country: the one read of this rarely-changing list (a cache wraps it). */
  async listForSite(): Promise<SupportedBank[]> {
    return this.banks.listForCountry(String(await this.site.getSiteSetting('countryCode')));
  }

  /** The bank with this code in the site's country, or undefined. */
  async findForSite(code: string): Promise<SupportedBank | undefined> {
    return (await this.listForSite()).find((bank) => bank.code === code);
  }

  /** First start: the seed list. Later starts leave an operator's list alone. */
  async seedIfEmpty(): Promise<boolean> {
    if ((await this.banks.count()) > 0) return false;
    await this.banks.insertMissing(SEED_BANKS);
    return true;
  }
}
