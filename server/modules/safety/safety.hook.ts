// Enforces breaks on every /user-api route in one place: each route gets a last preHandler that,
// for a signed-in caller, reads whether a break is in force from the break the session lookup
// brought in its one query (never a cache: a break holds at once on every instance). A self-excluded player's token opens only the allow-list
// (self-exclusion-allow-list.ts): any other call that needs a player is refused, and a public call
// answers them as a guest. A time-out's sessions were ended when it began; one still presenting a
// token is answered as a stale session (401). The public calls that are marketing (promotions and
// the game lists, self-exclusion-marketing.ts) identify the caller, so that an excluded player is
// answered an empty list or refused instead of being shown them as a guest.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { refused, unauthorized } from '../../errors';
import { success } from '../../shared/envelope';
import type { AuthenticatedSession } from '../../shared/player-session';
import type { ModuleOptions } from '../../shared/server-module';
import { USER_API_PREFIX } from '../../shared/user-api-scope';
import type { SafetyGate } from './safety-gate';
import { openToSelfExcluded } from './self-exclusion-allow-list';
import { marketingRule } from './self-exclusion-marketing';

type Handler = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => unknown;

export default fp(
  async (app: FastifyInstance, { services: { safetyGate } }: ModuleOptions<{ safetyGate: SafetyGate }>) => {
    app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
      if (!route.url.startsWith(`${USER_API_PREFIX}/`)) return;
      const methods = [route.method].flat();
      if (methods.every((method) => openToSelfExcluded(method, route.url))) return;
      const own = [route.preHandler ?? []].flat() as Handler[];
      const needsPlayer = own.includes(this.requirePlayer);
      const marketing = methods.length === 1 ? marketingRule(methods[0]!, route.url) : null;
      const identify: Handler[] = marketing && !needsPlayer && !own.includes(this.identifyPlayer) ? [this.identifyPlayer] : [];
      // A callback hook: a guest (most public reads) goes on in the same turn, with no promise made.
      const guard: Handler = (request, reply, done) => {
        if (!request.player) return done();
        safetyGate.breakOfSession(request.player).then((inForce) => {
          if (!inForce) return done();
          if (inForce.kind === 'timeOut') return done(unauthorized());
          if (marketing?.kind === 'hide') return void reply.send(success(marketing.data));
          if (needsPlayer || marketing?.kind === 'refuse') return done(refused('server.safety.selfExcluded'));
          request.player = null as unknown as AuthenticatedSession;
          done();
        }, done);
      };
      route.preHandler = [...own, ...identify, guard] as RouteOptions['preHandler'];
      // The guard reads the break the session lookup brings; the allow-listed routes skip that join.
      route.config = { ...route.config, sessionJoin: true };
    });
  },
  { name: 'safety' },
);
