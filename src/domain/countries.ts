// The countries or regions a player can say the site serves them in (/choose-location): the
// countries a site can be set up for (SITE_COUNTRIES: PH, TH, MM), the site's own countryCode first,
// so a site whose settings name another country still offers its own.
import { isCountryCode } from './country-code';
import { SITE_COUNTRIES } from './site-info';

/** The site's country first (when it is a real code), then the other site countries, without repeats. */
export function countryChoices(siteCountry: string | null | undefined): string[] {
  const site = siteCountry?.toUpperCase();
  return [...new Set([...(isCountryCode(site) ? [site] : []), ...SITE_COUNTRIES])];
}

// The site countries named in each language: browsers' own region names (Intl.DisplayNames) lack
// Burmese in Chromium and fall back to English there.
const SITE_COUNTRY_NAMES: Record<string, Record<string, string>> = {
  en_US: { PH: 'Philippines', TH: 'Thailand', MM: 'Myanmar' },
  zh_CN: { PH: '菲律宾', TH: '泰国', MM: '缅甸' },
  my_MM: { PH: 'ဖိလစ်ပိုင်', TH: 'ထိုင်း', MM: 'မြန်မာ' },
  th_TH: { PH: 'ฟิลิปปินส์', TH: 'ไทย', MM: 'เมียนมา' },
  ms_MY: { PH: 'Filipina', TH: 'Thailand', MM: 'Myanmar' },
};

/** The country's name in the page's language (e.g. MM → "Myanmar", "缅甸"), else its code. */
export function countryName(code: string, localeCode: string): string {
  const known = SITE_COUNTRY_NAMES[localeCode]?.[code];
  if (known) return known;
  try {
    return new Intl.DisplayNames([localeCode.replace('_', '-')], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
