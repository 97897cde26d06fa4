// Site info for the web app: GET /user-api/game/getWebsiteInfo (SPEC.md §7, no token). Besides
// the stored SiteInfo fields it carries facebookAppId, from the server's configuration ('' when
// Facebook login is off), so the web app knows whether to show the Facebook button.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { SiteInfoReply } from '../../../src/domain/site-info';
import { success, successSchema } from '../../shared/envelope';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { SiteService } from './site.service';
import { SiteInfoSchema } from './site.schemas';

const SiteInfoReplySchema = Type.Object({ ...SiteInfoSchema.properties, facebookAppId: Type.String() });

export interface SiteRouteNeeds {
  site: SiteService;
  /** Facebook login's app id, '' when it is off (the accounts module's). */
  facebook: { readonly appId: string };
}

const siteRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<SiteRouteNeeds>> = async (app, { services: { site, facebook } }) => {
  app.get(
    '/game/getWebsiteInfo',
    {
      schema: {
        querystring: Type.Object({}),
        response: { 200: successSchema(SiteInfoReplySchema) },
      },
    },
    async () => {
      const reply: SiteInfoReply = { ...(await site.getSiteInfo()), facebookAppId: facebook.appId };
      return success(reply);
    },
  );
};

export default siteRoutes;
