// `requirePlayer`, the preHandler of every call that needs a logged-in player: it asks the
// `authenticate` it was given (the accounts module's, which reads `Authorization: Bearer <token>`)
// and sets `request.player`, or answers body code 401 (no token, or an unknown, forged, revoked or
// idle one), on which the web app clears its token.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { unauthorized } from '../errors';
import type { AuthenticatedSession } from './player-session';

/** A preHandler written as a callback: a request without credentials goes on in the same turn, with no promise made. */
type PlayerHook = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

declare module 'fastify' {
  interface FastifyInstance {
    requirePlayer: PlayerHook;
    /** For public calls a token personalises: sets `request.player` when the token opens a session; a guest (or a stale token) reads on as a guest. */
    identifyPlayer: PlayerHook;
  }
  interface FastifyRequest {
    /** Set by requirePlayer; read it only on routes that use it. */
    player: AuthenticatedSession;
  }
}

export interface RequirePlayerOptions {
  /** The session the request's credentials open, or null; null at once (not a promise) when it carries none. */
  authenticate(request: FastifyRequest): Promise<AuthenticatedSession | null> | null;
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
    // Callback hooks: a guest's public read (most of the traffic) waits for nothing, so it costs
    // no promise and no extra turn of the event loop; only a token is looked up.
    const requirePlayer: PlayerHook = (request, _reply, done) => {
      const lookup = authenticate(request);
      if (!lookup) return done(unauthorized());
      lookup.then((session) => {
        if (!session) return done(unauthorized());
        request.player = session;
        done();
      }, done);
    };
    const identifyPlayer: PlayerHook = (request, _reply, done) => {
      const lookup = authenticate(request);
      if (!lookup) return done();
      lookup.then((session) => {
        if (session) request.player = session;
        done();
      }, done);
    };
    app.decorate('requirePlayer', requirePlayer);
    app.decorate('identifyPlayer', identifyPlayer);
  },
  { name: 'require-player' },
);
