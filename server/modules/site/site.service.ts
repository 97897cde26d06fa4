// Site info for the web app (SPEC.md §3) and its settings for operators, over site_setting rows.
// Every request reads them and operators change them a few times a day, so they are served from
// memory (shared/cache): a change made here is announced on the change bus, which drops every
// instance's copy. A caller inside a transaction reads the rows through it instead.
import { SITE_FIELD_KINDS, SITE_INFO_KEYS } from '../../../src/domain/site-info';
import type { SiteInfo } from '../../../src/domain/site-info.schema';
import { systemClock, type Clock } from '../../clock';
import type { DbExecutor } from '../../db/client';
import type { ChangeBus } from '../../shared/cache/change-bus';
import { ReadCache } from '../../shared/cache/read-cache';
import type { SiteSettingsReader } from '../../shared/site-settings';
import type { SiteRepository, SiteSettingRow } from './site.repository';
import {
  SETTING_KINDS,
  SITE_DEFAULTS,
  parseSiteSetting,
  requireSiteKey,
  settingDefault,
  storedValueFits,
  type SettingKey,
  type SiteSettingValue,
} from './site-setting';
import { WALLET_SETTING_KEYS, type WalletSettings } from './wallet-settings';

export interface SiteSettingChange {
  key: SettingKey;
  previous: SiteSettingValue;
  value: SiteSettingValue;
}

export interface SiteServiceDeps {
  repository: SiteRepository;
  changes: ChangeBus;
  now?: Clock;
}

/** The change-bus topic of site settings (site info and wallet flags). */
export const SITE_TOPIC = 'site';
/** Safety net: how long a loaded copy is used without hearing of a change. */
export const SITE_CACHE_MS = 10_000;

/** Everything derived from one read of the rows, computed once per load, not per request. */
interface SiteSnapshot {
  stored: ReadonlyMap<string, unknown>;
  info: Readonly<SiteInfo>;
  wallet: Readonly<WalletSettings>;
}

export class SiteService implements SiteSettingsReader {
  private readonly repository: SiteRepository;
  private readonly changes: ChangeBus;
  private readonly cache: ReadCache<SiteSnapshot>;

  constructor({ repository, changes, now = systemClock }: SiteServiceDeps) {
    this.repository = repository;
    this.changes = changes;
    this.cache = new ReadCache({
      load: async () => snapshotOf(await repository.findAll()),
      changes,
      topic: SITE_TOPIC,
      expiryMs: SITE_CACHE_MS,
      now,
    });
  }

  /** Every stored setting by key: from memory, or read through `tx` when given. */
  async storedValues(tx?: DbExecutor): Promise<ReadonlyMap<string, unknown>> {
    return (await this.snapshot(tx)).stored;
  }

  /** Every SiteInfo field: the stored value, or the default while none is stored. */
  async getSiteInfo(tx?: DbExecutor): Promise<SiteInfo> {
    return (await this.snapshot(tx)).info;
  }

  /** The site info held in memory, or undefined when it must be loaded first (getSiteInfo). */
  siteInfoInMemory(): SiteInfo | undefined {
    return this.cache.peek()?.info;
  }

  async getSiteSetting(key: string, tx?: DbExecutor): Promise<SiteSettingValue> {
    return settingIn(await this.snapshot(tx), key);
  }

  /** A setting held in memory, or undefined when the settings must be loaded first (getSiteSetting). */
  siteSettingInMemory(key: string): SiteSettingValue | undefined {
    const snapshot = this.cache.peek();
    return snapshot ? settingIn(snapshot, key) : undefined;
  }

  /** The wallet flags (wallet-settings.ts): stored values, or on while none is stored. */
  async getWalletSettings(tx?: DbExecutor): Promise<WalletSettings> {
    return (await this.snapshot(tx)).wallet;
  }

  /** Parses `raw` by the field's kind and stores it; a bad key or value throws and stores nothing. */
  async setSiteSetting(key: string, raw: string, tx?: DbExecutor): Promise<SiteSettingChange> {
    const value = parseSiteSetting(key, raw);
    const siteKey = requireSiteKey(key);
    const previous = await this.getSiteSetting(siteKey, tx);
    await this.repository.upsert(siteKey, value, tx);
    await this.changes.publish(SITE_TOPIC, tx);
    return { key: siteKey, previous, value };
  }

  async hasSettings(tx?: DbExecutor): Promise<boolean> {
    return (await this.repository.count(tx)) > 0;
  }

  /** Stores the given fields where none is stored yet; never overwrites an operator's change. */
  async fillMissing(values: Partial<SiteInfo>, tx?: DbExecutor): Promise<void> {
    const rows = Object.entries(values).map(([key, value]) => ({ key: requireSiteKey(key), value }));
    await this.repository.insertMissing(rows, tx);
    await this.changes.publish(SITE_TOPIC, tx);
  }

  private async snapshot(tx: DbExecutor | undefined): Promise<SiteSnapshot> {
    return tx ? snapshotOf(await this.repository.findAll(tx)) : this.cache.get();
  }
}

/** The stored value of `key`, or its default while none fits; an unknown key throws. */
function settingIn(snapshot: SiteSnapshot, key: string): SiteSettingValue {
  const siteKey = requireSiteKey(key);
  const value = snapshot.stored.get(siteKey);
  return storedValueFits(SETTING_KINDS[siteKey], value) ? (value as SiteSettingValue) : settingDefault(siteKey);
}

function snapshotOf(rows: readonly SiteSettingRow[]): SiteSnapshot {
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const info: Record<string, SiteSettingValue> = {};
  for (const key of SITE_INFO_KEYS) {
    const value = stored.get(key);
    info[key] = storedValueFits(SITE_FIELD_KINDS[key], value) ? (value as SiteSettingValue) : SITE_DEFAULTS[key];
  }
  const wallet = {} as WalletSettings;
  for (const key of WALLET_SETTING_KEYS) {
    const value = stored.get(key);
    wallet[key] = typeof value === 'boolean' ? value : (settingDefault(key) as boolean);
  }
  // Shared by every request until the next change: frozen so no caller edits the copy.
  return { stored, info: Object.freeze(info as unknown as SiteInfo), wallet: Object.freeze(wallet) };
}
