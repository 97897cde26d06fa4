// Sign-up (SPEC.md §7): POST /register/sendRegisterPhoneCode, POST /register and POST
// /v2/register (the same call; the web app uses v2 with the bank card).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TokenReplySchema, sessionMeta, tokenReply } from '../../shared/token-reply';
import { success, successSchema } from '../../shared/envelope';
import type { ModuleRouteOptions } from '../../shared/server-module';
import { RegisterCodeInput, RegisterInput } from './account.schemas';
import type { RegistrationService } from './registration.service';

const registrationRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<{ registration: RegistrationService }>> = async (app, { services: { registration }, rateLimit }) => {
  app.post(
    '/register/sendRegisterPhoneCode',
    { config: { rateLimit }, schema: { body: RegisterCodeInput, response: { 200: successSchema(Type.Null()) } } },
    async (request) => {
      await registration.sendRegisterCode(request.body.code, request);
      return success(null);
    },
  );

  for (const url of ['/register', '/v2/register']) {
    app.post(
      url,
      { config: { rateLimit }, schema: { body: RegisterInput, response: { 200: TokenReplySchema } } },
      async (request) => tokenReply(await registration.register(request.body, sessionMeta(request), request.locale)),
    );
  }
};

export default registrationRoutes;
