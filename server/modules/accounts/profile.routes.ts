// The logged-in player's own record (SPEC.md §7): GET /getInfo, POST /edit, POST /onlineTime.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { UserInfoReplySchema } from '../../../src/domain/user-info.schema';
import { success, successSchema } from '../../shared/envelope';
import type { ModuleRouteOptions } from '../../shared/server-module';
import { currentPlayer } from '../../shared/require-player';
import { OnlineTimeInput, ProfileInput } from './account.schemas';
import type { ProfileService } from './profile.service';
import { NoInput } from '../../shared/schemas';

const NullReply = successSchema(Type.Null());

const profileRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<{ profile: ProfileService }>> = async (app, { services: { profile } }) => {

  app.get(
    '/getInfo',
    {
      preHandler: app.requirePlayer,
      schema: { querystring: NoInput, response: { 200: successSchema(Type.Object({ user: UserInfoReplySchema })) } },
    },
    async (request) => success({ user: await profile.userInfo(currentPlayer(request)) }),
  );

  app.post(
    '/edit',
    { preHandler: app.requirePlayer, schema: { body: ProfileInput, response: { 200: NullReply } } },
    async (request) => {
      await profile.edit(currentPlayer(request).playerId, request.body);
      return success(null);
    },
  );

  app.post(
    '/onlineTime',
    { preHandler: app.requirePlayer, schema: { body: OnlineTimeInput, response: { 200: NullReply } } },
    async (request) => {
      await profile.recordOnlineTime(currentPlayer(request).playerId, request.body.onlineTime ?? 3);
      return success(null);
    },
  );
};

export default profileRoutes;
