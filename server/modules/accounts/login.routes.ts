// Logging in and out (SPEC.md §7): POST /login, GET /logout, POST /sendPhoneLoginCode,
// POST /smsLogin. Login and code login are rate limited per address on top of the per-account
// lock and the per-code attempt limit.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LoginReplySchema, TokenReplySchema, loginReply, sessionMeta, tokenReply } from '../../shared/token-reply';
import { success, successSchema } from '../../shared/envelope';
import type { ModuleRouteOptions } from '../../shared/server-module';
import { currentPlayer } from '../../shared/require-player';
import { LoginInput, PhoneCodeInput, PhoneInput } from './account.schemas';
import type { LoginService } from './login.service';
import { NoInput, textField } from '../../shared/schemas';

const NullReply = successSchema(Type.Null());
const TwoFactorLoginBody = Type.Object({ challenge: textField(), code: textField() });

const loginRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<{ login: LoginService }>> = async (app, { services: { login }, rateLimit }) => {

  app.post(
    '/login',
    { config: { rateLimit }, schema: { body: LoginInput, response: { 200: LoginReplySchema } } },
    async (request) => loginReply(await login.loginWithPassword(request.body, sessionMeta(request))),
  );

  app.get(
    '/logout',
    { preHandler: app.requirePlayer, schema: { querystring: NoInput, response: { 200: NullReply } } },
    async (request) => {
      await login.logout(currentPlayer(request).sessionId);
      return success(null);
    },
  );

  app.post(
    '/sendPhoneLoginCode',
    { config: { rateLimit }, schema: { body: PhoneInput, response: { 200: NullReply } } },
    async (request) => {
      await login.sendLoginCode(request.body.phone, request);
      return success(null);
    },
  );

  app.post(
    '/smsLogin',
    { config: { rateLimit }, schema: { body: PhoneCodeInput, response: { 200: LoginReplySchema } } },
    async (request) => loginReply(await login.loginWithCode(request.body, sessionMeta(request))),
  );

  // Issue 12: the second call of a login that answered with a 2FA challenge.
  app.post(
    '/twoFactor/login',
    { config: { rateLimit }, schema: { body: TwoFactorLoginBody, response: { 200: TokenReplySchema } } },
    async (request) => tokenReply(await login.completeTwoFactor(request.body.challenge, request.body.code, sessionMeta(request))),
  );
};

export default loginRoutes;
