// Site info on the wire (SPEC.md §3, GET /game/getWebsiteInfo; the field kinds are site-info.ts),
// the one source of its types (wire.schema.ts).
import { Type, type Static } from 'typebox';

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
  /** The target timezone offset in hours, relative to UTC+8 (SPEC.md §3). */
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
export type SiteInfo = Static<typeof SiteInfoSchema>;

/** What GET /game/getWebsiteInfo answers: site info plus server configuration the web app needs. */
export const SiteInfoReplySchema = Type.Object({
  ...SiteInfoSchema.properties,
  /** The Facebook app id for the login button; '' when Facebook login is not configured. */
  facebookAppId: Type.String(),
});
export type SiteInfoReply = Static<typeof SiteInfoReplySchema>;
