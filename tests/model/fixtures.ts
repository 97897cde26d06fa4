// Shared samples for model tests.
import type { SiteInfo } from '../../src/domain/site-info';

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
