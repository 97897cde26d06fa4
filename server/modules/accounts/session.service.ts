// Sessions (DESIGN.md "Accounts and secrets"): opaque tokens stored hashed, one row per login,
// revoked at logout. A session idle for SESSION_IDLE_DAYS is refused too.
import type { Clock } from '../../clock';
import type { DbExecutor } from '../../db/client';
import type { AuthenticatedSession, SessionMeta } from '../../shared/player-session';
import { SESSION_IDLE_DAYS, SESSION_TOUCH_SECONDS } from './account-limits';
import type { SessionRepository } from './session.repository';
import { hashSessionToken, looksLikeSessionToken, newSessionToken } from './session-token';

const DAY_MS = 86_400_000;
/** Kept short in the table; a user agent can be any length. */
const USER_AGENT_MAX = 255;

export interface SessionServiceDeps {
  sessions: SessionRepository;
  now: Clock;
}

export class SessionService {
  private readonly sessions: SessionRepository;
  private readonly now: Clock;

  constructor({ sessions, now }: SessionServiceDeps) {
    this.sessions = sessions;
    this.now = now;
  }

  /** Opens a session (inside the caller's transaction when given) and returns its token. */
  async issue(playerId: number, meta: SessionMeta, tx?: DbExecutor): Promise<string> {
    const token = newSessionToken();
    const now = this.now();
    await this.sessions.insert(
      {
        playerId,
        tokenHash: hashSessionToken(token),
        createdAt: now,
        lastSeenAt: now,
        ip: meta.ip,
        userAgent: meta.userAgent.slice(0, USER_AGENT_MAX),
      },
      tx,
    );
    return token;
  }

  /** The session a token opens, or null for an unknown, forged, revoked or idle one. */
  async authenticate(token: string): Promise<AuthenticatedSession | null> {
    if (!looksLikeSessionToken(token)) return null;
    const row = await this.sessions.findByTokenHash(hashSessionToken(token));
    if (!row || row.revokedAt !== null) return null;
    const now = this.now();
    const idleMs = now.getTime() - row.lastSeenAt.getTime();
    if (idleMs > SESSION_IDLE_DAYS * DAY_MS) return null;
    // At most one write a minute per session, not one per request.
    if (idleMs >= SESSION_TOUCH_SECONDS * 1000) await this.sessions.touch(row.id, now);
    return { sessionId: row.id, playerId: row.playerId };
  }

  async revoke(sessionId: number, tx?: DbExecutor): Promise<void> {
    await this.sessions.revoke(sessionId, this.now(), tx);
  }

  /** Ends every session of the player; returns how many it ended. */
  async revokeAll(playerId: number, tx?: DbExecutor): Promise<number> {
    return this.sessions.revokeAllOf(playerId, this.now(), null, tx);
  }

  /** Ends every session of the player but `keepSessionId` (the one changing the password). */
  async revokeAllExcept(playerId: number, keepSessionId: number, tx?: DbExecutor): Promise<number> {
    return this.sessions.revokeAllOf(playerId, this.now(), keepSessionId, tx);
  }
}
