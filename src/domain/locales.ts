// The five languages of SPEC.md §1 and the rule that picks the default one.

export const LOCALES = ['en_US', 'zh_CN', 'my_MM', 'th_TH', 'ms_MY'] as const;
export type LocaleCode = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: LocaleCode = 'en_US';

/** The name of each language in itself, for the language picker. */
export const LOCALE_NAMES: Record<LocaleCode, string> = {
  en_US: 'English',
  zh_CN: '简体中文',
  my_MM: 'မြန်မာ',
  th_TH: 'ไทย',
  ms_MY: 'Bahasa Melayu',
};

const COUNTRY_LOCALES: Record<string, LocaleCode> = { TH: 'th_TH', MM: 'my_MM', MY: 'ms_MY' };

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A stored choice wins, then the site's websiteDefaultLanguage, then the country, then en_US. */
export function defaultLocale(choice: {
  stored?: string | null;
  websiteDefaultLanguage?: string | null;
  countryCode?: string | null;
}): LocaleCode {
  if (isLocaleCode(choice.stored)) return choice.stored;
  if (isLocaleCode(choice.websiteDefaultLanguage)) return choice.websiteDefaultLanguage;
  const byCountry = choice.countryCode ? COUNTRY_LOCALES[choice.countryCode.toUpperCase()] : undefined;
  return byCountry ?? FALLBACK_LOCALE;
}
