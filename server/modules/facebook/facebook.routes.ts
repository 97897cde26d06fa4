// Facebook login (SPEC.md §7): POST /oauth/facebook/login { accessToken } → token when the
// Facebook user is bound, else data { bindRequired: true, name } (then the bindPhone page);
// POST /oauth/sendBindingPhoneCode { phone }; POST /oauth/bindingPhone { accessToken, phone, code }
// → token. All refused with a clear msg while FACEBOOK_APP_ID/SECRET are not set.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BodyCode } from '../../../src/domain/api-reply';
import { TokenReplySchema, sessionMeta, tokenReply } from '../../http/account-replies';
import { success, successSchema } from '../../http/envelope';
import { BindPhoneInput, FacebookLoginInput, PhoneInput, type AuthRouteOptions } from '../accounts/account.schemas';

const FacebookLoginReply = Type.Union([
  TokenReplySchema,
  Type.Object({
    code: Type.Literal(BodyCode.ok),
    msg: Type.String(),
    data: Type.Object({ bindRequired: Type.Literal(true), name: Type.String() }),
  }),
]);

const facebookRoutes: FastifyPluginAsyncTypebox<AuthRouteOptions> = async (app, { rateLimit }) => {
  const { facebook } = app.services;

  app.post(
    '/oauth/facebook/login',
    { config: { rateLimit }, schema: { body: FacebookLoginInput, response: { 200: FacebookLoginReply } } },
    async (request) => {
      const result = await facebook.login(request.body.accessToken, sessionMeta(request));
      return 'token' in result ? tokenReply(result.token) : success(result);
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
    { config: { rateLimit }, schema: { body: BindPhoneInput, response: { 200: TokenReplySchema } } },
    async (request) => tokenReply(await facebook.bindPhone(request.body, sessionMeta(request))),
  );
};

export default facebookRoutes;
