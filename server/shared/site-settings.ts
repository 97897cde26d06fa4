// What modules read of the site settings (the site module owns and stores them): one field, or
// the whole site info. Kept as an interface here so a module depends on the reading, not on the
// site module, and a cache can stand in front of it.
import type { SiteInfoKey } from '../../src/domain/site-info';
import type { SiteInfo } from '../../src/domain/site-info.schema';

export type SiteSettingValue = SiteInfo[SiteInfoKey];

export interface SiteSettingsReader {
  /** The stored value, or the default while none is stored; an unknown key throws. */
  getSiteSetting(key: string): Promise<SiteSettingValue>;
  /**
   * The same value when memory holds the settings fresh, else undefined (then getSiteSetting loads
   * them): for a check on every request that can then answer in the same turn, without a promise.
   */
  siteSettingInMemory(key: string): SiteSettingValue | undefined;
  getSiteInfo(): Promise<SiteInfo>;
}
