// The logged-in player's own record (SPEC.md §7): GET /getInfo, POST /edit, POST /onlineTime.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { UserInfoReply } from '../../../src/domain/user-info';
import { success, successSchema } from '../../shared/envelope';
import type { Same } from '../../shared/same-type';
import type { ModuleRouteOptions } from '../../shared/server-module';
import { currentPlayer } from '../../shared/require-player';
import { OnlineTimeInput, ProfileInput } from './account.schemas';
import type { ProfileService } from './profile.service';
import { NoInput } from '../../shared/schemas';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

const UserInfoSchema = Type.Object({
  id: Type.Number(),
  username: Type.String(),
  phone: Type.String(),
  nickname: Type.String(),
  realname: Type.String(),
  gender: Type.String(),
  birthday: Nullable(Type.String()),
  email: Type.String(),
  facebook: Type.String(),
  avatar: Type.String(),
  level: Type.Number(),
  levelName: Type.String(),
  inviteCode: Type.String(),
  createdAt: Type.String(),
  lastLoginTime: Nullable(Type.String()),
});

const schemaMatchesUserInfo: Same<Static<typeof UserInfoSchema>, UserInfoReply> = true;
void schemaMatchesUserInfo;

const NullReply = successSchema(Type.Null());

const profileRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<{ profile: ProfileService }>> = async (app, { services: { profile } }) => {

  app.get(
    '/getInfo',
    {
      preHandler: app.requirePlayer,
      schema: { querystring: NoInput, response: { 200: successSchema(Type.Object({ user: UserInfoSchema })) } },
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
