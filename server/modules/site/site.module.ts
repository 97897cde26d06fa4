// The site module's entry: site info for the web app and site settings for operators
// (site_setting rows). Other modules read settings through shared/site-settings.ts.
import type { AppDatabase } from '../../db/client';
import { forService } from '../../shared/ops-command';
import type { ServerModule } from '../../shared/server-module';
import { siteCommands } from './site.commands';
import { SiteRepository } from './site.repository';
import siteRoutes, { type SiteRouteNeeds } from './site.routes';
import { SiteService } from './site.service';
import type { Clock } from '../../clock';
import type { ChangeBus } from '../../shared/cache/change-bus';

export { pixelPolicy } from './pixel-policy';
export { siteInfoReplies } from './site-info-reply';

export function createSiteServices({ db, changes, now }: { db: AppDatabase; changes: ChangeBus; now: Clock }) {
  return { site: new SiteService({ repository: new SiteRepository(db), changes, now }) };
}

export const siteModule: ServerModule<SiteRouteNeeds> = {
  name: 'site',
  userApi: siteRoutes,
  commands: forService('site', siteCommands),
};
