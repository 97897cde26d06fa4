// Development-only reads of one-time secrets, so a developer or an e2e test can sign up without a
// phone: GET /dev/sms-outbox?phone= and GET /dev/captcha/:uuid. Registered only in development or
// test with the outbox SMS provider (shared/node-env.ts devRoutesAllowed); anywhere else these
// paths do not exist (404).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { refused } from '../../errors';
import { success, successSchema } from '../../shared/envelope';
import { canonicalPhone } from '../../shared/phone-input';
import { devRoutesAllowed, readNodeEnv } from '../../shared/node-env';

const OutboxItem = Type.Object({ phone: Type.String(), code: Type.String(), purpose: Type.String(), createdAt: Type.String() });

export interface DevRoutesOptions {
  /** NODE_ENV as the server was started with; the process's own when absent. */
  nodeEnv?: string;
}

const devRoutes: FastifyPluginAsyncTypebox<DevRoutesOptions> = async (app, { nodeEnv }) => {
  if (!devRoutesAllowed(readNodeEnv(nodeEnv ?? process.env.NODE_ENV), app.services.sms.providerKind)) return;

  app.get(
    '/dev/sms-outbox',
    {
      schema: {
        querystring: Type.Object({ phone: Type.Optional(Type.String({ maxLength: 32 })) }),
        response: { 200: successSchema(Type.Array(OutboxItem)) },
      },
    },
    async (request) => {
      const phone = request.query.phone?.trim();
      const messages = await app.services.sms.outboxMessages(phone ? canonicalPhone(phone) : undefined);
      return success(messages.map(({ phone, code, purpose, createdAt }) => ({ phone, code, purpose, createdAt: createdAt.toISOString() })));
    },
  );

  app.get(
    '/dev/captcha/:uuid',
    {
      schema: {
        params: Type.Object({ uuid: Type.String({ maxLength: 64 }) }),
        querystring: Type.Object({}),
        response: { 200: successSchema(Type.Object({ answer: Type.String() })) },
      },
    },
    async (request) => {
      const answer = await app.services.captcha.answerOf(request.params.uuid);
      if (answer === undefined) throw refused('server.notFound');
      return success({ answer });
    },
  );
};

export default devRoutes;
