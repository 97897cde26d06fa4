// Refuses every /user-api call from a blocked address: HTTP 403 with the envelope, on which the
// web app shows the forbidden page (SPEC.md §8, DESIGN.md "Envelope"). It runs on request, before
// the body is read, and for unknown /user-api paths too. /health and the web app itself are not
// refused, so a load balancer still sees the instance and the forbidden page can load.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BodyCode } from '../../../src/domain/api-reply';
import { sendEnvelope } from '../../shared/envelope';
import type { ModuleOptions } from '../../shared/server-module';
import { isUserApiRequest } from '../../shared/user-api-scope';
import type { AccessService } from './access.service';

export default fp(
  async (app: FastifyInstance, { services: { access } }: ModuleOptions<{ access: AccessService }>) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!isUserApiRequest(request)) return;
      if (!(await access.isBlocked(request.ip))) return;
      request.log.info({ ip: request.ip }, 'blocked address refused');
      return sendEnvelope(reply, 403, BodyCode.forbidden, request.t('server.addressBlocked'));
    });
  },
  // After locale: the refusal is worded in the caller's `lang`.
  { name: 'access', dependencies: ['locale'] },
);
