// The play calls (SPEC.md §7; shapes in src/domain/game-play.schema.ts): POST /game/launch/{gameId},
// /game/recharge/{sessionId}, /game/exit/{sessionId} and /autoExitGame under an Idempotency-Key;
// GET /game/session/open, /game/round/list and /game/round/info/{id}. Every one is the caller's own.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AutoExitReplySchema, ExitReplySchema, GameSessionSchema, OpenGameSessionSchema, RechargeReplySchema } from '../../../src/domain/game-play.schema';
import { DEFAULT_PAGE_LIMIT } from '../../../src/domain/trade';
import { success, successSchema } from '../../shared/envelope';
import { idempotencyKeyOf, MOVES_MONEY } from '../../shared/idempotency';
import { currentPlayer } from '../../shared/require-player';
import { MoneyAmount, NoInput } from '../../shared/schemas';
import type { ModuleRouteOptions } from '../../shared/server-module';
import { RoundListQuery } from '../games/games.module';
import { RoundRecordSchema } from '../../../src/domain/game-play.schema';
import { pageSchema } from '../../../src/domain/wire.schema';
import type { PlayService } from './play.service';
import type { RoundProofs } from './round-proofs';

const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
// Amounts are JSON numbers with at most two decimals; above zero is the service's rule, in the caller's lang.
// Both absent for a seamless maker's game (nothing moves in); a transfer maker's launch refuses that as a wrong amount.
const LaunchBody = Type.Object({ amount: Type.Optional(MoneyAmount), all: Type.Optional(Type.Boolean()) });
const RechargeBody = Type.Object({ amount: MoneyAmount });

/** The platform's origin as the browser called it: where the maker sends the player back and posts its messages. */
function returnUrlOf(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)) return `${origin}/`;
  return `${request.protocol}://${request.host}/`;
}

type PlayNeeds = { play: PlayService; roundProofs: RoundProofs };

const playRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<PlayNeeds>> = async (app, { services: { play, roundProofs } }) => {
  const caller = (request: FastifyRequest) => ({
    playerId: currentPlayer(request).playerId,
    key: idempotencyKeyOf(request),
    locale: request.locale,
    returnUrl: returnUrlOf(request),
  });

  app.post(
    '/game/launch/:gameId',
    { preHandler: app.requirePlayer, config: MOVES_MONEY, schema: { params: Type.Object({ gameId: Id }), body: LaunchBody, response: { 200: successSchema(GameSessionSchema) } } },
    async (request) => success(await play.launch(caller(request), request.params.gameId, request.body)),
  );

  app.post(
    '/game/recharge/:sessionId',
    { preHandler: app.requirePlayer, config: MOVES_MONEY, schema: { params: Type.Object({ sessionId: Id }), body: RechargeBody, response: { 200: successSchema(RechargeReplySchema) } } },
    async (request) => success(await play.recharge(caller(request), request.params.sessionId, request.body)),
  );

  app.post(
    '/game/exit/:sessionId',
    { preHandler: app.requirePlayer, config: MOVES_MONEY, schema: { params: Type.Object({ sessionId: Id }), response: { 200: successSchema(ExitReplySchema) } } },
    async (request) => success(await play.exit(caller(request), request.params.sessionId)),
  );

  app.post(
    '/autoExitGame',
    { preHandler: app.requirePlayer, config: MOVES_MONEY, schema: { response: { 200: successSchema(AutoExitReplySchema) } } },
    async (request) => success(await play.autoExit(caller(request))),
  );

  app.get(
    '/game/session/open',
    { preHandler: app.requirePlayer, schema: { querystring: NoInput, response: { 200: successSchema(OpenGameSessionSchema) } } },
    async (request) =>
      success(await play.openSession({ playerId: currentPlayer(request).playerId, locale: request.locale, returnUrl: returnUrlOf(request) })),
  );

  app.get(
    '/game/round/list',
    { preHandler: app.requirePlayer, schema: { querystring: RoundListQuery, response: { 200: successSchema(pageSchema(RoundRecordSchema)) } } },
    async (request) => {
      const { page = 1, limit = DEFAULT_PAGE_LIMIT, gameId } = request.query;
      return success(await roundProofs.list(currentPlayer(request).playerId, { page, limit, gameId }));
    },
  );

  app.get(
    '/game/round/info/:id',
    { preHandler: app.requirePlayer, schema: { params: Type.Object({ id: Id }), response: { 200: successSchema(RoundRecordSchema) } } },
    async (request) => success(await roundProofs.info(currentPlayer(request).playerId, request.params.id)),
  );
};

export default playRoutes;
