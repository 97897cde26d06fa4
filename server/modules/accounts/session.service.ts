// Sessions (DESIGN.md "Accounts and secrets"): opaque tokens stored hashed, one row per login,
// revoked at logout. A session idle for SESSION_IDLE_DAYS is refused too.
import type { Clock } from '../../clock';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { SESSION_IDLE_DAYS, SESSION_TOUCH_SECONDS } from './account-limits';
import type { SessionRepository } from './session.repository';
import { hashSessionToken, looksLikeSessionToken, newSessionToken } from './session-token';

export interface SessionMeta {
  ip: string;
  userAgent: string;
}

export interface AuthenticatedSession {
  sessionId: number;
  playerId: number;
}

const DAY_MS = 86_400_000;
/** Kept short in the table; a user agent can be any length. */
const USER_AGENT_MAX = 255;

export class SessionService {
  constructor(
    private readonly db: AppDatabase,
    private readonly sessions: SessionRepository,
    private readonly now: Clock,
  ) {}

  /** Opens a session (inside the caller's transaction when given) and returns its token. */
  async issue(tx: DbExecutor, playerId: number, meta: SessionMeta): Promise<string> {
    const token = newSessionToken();
    const now = this.now();
    await this.sessions.insert(tx, {
      playerId,
      tokenHash: hashSessionToken(token),
      createdAt: now,
      lastSeenAt: now,
      ip: meta.ip,
      userAgent: meta.userAgent.slice(0, USER_AGENT_MAX),
    });
    return token;
  }

  /** The session a token opens, or null for an unknown, forged, revoked or idle one. */
  async authenticate(token: string): Promise<AuthenticatedSession | null> {
    if (!looksLikeSessionToken(token)) return null;
    const row = await this.sessions.findByTokenHash(this.db, hashSessionToken(token));
    if (!row || row.revokedAt !== null) return null;
    const now = this.now();
    const idleMs = now.getTime() - row.lastSeenAt.getTime();
    if (idleMs > SESSION_IDLE_DAYS * DAY_MS) return null;
    // At most one write a minute per session, not one per request.
    if (idleMs >= SESSION_TOUCH_SECONDS * 1000) await this.sessions.touch(this.db, row.id, now);
    return { sessionId: row.id, playerId: row.playerId };
  }

  async revoke(sessionId: number): Promise<void> {
    await this.sessions.revoke(this.db, sessionId, this.now());
  }

  /** Ends the player's sessions, except `keepSessionId` when given. */
  async revokeAllOf(tx: DbExecutor, playerId: number, keepSessionId?: number): Promise<number> {
    return this.sessions.revokeAllOf(tx, playerId, this.now(), keepSessionId);
  }
}
