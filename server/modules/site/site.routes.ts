// Site info for the web app: GET /user-api/game/getWebsiteInfo (SPEC.md §7, no token). Besides
// the stored SiteInfo fields it carries facebookAppId, from the server's configuration ('' when
// Facebook login is off), so the web app knows whether to show the Facebook button.
// Every page load asks for it and it changes a few times a day: the settings come from memory
// (site.service.ts) and the reply is serialised once per loaded copy, not once per request.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SiteInfoReplySchema, type SiteInfo, type SiteInfoReply } from '../../../src/domain/site-info.schema';
import { success, successSchema } from '../../shared/envelope';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { SiteService } from './site.service';

export interface SiteRouteNeeds {
  site: SiteService;
  /** Facebook login's app id, '' when it is off (the accounts module's). */
  facebook: { readonly appId: string };
}

const siteRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<SiteRouteNeeds>> = async (app, { services: { site, facebook } }) => {
  // Keyed by the loaded copy: a change loads a new one, and the old entry goes with it.
  const replies = new WeakMap<SiteInfo, string>();
  const replyFor = (info: SiteInfo) => {
    let json = replies.get(info);
    if (json === undefined) {
      json = JSON.stringify(success<SiteInfoReply>({ ...info, facebookAppId: facebook.appId }));
      replies.set(info, json);
    }
    return json;
  };

  app.get(
    '/game/getWebsiteInfo',
    {
      schema: {
        querystring: Type.Object({}),
        response: { 200: successSchema(SiteInfoReplySchema) },
      },
    },
    async (_request, reply) => {
      // The text as it is, typed as JSON: a reply with its own serializer went out with no
      // Content-Type at all (Fastify types only what it serializes itself).
      return reply.type('application/json; charset=utf-8').send(replyFor(await site.getSiteInfo()) as never);
    },
  );
};

export default siteRoutes;
