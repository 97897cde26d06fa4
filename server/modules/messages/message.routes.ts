// The message calls (SPEC.md §7; shapes in src/domain/message.schema.ts): GET /message/messageNumber,
// GET /message/list, GET /message/info/{id}, POST /message/allRead. Every one is the caller's own.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MessageCategorySchema, MessageItemSchema, MessagePageSchema, UnreadNumberSchema } from '../../../src/domain/message.schema';
import { success, successSchema } from '../../shared/envelope';
import { currentPlayer } from '../../shared/require-player';
import { Paging, PagingQuery } from '../../shared/schemas';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { MessageService } from './message.service';

const ListQuery = Type.Object({ category: Type.Optional(MessageCategorySchema), ...Paging });
const InfoParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });
const AllReadInput = Type.Object({ category: Type.Optional(MessageCategorySchema) });
/**
 * Every message call works out whose messages from the player's level, registration and break:
 * the session lookup brings the break along (the safety module's join), as it brings the player
 * row, so none of them costs a query of its own.
 */
const READ_WITH_SESSION = { sessionJoin: true };

const messageRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<{ messages: MessageService }>> = async (app, { services: { messages } }) => {
  // Page and limit are accepted as SPEC.md §7 sends them (1 and 10); there are at most three records.
  app.get(
    '/message/messageNumber',
    { preHandler: app.requirePlayer, config: READ_WITH_SESSION, schema: { querystring: PagingQuery, response: { 200: successSchema(Type.Array(UnreadNumberSchema)) } } },
    async (request) => success(await messages.unreadNumbers(currentPlayer(request))),
  );

  app.get(
    '/message/list',
    { preHandler: app.requirePlayer, config: READ_WITH_SESSION, schema: { querystring: ListQuery, response: { 200: successSchema(MessagePageSchema) } } },
    async (request) => success(await messages.list(currentPlayer(request), request.query)),
  );

  app.get(
    '/message/info/:id',
    { preHandler: app.requirePlayer, config: READ_WITH_SESSION, schema: { params: InfoParams, response: { 200: successSchema(MessageItemSchema) } } },
    async (request) => success(await messages.open(currentPlayer(request), request.params.id)),
  );

  // The category, if any, may come in the body or the query; without one every message is read.
  app.post(
    '/message/allRead',
    {
      preHandler: app.requirePlayer,
      config: READ_WITH_SESSION,
      schema: { querystring: AllReadInput, body: Type.Optional(AllReadInput), response: { 200: successSchema(Type.Object({ marked: Type.Integer() })) } },
    },
    async (request) => {
      const category = request.body?.category ?? request.query.category;
      return success({ marked: await messages.allRead(currentPlayer(request), category) });
    },
  );
};

export default messageRoutes;
