// The bill calls (SPEC.md §7): GET /bill/list?type=&status=&page=&limit= and
// GET /bill/analyzeBill?period=&from=&to= (src/domain/bill.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { AnalyzeBillReply, BillItem } from '../../../src/domain/bill';
import type { Page } from '../../../src/domain/trade';
import { success, successSchema } from '../../shared/envelope';
import { currentPlayer } from '../../shared/require-player';
import type { Same } from '../../shared/same-type';
import { Paging } from '../../shared/schemas';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { BillService } from './bill.service';

// Spelled out rather than mapped from the domain lists: the Same<> checks below compare the literal types.
const BillTypeSchema = Type.Union([
  Type.Literal('deposit'),
  Type.Literal('withdrawal'),
  Type.Literal('propsPurchase'),
  Type.Literal('games'),
  Type.Literal('memberPurchase'),
  Type.Literal('rewards'),
  Type.Literal('rebate'),
]);
const TradeStateSchema = Type.Union([Type.Literal('pendingReview'), Type.Literal('failed'), Type.Literal('pendingPayment'), Type.Literal('done')]);
const PeriodSchema = Type.Union([
  Type.Literal('today'),
  Type.Literal('yesterday'),
  Type.Literal('7days'),
  Type.Literal('30days'),
  Type.Literal('lastMonth'),
  Type.Literal('3months'),
  Type.Literal('12months'),
  Type.Literal('custom'),
]);

const BillItemSchema = Type.Object({
  id: Type.String(),
  orderNo: Type.String(),
  type: BillTypeSchema,
  state: TradeStateSchema,
  amount: Type.Number(),
  balanceAfter: Type.Union([Type.Number(), Type.Null()]),
  createdAt: Type.Number(),
  remark: Type.String(),
});
const BillPageSchema = Type.Object({ rows: Type.Array(BillItemSchema), total: Type.Number() });
const AmountFlow = { incoming: Type.Number(), outgoing: Type.Number() };
const AnalyzeSchema = Type.Object({
  period: PeriodSchema,
  from: Type.String(),
  to: Type.String(),
  openingBalance: Type.Number(),
  closingBalance: Type.Number(),
  netChange: Type.Number(),
  byType: Type.Array(Type.Object({ type: BillTypeSchema, ...AmountFlow, count: Type.Number() })),
  byDay: Type.Array(Type.Object({ date: Type.String(), ...AmountFlow })),
});

const pageMatches: Same<Static<typeof BillPageSchema>, Page<BillItem>> = true;
const analyzeMatches: Same<Static<typeof AnalyzeSchema>, AnalyzeBillReply> = true;
void pageMatches;
void analyzeMatches;

const ListQuery = Type.Object({
  type: Type.Optional(BillTypeSchema),
  status: Type.Optional(TradeStateSchema),
  ...Paging,
});
const AnalyzeQuery = Type.Object({
  period: PeriodSchema,
  from: Type.Optional(Type.String({ maxLength: 10 })),
  to: Type.Optional(Type.String({ maxLength: 10 })),
});

const billRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<{ bills: BillService }>> = async (app, { services: { bills } }) => {
  app.get(
    '/bill/list',
    { preHandler: app.requirePlayer, schema: { querystring: ListQuery, response: { 200: successSchema(BillPageSchema) } } },
    async (request) => success(await bills.list(currentPlayer(request).playerId, request.query)),
  );

  app.get(
    '/bill/analyzeBill',
    { preHandler: app.requirePlayer, schema: { querystring: AnalyzeQuery, response: { 200: successSchema(AnalyzeSchema) } } },
    async (request) => success(await bills.analyze(currentPlayer(request).playerId, request.query.period, request.query)),
  );
};

export default billRoutes;
