// Shared samples for model tests.
import type { SiteInfo } from '../../src/domain/site-info.schema';
import { ApiError } from '../../src/services/api-error';

export const demoSiteInfo: SiteInfo = {
  websiteLogo: '/demo-logo.svg',
  appLogo: '/demo-logo.svg',
  websiteName: 'Lucky Star',
  documentTitle: 'Lucky Star',
  websiteDefaultLanguage: '',
  facebookPixel: '',
  countryCode: 'TH',
  currencyCode: 'THB',
  currencySymbol: '฿',
  countryTimezone: -1,
  gameAccountCaptchaEnabled: true,
  gameAccountRegisterSMS: true,
  gameAccountRegisterBank: true,
  levelScheduleStatus: true,
  mobileBottomPictureStatus: true,
  userAgreement: 'Play fair.',
  tiktokLink: '',
  facebookLink: '',
  youtubeLink: '',
  appDownloadLink: '',
};

/** What the API client throws on HTTP 403 (a blocked address, SPEC.md §8). */
export const http403 = new ApiError('http', 'HTTP 403', { status: 403, reply: { code: 403, msg: 'blocked', data: null } });

/** What the API client throws when the server cannot be reached. */
export const unreachable = new ApiError('network', 'Failed to fetch');
