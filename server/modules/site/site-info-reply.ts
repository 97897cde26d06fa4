// What GET /game/getWebsiteInfo answers: the stored site info with the server's configuration the
// web app needs beside it (Facebook login's app id, '' when it is off). The route sends it and the
// server-rendered home carries it (app.ts), and the app boots from that copy instead of asking, so
// both are made here, one object per loaded copy of the settings.
import type { SiteInfo, SiteInfoReply } from '../../../src/domain/site-info.schema';
import { latestOf } from '../../shared/prebuilt-reply';

export function siteInfoReplies(facebook: { readonly appId: string }): (info: SiteInfo) => SiteInfoReply {
  return latestOf((info: SiteInfo): SiteInfoReply => ({ ...info, facebookAppId: facebook.appId }));
}
