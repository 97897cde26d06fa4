// GET /bulletin/list and GET /bulletin/info/{id} (SPEC.md §7): the live notices, from memory, with
// HTML the server sanitised. No token: the home screen shows them before login too.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { NoticeItem } from '../../../src/domain/message';
import { success, successSchema } from '../../shared/envelope';
import type { Same } from '../../shared/same-type';
import { NoInput } from '../../shared/schemas';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { NoticeService } from './notice.service';

const NoticeSchema = Type.Object({ id: Type.Number(), title: Type.String(), content: Type.String(), createdAt: Type.Number() });
const noticeMatches: Same<Static<typeof NoticeSchema>, NoticeItem> = true;
void noticeMatches;

const InfoParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

const noticeRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<{ notices: NoticeService }>> = async (app, { services: { notices } }) => {
  app.get('/bulletin/list', { schema: { querystring: NoInput, response: { 200: successSchema(Type.Array(NoticeSchema)) } } }, async () =>
    success(await notices.list()),
  );

  app.get('/bulletin/info/:id', { schema: { params: InfoParams, response: { 200: successSchema(NoticeSchema) } } }, async (request) =>
    success(await notices.info(request.params.id)),
  );
};

export default noticeRoutes;
