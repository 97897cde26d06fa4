// Site info for the web app: GET /user-api/game/getWebsiteInfo (SPEC.md §7, no token). Besides
// the stored SiteInfo fields it carries facebookAppId, from the server's configuration ('' when
// Facebook login is off), so the web app knows whether to show the Facebook button.
// Every page load asks for it and it changes a few times a day: the settings come from memory
// (site.service.ts) and the reply is made once per loaded copy, bytes and compressed forms alike
// (shared/prebuilt-reply.ts), not once per request.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SiteInfoReplySchema, type SiteInfo, type SiteInfoReply } from '../../../src/domain/site-info.schema';
import { success, successSchema } from '../../shared/envelope';
import { latestPrebuilt, sendPrebuilt } from '../../shared/prebuilt-reply';
import type { ModuleRouteOptions } from '../../shared/server-module';
import { siteInfoReplies } from './site-info-reply';
import type { SiteService } from './site.service';

export interface SiteRouteNeeds {
  site: SiteService;
  /** Facebook login's app id, '' when it is off (the accounts module's). */
  facebook: { readonly appId: string };
}

const siteRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<SiteRouteNeeds>> = async (app, { services: { site, facebook } }) => {
  // Made once per loaded copy: a change loads a new one.
  const replyOf = siteInfoReplies(facebook);
  const prebuilt = latestPrebuilt((reply: SiteInfoReply) => JSON.stringify(success(reply)));
  const replyFor = (info: SiteInfo) => prebuilt(replyOf(info));

  app.get(
    '/game/getWebsiteInfo',
    {
      // Its compressed forms are made once per copy (sendPrebuilt), not by the plugin per request.
      compress: false,
      schema: {
        querystring: Type.Object({}),
        response: { 200: successSchema(SiteInfoReplySchema) },
      },
    },
    // Answered in the same turn when the settings are in memory (nearly always): no promise made.
    (request, reply) => {
      const info = site.siteInfoInMemory();
      if (info) return sendPrebuilt(request, reply, replyFor(info));
      return site.getSiteInfo().then((loaded) => sendPrebuilt(request, reply, replyFor(loaded)));
    },
  );
};

export default siteRoutes;
