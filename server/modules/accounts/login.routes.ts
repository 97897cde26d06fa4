// Logging in and out (SPEC.md §7): POST /login, GET /logout, POST /sendPhoneLoginCode,
// POST /smsLogin. Login and code login are rate limited per address on top of the per-account
// lock and the per-code attempt limit.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TokenReplySchema, sessionMeta, tokenReply } from '../../http/account-replies';
import { success, successSchema } from '../../http/envelope';
import { currentPlayer } from '../../plugins/require-player';
import { LoginInput, NoInput, PhoneCodeInput, PhoneInput, type AuthRouteOptions } from './account.schemas';

const NullReply = successSchema(Type.Null());

const loginRoutes: FastifyPluginAsyncTypebox<AuthRouteOptions> = async (app, { rateLimit }) => {
  const { login } = app.services;

  app.post(
    '/login',
    { config: { rateLimit }, schema: { body: LoginInput, response: { 200: TokenReplySchema } } },
    async (request) => tokenReply(await login.loginWithPassword(request.body, sessionMeta(request))),
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
    { config: { rateLimit }, schema: { body: PhoneCodeInput, response: { 200: TokenReplySchema } } },
    async (request) => tokenReply(await login.loginWithCode(request.body, sessionMeta(request))),
  );
};

export default loginRoutes;
