// Passwords (SPEC.md §7): POST /forgetPwd/sendPhoneCode and PUT /forgetPwd/updatePwd (no token;
// success logs in), PUT /modified/updatePwd (logged in).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TokenReplySchema, sessionMeta, tokenReply } from '../../http/account-replies';
import { success, successSchema } from '../../http/envelope';
import { currentPlayer } from '../../plugins/require-player';
import { ChangePasswordInput, PhoneInput, ResetPasswordInput, type AuthRouteOptions } from './account.schemas';

const NullReply = successSchema(Type.Null());

const passwordRoutes: FastifyPluginAsyncTypebox<AuthRouteOptions> = async (app, { rateLimit }) => {
  const { passwords } = app.services;

  app.post(
    '/forgetPwd/sendPhoneCode',
    { config: { rateLimit }, schema: { body: PhoneInput, response: { 200: NullReply } } },
    async (request) => {
      await passwords.sendResetCode(request.body.phone, request);
      return success(null);
    },
  );

  app.put(
    '/forgetPwd/updatePwd',
    { config: { rateLimit }, schema: { body: ResetPasswordInput, response: { 200: TokenReplySchema } } },
    async (request) => tokenReply(await passwords.resetPassword(request.body, sessionMeta(request))),
  );

  app.put(
    '/modified/updatePwd',
    { preHandler: app.requirePlayer, schema: { body: ChangePasswordInput, response: { 200: NullReply } } },
    async (request) => {
      await passwords.changePassword(currentPlayer(request), request.body);
      return success(null);
    },
  );
};

export default passwordRoutes;
