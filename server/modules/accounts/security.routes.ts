// Account security (issue 12; src/domain/account-security.ts names the paths): the player's
// sessions (list, end one, end all others) and authenticator 2FA (status, enrol, confirm — which
// ends the other sessions unless the player keeps them — and turn off). The calls that take a code share the per-address limit of the other secret-taking calls.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  SessionItemSchema,
  TwoFactorConfirmedSchema,
  TwoFactorConfirmInputSchema,
  TwoFactorEnrolmentSchema,
  TwoFactorStatusSchema,
} from '../../../src/domain/account-security.schema';
import { refused } from '../../errors';
import { success, successSchema } from '../../shared/envelope';
import { currentPlayer } from '../../shared/require-player';
import { NoInput, textField } from '../../shared/schemas';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { SessionService } from './session.service';
import type { TwoFactorService } from './two-factor.service';

const SessionId = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });
const CodeBody = Type.Object({ code: textField() });
// Turning 2FA on ends the other sessions unless the player unticks the box (absent: they end).
// The code is loosened to the generous optional text every route takes: a missing or wrong one is
// the service's answer, in the caller's language.
const ConfirmBody = Type.Object({ ...TwoFactorConfirmInputSchema.properties, code: textField() });
const CountReply = successSchema(Type.Object({ revoked: Type.Number() }));

const securityRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<{ sessions: SessionService; twoFactor: TwoFactorService }>> = async (
  app,
  { services: { sessions, twoFactor }, rateLimit },
) => {
  app.get(
    '/security/sessions',
    { preHandler: app.requirePlayer, schema: { querystring: NoInput, response: { 200: successSchema(Type.Array(SessionItemSchema)) } } },
    async (request) => success(await sessions.list(currentPlayer(request))),
  );

  app.delete(
    '/security/sessions/:id',
    { preHandler: app.requirePlayer, schema: { params: SessionId, response: { 200: CountReply } } },
    async (request) => {
      if (!(await sessions.revokeOwn(currentPlayer(request).playerId, request.params.id))) throw refused('server.session.notFound');
      return success({ revoked: 1 });
    },
  );

  app.post(
    '/security/sessions/revokeOthers',
    { preHandler: app.requirePlayer, schema: { response: { 200: CountReply } } },
    async (request) => {
      const { playerId, sessionId } = currentPlayer(request);
      return success({ revoked: await sessions.revokeAllExcept(playerId, sessionId) });
    },
  );

  app.get(
    '/security/twoFactor',
    { preHandler: app.requirePlayer, schema: { querystring: NoInput, response: { 200: successSchema(TwoFactorStatusSchema) } } },
    async (request) => success(await twoFactor.status(currentPlayer(request).playerId)),
  );

  app.post(
    '/security/twoFactor/enrol',
    { preHandler: app.requirePlayer, config: { rateLimit }, schema: { response: { 200: successSchema(TwoFactorEnrolmentSchema) } } },
    async (request) => success(await twoFactor.beginEnrolment(currentPlayer(request).playerId)),
  );

  app.post(
    '/security/twoFactor/confirm',
    { preHandler: app.requirePlayer, config: { rateLimit }, schema: { body: ConfirmBody, response: { 200: successSchema(TwoFactorConfirmedSchema) } } },
    async (request) => success(await twoFactor.confirmEnrolment(currentPlayer(request), request.body.code, request.body.signOutOthers ?? true)),
  );

  app.post(
    '/security/twoFactor/disable',
    { preHandler: app.requirePlayer, config: { rateLimit }, schema: { body: CodeBody, response: { 200: successSchema(Type.Null()) } } },
    async (request) => {
      await twoFactor.disable(currentPlayer(request).playerId, request.body.code);
      return success(null);
    },
  );
};

export default securityRoutes;
