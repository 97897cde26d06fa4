// The reality check's calls (issue 12): GET and PUT /user/realityCheck (the player's interval)
// and GET /game/session/reality (the open session's time and result, asked when the reminder fires).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { RealityCheckSettingSchema, RealityReadingSchema } from '../../../src/domain/reality-check.schema';
import { success, successSchema } from '../../shared/envelope';
import { currentPlayer } from '../../shared/require-player';
import { NoInput } from '../../shared/schemas';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { RealityCheckService } from './reality-check.service';

// Any number or null gets through the schema; the service says which are allowed, in the player's language.
// Null first: the body's types are coerced, and a number branch first would read null as 0.
const UpdateBody = Type.Object({ interval: Type.Union([Type.Null(), Type.Number()]) });

export interface RealityCheckRouteNeeds {
  realityCheck: RealityCheckService;
}

const realityCheckRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<RealityCheckRouteNeeds>> = async (app, { services: { realityCheck } }) => {
  app.get(
    '/user/realityCheck',
    { preHandler: app.requirePlayer, schema: { querystring: NoInput, response: { 200: successSchema(RealityCheckSettingSchema) } } },
    async (request) => success(await realityCheck.setting(currentPlayer(request).playerId)),
  );

  app.put(
    '/user/realityCheck',
    { preHandler: app.requirePlayer, schema: { body: UpdateBody, response: { 200: successSchema(RealityCheckSettingSchema) } } },
    async (request) => success(await realityCheck.choose(currentPlayer(request).playerId, request.body.interval)),
  );

  app.get(
    '/game/session/reality',
    { preHandler: app.requirePlayer, schema: { querystring: NoInput, response: { 200: successSchema(Type.Union([RealityReadingSchema, Type.Null()])) } } },
    async (request) => success(await realityCheck.reading(currentPlayer(request).playerId)),
  );
};

export default realityCheckRoutes;
