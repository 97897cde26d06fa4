// The bill calls (SPEC.md §7): GET /bill/list?type=&status=&page=&limit= and
// GET /bill/analyzeBill?period=&from=&to= (shapes in src/domain/bill.schema.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AnalysisPeriodSchema, AnalyzeBillReplySchema, BillPageSchema } from '../../../src/domain/bill.schema';
import { BillTypeSchema, TradeStateSchema } from '../../../src/domain/trade.schema';
import { success, successSchema } from '../../shared/envelope';
import { currentPlayer } from '../../shared/require-player';
import { Paging } from '../../shared/schemas';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { BillService } from './bill.service';

const ListQuery = Type.Object({
  type: Type.Optional(BillTypeSchema),
  status: Type.Optional(TradeStateSchema),
  ...Paging,
});
const AnalyzeQuery = Type.Object({
  period: AnalysisPeriodSchema,
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
    { preHandler: app.requirePlayer, schema: { querystring: AnalyzeQuery, response: { 200: successSchema(AnalyzeBillReplySchema) } } },
    async (request) => success(await bills.analyze(currentPlayer(request).playerId, request.query.period, request.query)),
  );
};

export default billRoutes;
