// The call the site-info actor makes, as a named actor (tests provide their own). Its code loads
// when the call is made: the server-rendered home carries site info, so its first screen makes no
// call and carries neither this module's call nor the API client.
import { fromPromise } from 'xstate';
import type { SiteInfo } from '../domain/site-info.schema';

export const siteInfoActors = {
  loadSiteInfo: fromPromise<SiteInfo>(async () => (await import('../services/site.api')).getWebsiteInfo()),
};
