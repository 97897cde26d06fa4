// Passwords (SPEC.md §7): POST /forgetPwd/sendPhoneCode and PUT /forgetPwd/updatePwd (no token;
// success logs in, or with 2FA on answers the challenge POST /twoFactor/login completes),
// PUT /modified/updatePwd (logged in).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LoginReplySchema, loginReply, sessionMeta } from '../../shared/token-reply';
import { success, successSchema } from '../../shared/envelope';
import type { ModuleRouteOptions } from '../../shared/server-module';
import { currentPlayer } from '../../shared/require-player';
import { ChangePasswordInput, PhoneInput, ResetPasswordInput } from './account.schemas';
import type { PasswordService } from './password.service';

const NullReply = successSchema(Type.Null());

const passwordRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<{ passwords: PasswordService }>> = async (app, { services: { passwords }, rateLimit }) => {

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
    { config: { rateLimit }, schema: { body: ResetPasswordInput, response: { 200: LoginReplySchema } } },
    async (request) => loginReply(await passwords.resetPassword(request.body, sessionMeta(request))),
  );

  app.put(
    '/modified/updatePwd',
    // It takes the old password and, with 2FA on, a code: the per-address limit of the other secret-taking calls.
    { preHandler: app.requirePlayer, config: { rateLimit }, schema: { body: ChangePasswordInput, response: { 200: NullReply } } },
    async (request) => {
      await passwords.changePassword(currentPlayer(request), request.body);
      return success(null);
    },
  );
};

export default passwordRoutes;
