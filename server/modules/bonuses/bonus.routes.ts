// System bonuses and rebates (SPEC.md §7 levelBonus calls; shapes in src/domain/bonus.schema.ts): GET
// /levelBonus/getDetail, /levelBonus/list, POST /levelBonus/claim/{id}; GET /rebate/summary,
// /rebate/list, POST /rebate/claim/{id}. Each claim runs under an Idempotency-Key: a replay answers
// the saved reply and moves nothing.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BonusStateSchema, ClaimReplySchema, LevelBonusDetailSchema, LevelBonusPageSchema, RebatePageSchema, RebateSummarySchema } from '../../../src/domain/bonus.schema';
import { DEFAULT_PAGE_LIMIT } from '../../../src/domain/trade';
import { success, successSchema } from '../../shared/envelope';
import { idempotencyKeyOf, MOVES_MONEY, type Idempotency } from '../../shared/idempotency';
import { currentPlayer } from '../../shared/require-player';
import { NoInput, Paging, PagingQuery } from '../../shared/schemas';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { BonusService } from './bonus.service';
import type { RebateService } from './rebate.service';

const BonusListQuery = Type.Object({ ...Paging, state: Type.Optional(BonusStateSchema) });
const RebateListQuery = PagingQuery;
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

export interface BonusRouteNeeds {
  bonuses: BonusService;
  rebates: RebateService;
  idempotency: Idempotency;
}

const bonusRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<BonusRouteNeeds>> = async (app, { services: { bonuses, rebates, idempotency } }) => {
  app.get(
    '/levelBonus/getDetail',
    { preHandler: app.requirePlayer, schema: { querystring: NoInput, response: { 200: successSchema(LevelBonusDetailSchema) } } },
    async (request) => success(await bonuses.detail(currentPlayer(request).playerId)),
  );

  app.get(
    '/levelBonus/list',
    { preHandler: app.requirePlayer, schema: { querystring: BonusListQuery, response: { 200: successSchema(LevelBonusPageSchema) } } },
    async (request) => success(await bonuses.list(currentPlayer(request).playerId, request.query, DEFAULT_PAGE_LIMIT)),
  );

  app.post(
    '/levelBonus/claim/:id',
    { preHandler: app.requirePlayer, config: MOVES_MONEY, schema: { params: IdParams, response: { 200: successSchema(ClaimReplySchema) } } },
    async (request) => {
      const { playerId } = currentPlayer(request);
      const key = idempotencyKeyOf(request);
      const { id } = request.params;
      return success(await idempotency.run({ playerId, key, route: 'POST /levelBonus/claim', params: { id } }, (tx) => bonuses.claim(playerId, id, tx)));
    },
  );

  app.get(
    '/rebate/summary',
    { preHandler: app.requirePlayer, schema: { querystring: NoInput, response: { 200: successSchema(RebateSummarySchema) } } },
    async (request) => success(await rebates.summary(currentPlayer(request).playerId)),
  );

  app.get(
    '/rebate/list',
    { preHandler: app.requirePlayer, schema: { querystring: RebateListQuery, response: { 200: successSchema(RebatePageSchema) } } },
    async (request) => success(await rebates.list(currentPlayer(request).playerId, request.query, DEFAULT_PAGE_LIMIT)),
  );

  app.post(
    '/rebate/claim/:id',
    { preHandler: app.requirePlayer, config: MOVES_MONEY, schema: { params: IdParams, response: { 200: successSchema(ClaimReplySchema) } } },
    async (request) => {
      const { playerId } = currentPlayer(request);
      const key = idempotencyKeyOf(request);
      const { id } = request.params;
      return success(await idempotency.run({ playerId, key, route: 'POST /rebate/claim', params: { id } }, (tx) => rebates.claim(playerId, id, tx)));
    },
  );
};

export default bonusRoutes;
