// How an operator's text becomes a site setting value: each SiteInfo field has a kind
// (SITE_FIELD_KINDS) and each kind its own rule, so a bad value is refused before it is stored.
import { LOCALES } from '../../../src/domain/locales';
import { SITE_COUNTRIES, SITE_FIELD_KINDS, SITE_INFO_KEYS, isSiteInfoKey, type SiteFieldKind, type SiteInfoKey } from '../../../src/domain/site-info';
import type { SiteInfo } from '../../../src/domain/site-info.schema';
import {
  WALLET_DEFAULTS,
  WALLET_SETTING_KINDS,
  WALLET_SETTING_KEYS,
  WITHDRAW_DEFAULTS,
  WITHDRAW_SETTING_KEYS,
  WITHDRAW_SETTING_KINDS,
  type WalletSettingKey,
  type WithdrawSettingKey,
} from './wallet-settings';
import { REALITY_CHECK_DEFAULTS, REALITY_CHECK_SETTING_KEYS, REALITY_CHECK_SETTING_KINDS, type RealityCheckSettingKey } from './reality-check-settings';
import { SESSION_DEFAULTS, SESSION_SETTING_KEYS, SESSION_SETTING_KINDS, type SessionSettingKey } from './session-settings';

export type SiteSettingValue = SiteInfo[SiteInfoKey];
/** A site info field, or a server-only setting stored beside them (wallet flags, withdrawal limits, reality check, sessions). */
export type SettingKey = SiteInfoKey | WalletSettingKey | WithdrawSettingKey | RealityCheckSettingKey | SessionSettingKey;

export const SETTING_KINDS: Record<SettingKey, SiteFieldKind> = {
  ...SITE_FIELD_KINDS,
  ...WALLET_SETTING_KINDS,
  ...WITHDRAW_SETTING_KINDS,
  ...REALITY_CHECK_SETTING_KINDS,
  ...SESSION_SETTING_KINDS,
};
export const SETTING_KEYS: readonly SettingKey[] = [
  ...SITE_INFO_KEYS,
  ...WALLET_SETTING_KEYS,
  ...WITHDRAW_SETTING_KEYS,
  ...REALITY_CHECK_SETTING_KEYS,
  ...SESSION_SETTING_KEYS,
];

export class SiteSettingError extends Error {
  override name = 'SiteSettingError';
  constructor(
    readonly reason: 'unknownKey' | 'invalidValue',
    message: string,
  ) {
    super(message);
  }
}

/** What a field reads as while it has no stored row: empty, off, or the first named country. */
export const SITE_DEFAULTS: SiteInfo = {
  websiteLogo: '',
  appLogo: '',
  websiteName: '',
  documentTitle: '',
  websiteDefaultLanguage: '',
  facebookPixel: '',
  countryCode: SITE_COUNTRIES[0],
  currencyCode: '',
  currencySymbol: '',
  countryTimezone: 0,
  // Captcha defaults on: a missing row must not quietly remove a protection.
  gameAccountCaptchaEnabled: true,
  gameAccountRegisterSMS: false,
  gameAccountRegisterBank: false,
  levelScheduleStatus: false,
  mobileBottomPictureStatus: false,
  userAgreement: '',
  tiktokLink: '',
  facebookLink: '',
  youtubeLink: '',
  appDownloadLink: '',
};

export function requireSiteKey(key: string): SettingKey {
  if (isSiteInfoKey(key) || Object.prototype.hasOwnProperty.call(SETTING_KINDS, key)) return key as SettingKey;
  throw new SiteSettingError('unknownKey', `Unknown site setting "${key}". Known settings: ${SETTING_KEYS.join(', ')}.`);
}

/** What a setting reads as while it has no stored row. */
export function settingDefault(key: SettingKey): SiteSettingValue {
  if (isSiteInfoKey(key)) return SITE_DEFAULTS[key];
  if (key in REALITY_CHECK_DEFAULTS) return REALITY_CHECK_DEFAULTS[key as RealityCheckSettingKey];
  if (key in SESSION_DEFAULTS) return SESSION_DEFAULTS[key as SessionSettingKey];
  return key in WITHDRAW_DEFAULTS ? WITHDRAW_DEFAULTS[key as WithdrawSettingKey] : WALLET_DEFAULTS[key as WalletSettingKey];
}

/** Parses `raw` by the kind of `key`; throws SiteSettingError naming the rule it broke. */
export function parseSiteSetting(key: string, raw: string): SiteSettingValue {
  const siteKey = requireSiteKey(key);
  const kind = SETTING_KINDS[siteKey];
  const value = parseByKind(kind, raw);
  if (value === undefined) {
    throw new SiteSettingError('invalidValue', `${siteKey} ${KIND_RULES[kind]}; got "${raw}".`);
  }
  return value;
}

/** A stored value is used only if it still fits its kind; anything else reads as the default. */
export function storedValueFits(kind: SiteFieldKind, value: unknown): boolean {
  if (kind === 'boolean') return typeof value === 'boolean';
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === 'string' && parseByKind(kind, value) === value;
}

const KIND_RULES: Record<SiteFieldKind, string> = {
  string: 'takes any text',
  boolean: 'takes true, false, 1 or 0',
  number: 'takes a finite number',
  country: `takes one of ${SITE_COUNTRIES.join(', ')}`,
  locale: `takes one of ${LOCALES.join(', ')}, or "" for the country's language`,
  url: 'takes an http(s) address, a path starting with /, or ""',
};

function parseByKind(kind: SiteFieldKind, raw: string): SiteSettingValue | undefined {
  const text = raw.trim();
  switch (kind) {
    case 'string':
      return raw;
    case 'boolean': {
      const lower = text.toLowerCase();
      if (lower === 'true' || lower === '1') return true;
      if (lower === 'false' || lower === '0') return false;
      return undefined;
    }
    case 'number': {
      const number = text === '' ? Number.NaN : Number(text);
      return Number.isFinite(number) ? number : undefined;
    }
    case 'country': {
      const code = text.toUpperCase();
      return (SITE_COUNTRIES as readonly string[]).includes(code) ? code : undefined;
    }
    case 'locale':
      return text === '' || (LOCALES as readonly string[]).includes(text) ? text : undefined;
    case 'url':
      return text === '' || isSitePath(text) || isHttpUrl(text) ? text : undefined;
  }
}

/** A path on this site. '//' and '/\' are refused: browsers read both as another host. */
function isSitePath(text: string): boolean {
  return text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\') && !/\s/.test(text);
}

function isHttpUrl(text: string): boolean {
  if (!URL.canParse(text) || /\s/.test(text)) return false;
  const { protocol, hostname } = new URL(text);
  return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
}
