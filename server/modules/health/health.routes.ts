// GET /health for load balancers and operators: up only if the database answers in time and no
// transaction holds it; otherwise 503 with the reason.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createDatabaseHealthProbe } from './database-health';

const Health = Type.Object({ status: Type.String(), database: Type.String(), reason: Type.Optional(Type.String()) });

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const probe = createDatabaseHealthProbe(app.db, app.openTransactions);
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether this instance can serve',
        description: 'Up only if the database answers in time and no transaction holds it; otherwise 503 with the reason. No token, never refused by address.',
        security: [],
        response: { 200: Health, 503: Health },
      },
    }, async (request, reply) => {
    const health = await probe.check();
    if (health.ok) return { status: 'ok', database: 'ok' };
    request.log.error({ reason: health.reason }, 'health check: database unhealthy');
    return reply.code(503).send({ status: 'error', database: 'error', reason: health.reason });
  });
};

export default healthRoutes;
