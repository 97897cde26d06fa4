// Banks a player may register a card with: those of the site's country (SPEC.md §3 "Supported
// bank item"). The whole list is small and changes with a deployment's seed, not per request, so
// it is held in memory (shared/cache) and filtered by the site's country, itself cached.
import { systemClock, type Clock } from '../../clock';
import type { ChangeBus } from '../../shared/cache/change-bus';
import { ReadCache } from '../../shared/cache/read-cache';
import type { SiteSettingsReader } from '../../shared/site-settings';
import type { BankRepository, SupportedBank } from './bank.repository';
import { SEED_BANKS } from './bank-seed';

/** The change-bus topic of the bank list. */
export const BANKS_TOPIC = 'banks';
/** Safety net: how long a loaded list is used without hearing of a change. */
export const BANKS_CACHE_MS = 30_000;

export interface BankServiceDeps {
  banks: BankRepository;
  site: SiteSettingsReader;
  changes: ChangeBus;
  now?: Clock;
}

export class BankService {
  private readonly banks: BankRepository;
  private readonly site: SiteSettingsReader;
  private readonly changes: ChangeBus;
  private readonly cache: ReadCache<readonly SupportedBank[]>;

  constructor({ banks, site, changes, now = systemClock }: BankServiceDeps) {
    this.banks = banks;
    this.site = site;
    this.changes = changes;
    this.cache = new ReadCache({ load: () => banks.listAll(), changes, topic: BANKS_TOPIC, expiryMs: BANKS_CACHE_MS, now });
  }

  /** The banks of the site's country, from memory. */
  async listForSite(): Promise<SupportedBank[]> {
    const country = String(await this.site.getSiteSetting('countryCode'));
    return (await this.cache.get()).filter((bank) => bank.country === country);
  }

  /** The bank with this code in the site's country, or undefined. */
  async findForSite(code: string): Promise<SupportedBank | undefined> {
    return (await this.listForSite()).find((bank) => bank.code === code);
  }

  /** First start: the seed list. Later starts leave an operator's list alone. */
  async seedIfEmpty(): Promise<boolean> {
    if ((await this.banks.count()) > 0) return false;
    await this.banks.insertMissing(SEED_BANKS);
    await this.changes.publish(BANKS_TOPIC);
    return true;
  }
}
