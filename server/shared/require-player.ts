// `requirePlayer`, the preHandler of every call that needs a logged-in player: it asks the
// `authenticate` it was given (the accounts module's, which reads `Authorization: Bearer <token>`)
// and sets `request.player`, or answers body code 401 (no token, or an unknown, forged, revoked or
// idle one), on which the web app clears its token.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../errors';
import type { AuthenticatedSession } from './player-session';

declare module 'fastify' {
  interface FastifyInstance {
    requirePlayer(request: FastifyRequest): Promise<void>;
    /** For public calls a token personalises: sets `request.player` when the token opens a session; a guest (or a stale token) reads on as a guest. */
    identifyPlayer(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** Set by requirePlayer; read it only on routes that use it. */
    player: AuthenticatedSession;
  }
}

export interface RequirePlayerOptions {
  /** The session the request's credentials open, or null. */
  authenticate(request: FastifyRequest): Promise<AuthenticatedSession | null>;
}

/** The player of a route with identifyPlayer, or null for a guest. */
export function playerIdOrNull(request: FastifyRequest): number | null {
  return request.player?.playerId ?? null;
}

/** The player of a route guarded by requirePlayer. */
export function currentPlayer(request: FastifyRequest): AuthenticatedSession {
  if (!request.player) throw unauthorized();
  return request.player;
}

export default fp<RequirePlayerOptions>(
  async (app, { authenticate }) => {
    app.decorateRequest('player', null as unknown as AuthenticatedSession);
    app.decorate('requirePlayer', async (request: FastifyRequest) => {
      const session = await authenticate(request);
      if (!session) throw unauthorized();
      request.player = session;
    });
    app.decorate('identifyPlayer', async (request: FastifyRequest) => {
      const session = await authenticate(request);
      if (session) request.player = session;
    });
  },
  { name: 'require-player' },
);
