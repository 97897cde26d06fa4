// Site info for the web app: GET /user-api/game/getWebsiteInfo (SPEC.md §7, no token).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { success, successSchema } from '../../http/envelope';
import { SiteInfoSchema } from './site.schemas';

const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/game/getWebsiteInfo',
    {
      schema: {
        querystring: Type.Object({}),
        response: { 200: successSchema(SiteInfoSchema) },
      },
    },
    async () => success(await app.services.site.getSiteInfo()),
  );
};

export default siteRoutes;
