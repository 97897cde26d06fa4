// Facebook login (SPEC.md §7): POST /oauth/facebook/login { accessToken } → token when the
// Facebook user is bound, else data { bindRequired: true, name } (then the bindPhone page);
// POST /oauth/sendBindingPhoneCode { phone }; POST /oauth/bindingPhone { accessToken, phone, code }
// → token. With authenticator 2FA on, login and bindingPhone answer the challenge instead of a
// token, completed by POST /twoFactor/login as the password login's. All refused with a clear msg while FACEBOOK_APP_ID/SECRET are not set.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BodyCode } from '../../../src/domain/api-reply';
import { ChallengeReplySchema, LoginReplySchema, TokenReplySchema, loginReply, sessionMeta } from '../../shared/token-reply';
import { success, successSchema } from '../../shared/envelope';
import type { ModuleRouteOptions } from '../../shared/server-module';
import { BindPhoneInput, FacebookLoginInput, PhoneInput } from './account.schemas';
import type { FacebookService } from './facebook.service';

const FacebookLoginReply = Type.Union([
  TokenReplySchema,
  ChallengeReplySchema,
  Type.Object({
    code: Type.Literal(BodyCode.ok),
    msg: Type.String(),
    data: Type.Object({ bindRequired: Type.Literal(true), name: Type.String() }),
  }),
]);

const facebookRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<{ facebook: FacebookService }>> = async (app, { services: { facebook }, rateLimit }) => {

  app.post(
    '/oauth/facebook/login',
    { config: { rateLimit }, schema: { body: FacebookLoginInput, response: { 200: FacebookLoginReply } } },
    async (request) => {
      const result = await facebook.login(request.body.accessToken, sessionMeta(request));
      return 'session' in result ? loginReply(result.session) : success(result);
    },
  );

  app.post(
    '/oauth/sendBindingPhoneCode',
    { config: { rateLimit }, schema: { body: PhoneInput, response: { 200: successSchema(Type.Null()) } } },
    async (request) => {
      await facebook.sendBindingCode(request.body.phone, request);
      return success(null);
    },
  );

  app.post(
    '/oauth/bindingPhone',
    { config: { rateLimit }, schema: { body: BindPhoneInput, response: { 200: LoginReplySchema } } },
    async (request) => loginReply(await facebook.bindPhone(request.body, sessionMeta(request), request.locale)),
  );
};

export default facebookRoutes;
