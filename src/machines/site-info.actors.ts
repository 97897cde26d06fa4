// The call the site-info actor makes, as a named actor (tests provide their own).
import { fromPromise } from 'xstate';
import type { SiteInfo } from '../domain/site-info.schema';
import { getWebsiteInfo } from '../services/site.api';

export const siteInfoActors = {
  loadSiteInfo: fromPromise<SiteInfo>(() => getWebsiteInfo()),
};
