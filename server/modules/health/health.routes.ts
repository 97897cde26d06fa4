// GET /health for load balancers and operators: up only if the database answers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { pingDatabase } from '../../db/client';

const Health = Type.Object({ status: Type.String(), database: Type.String() });

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { response: { 200: Health, 503: Health } } }, async (request, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database did not answer');
      return reply.code(503).send({ status: 'error', database: 'error' });
    }
  });
};

export default healthRoutes;
