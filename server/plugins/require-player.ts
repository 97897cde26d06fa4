// `requirePlayer`, the preHandler of every call that needs a logged-in player: it reads
// `Authorization: Bearer <token>` and sets `request.player`, or answers body code 401 (no token,
// or an unknown, forged, revoked or idle one), on which the web app clears its token.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../errors';
import type { AuthenticatedSession } from '../modules/accounts/session.service';
import { bearerToken } from '../modules/accounts/session-token';

declare module 'fastify' {
  interface FastifyInstance {
    requirePlayer(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** Set by requirePlayer; read it only on routes that use it. */
    player: AuthenticatedSession;
  }
}

/** The player of a route guarded by requirePlayer. */
export function currentPlayer(request: FastifyRequest): AuthenticatedSession {
  if (!request.player) throw unauthorized();
  return request.player;
}

export default fp(
  async (app) => {
    app.decorateRequest('player', null as unknown as AuthenticatedSession);
    app.decorate('requirePlayer', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      const session = token ? await app.services.sessions.authenticate(token) : null;
      if (!session) throw unauthorized();
      request.player = session;
    });
  },
  { name: 'require-player', dependencies: ['services'] },
);
