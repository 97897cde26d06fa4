// The promotion calls (SPEC.md §7; src/domain/promotion.ts). The lists and details are public
// (a guest sees them, with no button); joining and everything about records is the player's own,
// and every call that moves money carries an Idempotency-Key.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { PromotionKind } from '../../../src/domain/promotion';
import {
  CanSettleRecordSchema,
  JoinPromotionReplySchema,
  PromotionActionReplySchema,
  PromotionBillRowSchema,
  PromotionDetailSchema,
  PromotionRecordSchema,
  PromotionRecordStateSchema,
  PromotionSummarySchema,
} from '../../../src/domain/promotion.schema';
import { DEFAULT_PAGE_LIMIT } from '../../../src/domain/trade';
import { success, successSchema } from '../../shared/envelope';
import { idempotencyKeyOf, MOVES_MONEY } from '../../shared/idempotency';
import { currentPlayer, playerIdOrNull } from '../../shared/require-player';
import { MoneyAmount, NoInput, Paging } from '../../shared/schemas';
import type { ModuleRouteOptions } from '../../shared/server-module';
import { GameItemSchema, GameMakerSchema } from '../../../src/domain/game.schema';
import { nullable, pageSchema } from '../../../src/domain/wire.schema';
import type { PromotionRecordService } from './promotion-record.service';
import type { PromotionService } from './promotion.service';

const JoinBody = Type.Object({ amount: Type.Optional(MoneyAmount), code: Type.Optional(Type.String({ maxLength: 64 })) });
const RecordListQuery = Type.Object({
  ...Paging,
  state: Type.Optional(PromotionRecordStateSchema),
});

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
      { preHandler: app.identifyPlayer, schema: { querystring: NoInput, response: { 200: successSchema(Type.Array(PromotionSummarySchema)) } } },
      async (request) => success(await promotions.list(kind, request.locale, playerIdOrNull(request))),
    );
    app.get(
      `${base}/info/:id`,
      { preHandler: app.identifyPlayer, schema: { params: IdParams, response: { 200: successSchema(PromotionDetailSchema) } } },
      async (request) => success(await promotions.info(kind, request.params.id, request.locale, playerIdOrNull(request))),
    );
    app.post(
      `${base}/participate/:id`,
      { preHandler: app.requirePlayer, config: MOVES_MONEY, schema: { params: IdParams, body: JoinBody, response: { 200: successSchema(JoinPromotionReplySchema) } } },
      async (request) => success(await promotions.join(caller(request), kind, request.params.id, request.body)),
    );
  }

  app.get(
    '/gamePromotion/record/list',
    { preHandler: app.requirePlayer, schema: { querystring: RecordListQuery, response: { 200: successSchema(pageSchema(PromotionRecordSchema)) } } },
    async (request) => {
      const { page = 1, limit = DEFAULT_PAGE_LIMIT, state } = request.query;
      return success(await promotionRecords.list(currentPlayer(request).playerId, { page, limit, state }, request.locale));
    },
  );
  app.get(
    '/gamePromotion/record/info/:id',
    { preHandler: app.requirePlayer, schema: { params: IdParams, response: { 200: successSchema(PromotionRecordSchema) } } },
    async (request) => success(await promotionRecords.info(currentPlayer(request).playerId, request.params.id, request.locale)),
  );
  app.get(
    '/gamePromotion/record/getCanSettlePromotionRecord',
    { preHandler: app.requirePlayer, schema: { querystring: NoInput, response: { 200: successSchema(nullable(CanSettleRecordSchema)) } } },
    async (request) => success(await promotionRecords.canSettle(currentPlayer(request).playerId)),
  );
  app.get(
    '/gamePromotion/bill/list/:id',
    { preHandler: app.requirePlayer, schema: { params: IdParams, response: { 200: successSchema(Type.Array(PromotionBillRowSchema)) } } },
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
      { preHandler: app.requirePlayer, config: MOVES_MONEY, schema: { params: IdParams, response: { 200: successSchema(PromotionActionReplySchema) } } },
      async (request) => success(await promotionRecords.act(caller(request), request.params.id, action)),
    );
  }
};

export default promotionRoutes;
