// Refuses every /user-api call from a blocked address: HTTP 403 with the envelope, on which the
// web app shows the forbidden page (SPEC.md §8, DESIGN.md "Envelope"). It runs on request, before
// the body is read, and for unknown /user-api paths too. /health and the web app itself are not
// refused, so a load balancer still sees the instance and the forbidden page can load.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BodyCode } from '../../../src/domain/api-reply';
import { sendEnvelope } from '../../shared/envelope';
import type { ModuleOptions } from '../../shared/server-module';
import { isUserApiRequest } from '../../shared/user-api-scope';
import type { AccessService } from './access.service';

export default fp(
  async (app: FastifyInstance, { services: { access } }: ModuleOptions<{ access: AccessService }>) => {
    const refuse = (request: FastifyRequest, reply: FastifyReply) => {
      request.log.info({ ip: request.ip }, 'blocked address refused');
      sendEnvelope(reply, 403, BodyCode.forbidden, request.t('server.addressBlocked'));
    };
    // A callback hook: with the list in memory (nearly always) the check answers in the same turn,
    // with no promise made; only a list that must be loaded is waited for.
    app.addHook('onRequest', (request, reply, done) => {
      if (!isUserApiRequest(request)) return done();
      const blocked = access.blockedNow(request.ip);
      if (blocked === false) return done();
      if (blocked === true) return refuse(request, reply);
      access.isBlocked(request.ip).then((loaded) => (loaded ? refuse(request, reply) : done()), done);
    });
  },
  // After locale: the refusal is worded in the caller's `lang`.
  { name: 'access', dependencies: ['locale'] },
);
