// System bonuses and rebates (SPEC.md §7 levelBonus calls; src/domain/bonus.ts): GET
// /levelBonus/getDetail, /levelBonus/list, POST /levelBonus/claim/{id}; GET /rebate/summary,
// /rebate/list, POST /rebate/claim/{id}. Each claim runs under an Idempotency-Key: a replay answers
// the saved reply and moves nothing.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { BonusKind, BonusState, ClaimReply, LevelBonusDetail, LevelBonusItem, RebateItem, RebateState, RebateSummary } from '../../../src/domain/bonus';
import { DEFAULT_PAGE_LIMIT, type Page } from '../../../src/domain/trade';
import { success, successSchema } from '../../shared/envelope';
import { idempotencyKeyOf, type Idempotency } from '../../shared/idempotency';
import { currentPlayer } from '../../shared/require-player';
import type { Same } from '../../shared/same-type';
import { NoInput, Paging, PagingQuery } from '../../shared/schemas';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { BonusService } from './bonus.service';
import type { RebateService } from './rebate.service';

// Spelled out: a mapped array loses the literal types the Same<> checks compare.
const BonusKindSchema = Type.Union([Type.Literal('monthly'), Type.Literal('birthday'), Type.Literal('upgrade'), Type.Literal('deposit'), Type.Literal('system')]);
const BonusStateSchema = Type.Union([Type.Literal('pending'), Type.Literal('claimed'), Type.Literal('expired'), Type.Literal('issued')]);
const RebateStateSchema = Type.Union([Type.Literal('claim'), Type.Literal('issued')]);

const LevelBonusItemSchema = Type.Object({
  id: Type.Number(),
  kind: BonusKindSchema,
  amount: Type.Number(),
  state: BonusStateSchema,
  level: Type.Union([Type.Number(), Type.Null()]),
  note: Type.String(),
  createdAt: Type.Number(),
  expiresAt: Type.Union([Type.Number(), Type.Null()]),
  paidAt: Type.Union([Type.Number(), Type.Null()]),
});
const LevelBonusDetailSchema = Type.Object({
  level: Type.Number(),
  levelName: Type.String(),
  monthlyAmount: Type.Number(),
  birthdayAmount: Type.Number(),
  upgradeAmount: Type.Number(),
  depositPercent: Type.Number(),
  pendingCount: Type.Number(),
  pendingTotal: Type.Number(),
  birthday: Type.Union([Type.String(), Type.Null()]),
});
const RebateItemSchema = Type.Object({
  id: Type.Number(),
  day: Type.String(),
  category: Type.String(),
  turnover: Type.Number(),
  rate: Type.Number(),
  amount: Type.Number(),
  state: RebateStateSchema,
  issuedAt: Type.Union([Type.Number(), Type.Null()]),
});
const RebateSummarySchema = Type.Object({
  accruingToday: Type.Number(),
  claimableTotal: Type.Number(),
  rates: Type.Array(Type.Object({ category: Type.String(), rate: Type.Number() })),
});
const ClaimReplySchema = Type.Object({ amount: Type.Number(), wallet: Type.Number() });
const BonusPageSchema = Type.Object({ rows: Type.Array(LevelBonusItemSchema), total: Type.Number() });
const RebatePageSchema = Type.Object({ rows: Type.Array(RebateItemSchema), total: Type.Number() });

const checks: [
  Same<Static<typeof BonusKindSchema>, BonusKind>,
  Same<Static<typeof BonusStateSchema>, BonusState>,
  Same<Static<typeof RebateStateSchema>, RebateState>,
  Same<Static<typeof LevelBonusDetailSchema>, LevelBonusDetail>,
  Same<Static<typeof BonusPageSchema>, Page<LevelBonusItem>>,
  Same<Static<typeof RebatePageSchema>, Page<RebateItem>>,
  Same<Static<typeof RebateSummarySchema>, RebateSummary>,
  Same<Static<typeof ClaimReplySchema>, ClaimReply>,
] = [true, true, true, true, true, true, true, true];
void checks;

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
    { preHandler: app.requirePlayer, schema: { querystring: BonusListQuery, response: { 200: successSchema(BonusPageSchema) } } },
    async (request) => success(await bonuses.list(currentPlayer(request).playerId, request.query, DEFAULT_PAGE_LIMIT)),
  );

  app.post(
    '/levelBonus/claim/:id',
    { preHandler: app.requirePlayer, schema: { params: IdParams, response: { 200: successSchema(ClaimReplySchema) } } },
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
    { preHandler: app.requirePlayer, schema: { params: IdParams, response: { 200: successSchema(ClaimReplySchema) } } },
    async (request) => {
      const { playerId } = currentPlayer(request);
      const key = idempotencyKeyOf(request);
      const { id } = request.params;
      return success(await idempotency.run({ playerId, key, route: 'POST /rebate/claim', params: { id } }, (tx) => rebates.claim(playerId, id, tx)));
    },
  );
};

export default bonusRoutes;
