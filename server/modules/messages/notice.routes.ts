// GET /bulletin/list and GET /bulletin/info/{id} (SPEC.md §7): the live notices, from memory, with
// HTML the server sanitised. No token: the home screen shows them before login too.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NoticeItemSchema } from '../../../src/domain/message.schema';
import { success, successSchema } from '../../shared/envelope';
import { NoInput } from '../../shared/schemas';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { NoticeService } from './notice.service';

const InfoParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

const noticeRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<{ notices: NoticeService }>> = async (app, { services: { notices } }) => {
  app.get('/bulletin/list', { schema: { querystring: NoInput, response: { 200: successSchema(Type.Array(NoticeItemSchema)) } } }, async () =>
    success(await notices.list()),
  );

  app.get('/bulletin/info/:id', { schema: { params: InfoParams, response: { 200: successSchema(NoticeItemSchema) } } }, async (request) =>
    success(await notices.info(request.params.id)),
  );
};

export default noticeRoutes;
