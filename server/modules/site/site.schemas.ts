// The wire shape of site info (SPEC.md §3) as TypeBox, checked at compile time against the
// SiteInfo type the web app reads, so the two cannot drift apart.
import { Type, type Static } from 'typebox';
import type { SiteInfo } from '../../../src/domain/site-info';
import type { Same } from '../../shared/same-type';

export const SiteInfoSchema = Type.Object({
  websiteLogo: Type.String(),
  appLogo: Type.String(),
  websiteName: Type.String(),
  documentTitle: Type.String(),
  websiteDefaultLanguage: Type.String(),
  facebookPixel: Type.String(),
  countryCode: Type.String(),
  currencyCode: Type.String(),
  currencySymbol: Type.String(),
  countryTimezone: Type.Number(),
  gameAccountCaptchaEnabled: Type.Boolean(),
  gameAccountRegisterSMS: Type.Boolean(),
  gameAccountRegisterBank: Type.Boolean(),
  levelScheduleStatus: Type.Boolean(),
  mobileBottomPictureStatus: Type.Boolean(),
  userAgreement: Type.String(),
  tiktokLink: Type.String(),
  facebookLink: Type.String(),
  youtubeLink: Type.String(),
  appDownloadLink: Type.String(),
});

const schemaMatchesSiteInfo: Same<Static<typeof SiteInfoSchema>, SiteInfo> = true;
void schemaMatchesSiteInfo;
