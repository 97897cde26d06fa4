// GET /captcha/captchaImage (SPEC.md §7, no token): a new picture and its uuid, when the site
// asks for a captcha at login (gameAccountCaptchaEnabled); otherwise no picture is made.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { success, successSchema } from '../../shared/envelope';
import { NoInput } from '../../shared/schemas';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { SiteSettingsReader } from '../../shared/site-settings';
import type { CaptchaService } from './captcha.service';

const CaptchaReply = Type.Object({ img: Type.String(), uuid: Type.String(), captchaEnabled: Type.Boolean() });

export interface CaptchaRouteNeeds {
  captcha: CaptchaService;
  site: SiteSettingsReader;
}

const captchaRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<CaptchaRouteNeeds>> = async (app, { services: { captcha, site } }) => {
  app.get(
    '/captcha/captchaImage',
    { schema: { querystring: NoInput, response: { 200: successSchema(CaptchaReply) } } },
    async (request, reply) => {
      // Every call is a new picture; a cached one would be an already used captcha.
      void reply.header('cache-control', 'no-store');
      const enabled = (await site.getSiteSetting('gameAccountCaptchaEnabled')) === true;
      if (!enabled) return success({ img: '', uuid: '', captchaEnabled: false });
      const { img, uuid } = await captcha.create();
      return success({ img, uuid, captchaEnabled: true });
    },
  );
};

export default captchaRoutes;
