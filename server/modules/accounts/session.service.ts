// Sessions (DESIGN.md "Accounts and secrets"): opaque tokens stored hashed, one row per login,
// revoked at logout. A session idle for SESSION_IDLE_DAYS is refused too. Sessions are never
// cached: a logout or revocation holds on the very next request of every instance. Each
// authenticated request costs one indexed query, which brings the player's row along.
import type { Clock } from '../../clock';
import type { DbExecutor } from '../../db/client';
import type { AuthenticatedSession, SessionMeta } from '../../shared/player-session';
import { SESSION_IDLE_DAYS, SESSION_TOUCH_SECONDS } from './account-limits';
import type { PlayerRow } from './player.repository';
import type { SessionRepository } from './session.repository';
import { hashSessionToken, looksLikeSessionToken, newSessionToken } from './session-token';

const DAY_MS = 86_400_000;
/** Kept short in the table; a user agent can be any length. */
const USER_AGENT_MAX = 255;

export interface SessionServiceDeps {
  sessions: SessionRepository;
  now: Clock;
  // --- safer play (issue 12): every login path issues its session here, so one check refuses them all.
  loginGate?: LoginGate;
}

/** The safety module's check before a session is issued (a time-out refuses it, saying until when). */
export interface LoginGate {
  assertMayLogin(playerId: number, tx?: DbExecutor): Promise<void>;
}

export class SessionService {
  private readonly sessions: SessionRepository;
  private readonly now: Clock;
  private readonly loginGate: LoginGate | undefined;
  /** The player row read with each session this request authenticated (gone with the request). */
  private readonly playerRows = new WeakMap<AuthenticatedSession, PlayerRow>();

  constructor({ sessions, now, loginGate }: SessionServiceDeps) {
    this.sessions = sessions;
    this.now = now;
    this.loginGate = loginGate;
  }

  /** Opens a session (inside the caller's transaction when given) and returns its token. */
  async issue(playerId: number, meta: SessionMeta, tx?: DbExecutor): Promise<string> {
    await this.loginGate?.assertMayLogin(playerId, tx);
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
    const found = await this.sessions.findWithPlayerByTokenHash(hashSessionToken(token));
    if (!found || found.session.revokedAt !== null) return null;
    const row = found.session;
    const now = this.now();
    const idleMs = now.getTime() - row.lastSeenAt.getTime();
    if (idleMs > SESSION_IDLE_DAYS * DAY_MS) return null;
    // At most one write a minute per session: every other request is the one query above. It is
    // awaited, so a reader of last_seen_at after the reply sees it (on a pool too).
    if (idleMs >= SESSION_TOUCH_SECONDS * 1000) await this.sessions.touch(row.id, now);
    const authenticated: AuthenticatedSession = { sessionId: row.id, playerId: row.playerId };
    this.playerRows.set(authenticated, found.player);
    return authenticated;
  }

  /** The player's row as read with this session by authenticate(), in the same query. */
  playerReadWith(session: AuthenticatedSession): PlayerRow | undefined {
    return this.playerRows.get(session);
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
