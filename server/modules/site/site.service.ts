// Site info for the web app (SPEC.md §3) and its settings for operators, over site_setting rows.
import { SITE_FIELD_KINDS, SITE_INFO_KEYS, type SiteInfo } from '../../../src/domain/site-info';
import type { DbExecutor } from '../../db/client';
import type { SiteSettingsReader } from '../../shared/site-settings';
import type { SiteRepository } from './site.repository';
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
}

export class SiteService implements SiteSettingsReader {
  private readonly repository: SiteRepository;

  constructor({ repository }: SiteServiceDeps) {
    this.repository = repository;
  }

  /**
   * Every stored setting by key: the one read of this rarely-changing set, which every getter
   * below goes through (so a cache in front of it serves them all).
   */
  async storedValues(tx?: DbExecutor): Promise<ReadonlyMap<string, unknown>> {
    return new Map((await this.repository.findAll(tx)).map((row) => [row.key, row.value]));
  }

  /** Every SiteInfo field: the stored value, or the default while none is stored. */
  async getSiteInfo(tx?: DbExecutor): Promise<SiteInfo> {
    const stored = await this.storedValues(tx);
    const info: Record<string, SiteSettingValue> = {};
    for (const key of SITE_INFO_KEYS) {
      const value = stored.get(key);
      info[key] = storedValueFits(SITE_FIELD_KINDS[key], value) ? (value as SiteSettingValue) : SITE_DEFAULTS[key];
    }
    return info as unknown as SiteInfo;
  }

  async getSiteSetting(key: string, tx?: DbExecutor): Promise<SiteSettingValue> {
    const siteKey = requireSiteKey(key);
    const value = (await this.storedValues(tx)).get(siteKey);
    return storedValueFits(SETTING_KINDS[siteKey], value) ? (value as SiteSettingValue) : settingDefault(siteKey);
  }

  /** The wallet flags (wallet-settings.ts): stored values, or on while none is stored. */
  async getWalletSettings(tx?: DbExecutor): Promise<WalletSettings> {
    const stored = await this.storedValues(tx);
    const settings = {} as WalletSettings;
    for (const key of WALLET_SETTING_KEYS) {
      const value = stored.get(key);
      settings[key] = typeof value === 'boolean' ? value : (settingDefault(key) as boolean);
    }
    return settings;
  }

  /** Parses `raw` by the field's kind and stores it; a bad key or value throws and stores nothing. */
  async setSiteSetting(key: string, raw: string, tx?: DbExecutor): Promise<SiteSettingChange> {
    const value = parseSiteSetting(key, raw);
    const siteKey = requireSiteKey(key);
    const previous = await this.getSiteSetting(siteKey, tx);
    await this.repository.upsert(siteKey, value, tx);
    return { key: siteKey, previous, value };
  }

  async hasSettings(tx?: DbExecutor): Promise<boolean> {
    return (await this.repository.count(tx)) > 0;
  }

  /** Stores the given fields where none is stored yet; never overwrites an operator's change. */
  async fillMissing(values: Partial<SiteInfo>, tx?: DbExecutor): Promise<void> {
    const rows = Object.entries(values).map(([key, value]) => ({ key: requireSiteKey(key), value }));
    await this.repository.insertMissing(rows, tx);
  }
}
