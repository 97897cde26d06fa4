// Every service over one database, built once: the API routes and the operator command line
// use the same instances, so a rule lives in one place. A new module adds its service here.
import type { AppDatabase } from './db/client';
import { SiteRepository } from './modules/site/site.repository';
import { SiteService } from './modules/site/site.service';

export interface Services {
  site: SiteService;
}

export function createServices(db: AppDatabase): Services {
  return {
    site: new SiteService(new SiteRepository(db)),
  };
}
