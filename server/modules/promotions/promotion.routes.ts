// The promotion calls (SPEC.md §7; src/domain/promotion.ts). The lists and details are public
// (a guest sees them, with no button); joining and everything about records is the player's own,
// and every call that moves money carries an Idempotency-Key.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import {
  type CanSettleRecord,
  type JoinPromotionReply,
  type PromotionActionReply,
  type PromotionBillRow,
  type PromotionDetail,
  type PromotionKind,
  type PromotionRecord,
  type PromotionSummary,
} from '../../../src/domain/promotion';
import { DEFAULT_PAGE_LIMIT } from '../../../src/domain/trade';
import { success, successSchema } from '../../shared/envelope';
import { idempotencyKeyOf } from '../../shared/idempotency';
import { currentPlayer, playerIdOrNull } from '../../shared/require-player';
import type { Same } from '../../shared/same-type';
import { MoneyAmount, NoInput, Paging } from '../../shared/schemas';
import type { ModuleRouteOptions } from '../../shared/server-module';
import { GameItemSchema, GameMakerSchema } from '../games/games.module';
import type { PromotionRecordService } from './promotion-record.service';
import type { PromotionService } from './promotion.service';

const KindSchema = Type.Union([Type.Literal('activity'), Type.Literal('gamePromotion')]);
const JoinModeSchema = Type.Union([Type.Literal('amount'), Type.Literal('code')]);
const ButtonSchema = Type.Union([Type.Literal('confirmAttend'), Type.Literal('attended'), Type.Literal('claim'), Type.Literal('claimed')]);
const StateSchema = Type.Union([
  Type.Literal('ongoing'),
  Type.Literal('settlable'),
  Type.Literal('closing'),
  Type.Literal('closed'),
  Type.Literal('settled'),
  Type.Literal('unlocked'),
]);
const BillTypeSchema = Type.Union([Type.Literal('participate'), Type.Literal('bonus'), Type.Literal('game'), Type.Literal('settle'), Type.Literal('void')]);
const Money = Type.Number();
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const summaryFields = {
  id: Type.Number(),
  kind: KindSchema,
  title: Type.String(),
  summary: Type.String(),
  picture: Type.String(),
  startsAt: Type.Number(),
  endsAt: Type.Number(),
  joinMode: JoinModeSchema,
  minAmount: Money,
  maxAmount: Money,
  bonusPercent: Type.Number(),
  bonusCap: Money,
  fixedBonus: Money,
  maxBet: Nullable(Money),
  open: Type.Boolean(),
  button: Nullable(ButtonSchema),
  recordId: Nullable(Type.Number()),
};
const SummarySchema = Type.Object(summaryFields);
const DetailSchema = Type.Object({
  ...summaryFields,
  description: Type.String(),
  turnoverMultiple: Type.Number(),
  askNetwinAmount: Money,
  askBalance: Money,
  releaseConditionsAmount: Money,
  gameCount: Type.Number(),
});
const JoinBody = Type.Object({ amount: Type.Optional(MoneyAmount), code: Type.Optional(Type.String({ maxLength: 64 })) });
const JoinReplySchema = Type.Object({ recordId: Type.Number(), amount: Money, bonus: Money, promotionBalance: Money, wallet: Money });
const TurnoverSchema = Type.Object({
  bonusAmount: Money,
  askBetAmount: Money,
  currentBetAmount: Money,
  askNetwinAmount: Money,
  currentNetwinAmount: Money,
  askBalance: Money,
  currentBalance: Money,
  releaseConditionsAmount: Money,
});
const RecordSchema = Type.Object({
  id: Type.Number(),
  promotionId: Type.Number(),
  kind: KindSchema,
  title: Type.String(),
  state: StateSchema,
  amount: Money,
  joinedAt: Type.Number(),
  endsAt: Type.Number(),
  endedAt: Nullable(Type.Number()),
  maxBet: Nullable(Money),
  turnover: TurnoverSchema,
  canSettle: Type.Boolean(),
  canClose: Type.Boolean(),
  canUnlock: Type.Boolean(),
});
const BillSchema = Type.Object({ id: Type.String(), type: BillTypeSchema, amount: Money, gameName: Type.String(), createdAt: Type.Number() });
const ActionReplySchema = Type.Object({ state: StateSchema, wallet: Money, promotionBalance: Money });
const CanSettleSchema = Type.Object({ id: Type.Number(), buttonStatus: Type.Union([Type.Literal(0), Type.Literal(1)]) });
const RecordListQuery = Type.Object({
  ...Paging,
  state: Type.Optional(StateSchema),
});

const checks: [
  Same<Static<typeof SummarySchema>, PromotionSummary>,
  Same<Static<typeof DetailSchema>, PromotionDetail>,
  Same<Static<typeof JoinReplySchema>, JoinPromotionReply>,
  Same<Static<typeof RecordSchema>, PromotionRecord>,
  Same<Static<typeof BillSchema>, PromotionBillRow>,
  Same<Static<typeof ActionReplySchema>, PromotionActionReply>,
  Same<Static<typeof CanSettleSchema>, CanSettleRecord>,
] = [true, true, true, true, true, true, true];
void checks;

const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const IdParams = Type.Object({ id: Id });

export interface PromotionRouteNeeds {
  promotions: PromotionService;
  promotionRecords: PromotionRecordService;
}

const promotionRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<PromotionRouteNeeds>> = async (app, { services: { promotions, promotionRecords } }) => {
  const caller = (request: FastifyRequest) => ({ playerId: currentPlayer(request).playerId, key: idempotencyKeyOf(request) });

  const kinds: [PromotionKind, string][] = [
    ['activity', '/activity'],
    ['gamePromotion', '/gamePromotion'],
  ];
  for (const [kind, base] of kinds) {
    app.get(
      `${base}/list`,
      { preHandler: app.identifyPlayer, schema: { querystring: NoInput, response: { 200: successSchema(Type.Array(SummarySchema)) } } },
      async (request) => success(await promotions.list(kind, request.locale, playerIdOrNull(request))),
    );
    app.get(
      `${base}/info/:id`,
      { preHandler: app.identifyPlayer, schema: { params: IdParams, response: { 200: successSchema(DetailSchema) } } },
      async (request) => success(await promotions.info(kind, request.params.id, request.locale, playerIdOrNull(request))),
    );
    app.post(
      `${base}/participate/:id`,
      { preHandler: app.requirePlayer, schema: { params: IdParams, body: JoinBody, response: { 200: successSchema(JoinReplySchema) } } },
      async (request) => success(await promotions.join(caller(request), kind, request.params.id, request.body)),
    );
  }

  app.get(
    '/gamePromotion/record/list',
    { preHandler: app.requirePlayer, schema: { querystring: RecordListQuery, response: { 200: successSchema(Type.Object({ rows: Type.Array(RecordSchema), total: Type.Number() })) } } },
    async (request) => {
      const { page = 1, limit = DEFAULT_PAGE_LIMIT, state } = request.query;
      return success(await promotionRecords.list(currentPlayer(request).playerId, { page, limit, state }, request.locale));
    },
  );
  app.get(
    '/gamePromotion/record/info/:id',
    { preHandler: app.requirePlayer, schema: { params: IdParams, response: { 200: successSchema(RecordSchema) } } },
    async (request) => success(await promotionRecords.info(currentPlayer(request).playerId, request.params.id, request.locale)),
  );
  app.get(
    '/gamePromotion/record/getCanSettlePromotionRecord',
    { preHandler: app.requirePlayer, schema: { querystring: NoInput, response: { 200: successSchema(Nullable(CanSettleSchema)) } } },
    async (request) => success(await promotionRecords.canSettle(currentPlayer(request).playerId)),
  );
  app.get(
    '/gamePromotion/bill/list/:id',
    { preHandler: app.requirePlayer, schema: { params: IdParams, response: { 200: successSchema(Type.Array(BillSchema)) } } },
    async (request) => success(await promotionRecords.bills(currentPlayer(request).playerId, request.params.id)),
  );
  // {id} is the promotion's: its games and their makers are public, as the promotion is.
  app.get(
    '/gamePromotion/game/list/:id',
    { schema: { params: IdParams, response: { 200: successSchema(Type.Array(GameItemSchema)) } } },
    async (request) => success(await promotionRecords.games(request.params.id)),
  );
  app.get(
    '/gamePromotion/game/makerType/:id',
    { schema: { params: IdParams, response: { 200: successSchema(Type.Array(GameMakerSchema)) } } },
    async (request) => success(await promotionRecords.makers(request.params.id)),
  );
  for (const action of ['settle', 'close', 'unlock'] as const) {
    app.post(
      `/gamePromotion/record/${action}/:id`,
      { preHandler: app.requirePlayer, schema: { params: IdParams, response: { 200: successSchema(ActionReplySchema) } } },
      async (request) => success(await promotionRecords.act(caller(request), request.params.id, action)),
    );
  }
};

export default promotionRoutes;
