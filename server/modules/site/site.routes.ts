// Site info for the web app: GET /user-api/game/getWebsiteInfo (SPEC.md §7, no token). Besides
// the stored SiteInfo fields it carries facebookAppId, from the server's configuration ('' when
// Facebook login is off), so the web app knows whether to show the Facebook button.
// Every page load asks for it and it changes a few times a day: the settings come from memory
// (site.service.ts) and the reply is serialised once per loaded copy, not once per request.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SiteInfoReplySchema, type SiteInfo, type SiteInfoReply } from '../../../src/domain/site-info.schema';
import { success, successSchema, type SuccessReply } from '../../shared/envelope';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { SiteService } from './site.service';

export interface SiteRouteNeeds {
  site: SiteService;
  /** Facebook login's app id, '' when it is off (the accounts module's). */
  facebook: { readonly appId: string };
}

const siteRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<SiteRouteNeeds>> = async (app, { services: { site, facebook } }) => {
  // Keyed by the loaded copy: a change loads a new one, and the old entry goes with it.
  const replies = new WeakMap<SiteInfo, { payload: SuccessReply<SiteInfoReply>; json: string }>();
  const replyFor = (info: SiteInfo) => {
    let reply = replies.get(info);
    if (!reply) {
      const payload = success<SiteInfoReply>({ ...info, facebookAppId: facebook.appId });
      reply = { payload, json: JSON.stringify(payload) };
      replies.set(info, reply);
    }
    return reply;
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
      const { payload, json } = replyFor(await site.getSiteInfo());
      return reply.serializer(() => json).send(payload);
    },
  );
};

export default siteRoutes;
