// Site info (SPEC.md §3): what GET /game/getWebsiteInfo returns. The server keeps each field as a
// site setting; the web app reads it at start. The kind of each field lets the operator command
// line and the server check a new value before storing it. Its wire shape is site-info.schema.ts.
import type { SiteInfo } from './site-info.schema';

export type SiteInfoKey = keyof SiteInfo;
export type SiteFieldKind = 'string' | 'boolean' | 'number' | 'country' | 'locale' | 'url';

export const SITE_FIELD_KINDS: Record<SiteInfoKey, SiteFieldKind> = {
  websiteLogo: 'url',
  appLogo: 'url',
  websiteName: 'string',
  documentTitle: 'string',
  websiteDefaultLanguage: 'locale',
  facebookPixel: 'string',
  countryCode: 'country',
  currencyCode: 'string',
  currencySymbol: 'string',
  countryTimezone: 'number',
  gameAccountCaptchaEnabled: 'boolean',
  gameAccountRegisterSMS: 'boolean',
  gameAccountRegisterBank: 'boolean',
  levelScheduleStatus: 'boolean',
  mobileBottomPictureStatus: 'boolean',
  userAgreement: 'string',
  tiktokLink: 'url',
  facebookLink: 'url',
  youtubeLink: 'url',
  appDownloadLink: 'url',
};

export const SITE_INFO_KEYS = Object.keys(SITE_FIELD_KINDS) as SiteInfoKey[];

/** The countries SPEC.md names; each has its own phone pattern. */
export const SITE_COUNTRIES = ['PH', 'TH', 'MM'] as const;

export function isSiteInfoKey(key: string): key is SiteInfoKey {
  return Object.prototype.hasOwnProperty.call(SITE_FIELD_KINDS, key);
}
