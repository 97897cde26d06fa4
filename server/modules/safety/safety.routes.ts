// The safer-play calls (src/domain/safer-play.ts; shapes in safer-play.schema.ts): GET /safety/limits (limits, the break in force),
// PUT /safety/limits, POST /safety/break (a time-out or a self-exclusion) and POST /safety/lift (a
// self-exclusion's end, asked for after its period). No money moves, so no Idempotency-Key: each is
// the same whether sent once or twice (a break sent again must end later, or is refused).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SELF_EXCLUSIONS, TIME_OUTS } from '../../../src/domain/safer-play';
import { SafetyStatusSchema } from '../../../src/domain/safer-play.schema';
import { success, successSchema } from '../../shared/envelope';
import { currentPlayer } from '../../shared/require-player';
import { NoInput } from '../../shared/schemas';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { SafetyService } from './safety.service';

// Checked by the service as money or null (positive, two decimals at most, under the maximum), in
// the caller's lang: the schema's type coercion would read a null as 0 here.
const LimitField = Type.Unknown();
const LimitsBody = Type.Object({ day: LimitField, week: LimitField, month: LimitField });
const BreakBody = Type.Object({ length: Type.Union([...TIME_OUTS, ...SELF_EXCLUSIONS].map((length) => Type.Literal(length))) });

const safetyRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<{ safety: SafetyService }>> = async (app, { services: { safety } }) => {
  const guarded = { preHandler: app.requirePlayer };
  const reply = { response: { 200: successSchema(SafetyStatusSchema) } };

  app.get('/safety/limits', { ...guarded, schema: { querystring: NoInput, ...reply } }, async (request) =>
    success(await safety.status(currentPlayer(request).playerId)),
  );
  app.put('/safety/limits', { ...guarded, schema: { body: LimitsBody, ...reply } }, async (request) =>
    success(await safety.setLimits(currentPlayer(request).playerId, { day: request.body.day, week: request.body.week, month: request.body.month })),
  );
  app.post('/safety/break', { ...guarded, schema: { body: BreakBody, ...reply } }, async (request) =>
    success(await safety.takeBreak(currentPlayer(request).playerId, request.body.length)),
  );
  app.post('/safety/lift', { ...guarded, schema: { body: NoInput, ...reply } }, async (request) =>
    success(await safety.requestLift(currentPlayer(request).playerId)),
  );
};

export default safetyRoutes;
