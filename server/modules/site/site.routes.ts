// Site info for the web app: GET /user-api/game/getWebsiteInfo (SPEC.md §7, no token). Besides
// the stored SiteInfo fields it carries facebookAppId, from the server's configuration ('' when
// Facebook login is off), so the web app knows whether to show the Facebook button.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { SiteInfoReply } from '../../../src/domain/site-info';
import { success, successSchema } from '../../http/envelope';
import { SiteInfoSchema } from './site.schemas';

const SiteInfoReplySchema = Type.Object({ ...SiteInfoSchema.properties, facebookAppId: Type.String() });

const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/game/getWebsiteInfo',
    {
      schema: {
        querystring: Type.Object({}),
        response: { 200: successSchema(SiteInfoReplySchema) },
      },
    },
    async () => {
      const reply: SiteInfoReply = { ...(await app.services.site.getSiteInfo()), facebookAppId: app.services.facebook.appId };
      return success(reply);
    },
  );
};

export default siteRoutes;
