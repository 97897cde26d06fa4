// Sessions (DESIGN.md "Accounts and secrets"): opaque tokens stored hashed, one row per login,
// revoked at logout. A session idle past the operator's sessionIdleMinutes, or older than
// sessionMaxHours, is refused too (both read from the cached site settings). Sessions are never
// cached: a logout or revocation holds on the very next request of every instance. Each
// authenticated request costs one indexed query, which brings the player's row along, and the
// safer-play row too (sessionJoin), so the safety check of every call costs no query of its own.
import type { Clock } from '../../clock';
import type { DbExecutor } from '../../db/client';
import type { AuthenticatedSession, SessionMeta } from '../../shared/player-session';
import type { SessionItem } from '../../../src/domain/account-security.schema';
import type { SessionJoin } from '../../shared/session-join';
import type { SiteSettingsReader, SiteSettingValue } from '../../shared/site-settings';
import { SESSION_TOUCH_SECONDS } from './account-limits';
import { describeUserAgent } from './session-device';
import type { UserInfoRow } from './user-info';
import type { SessionCheckRow, SessionRepository } from './session.repository';
import { hashSessionToken, looksLikeSessionToken, newSessionToken } from './session-token';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
/** The defaults of server/modules/site/session-settings.ts, for a value an operator set out of range. */
const DEFAULT_IDLE_MS = 30 * 24 * HOUR_MS;
const DEFAULT_MAX_MS = 90 * 24 * HOUR_MS;
/** Kept short in the table; a user agent can be any length. */
const USER_AGENT_MAX = 255;

export interface SessionServiceDeps {
  sessions: SessionRepository;
  /** sessionIdleMinutes and sessionMaxHours (server/modules/site/session-settings.ts). */
  site: Pick<SiteSettingsReader, 'getSiteSetting' | 'siteSettingInMemory'>;
  now: Clock;
  // --- safer play (issue 12): every login path issues its session here, so one check refuses them all.
  loginGate?: LoginGate;
  /** Another module's row of the player, read in the same query as the session (the safety module's break). */
  sessionJoin?: SessionJoin<Record<string, unknown>>;
}

/** The safety module's check before a session is issued (a time-out refuses it, saying until when). */
export interface LoginGate {
  assertMayLogin(playerId: number, tx?: DbExecutor): Promise<void>;
  /** Before a login or reset code is sent by SMS: refused during any break. */
  assertMayGetCode(playerId: number): Promise<void>;
}

/** How long sessions may last, in milliseconds. */
export interface SessionLifetime {
  idleMs: number;
  maxMs: number;
}

export class SessionService {
  private readonly sessions: SessionRepository;
  private readonly now: Clock;
  private readonly site: Pick<SiteSettingsReader, 'getSiteSetting' | 'siteSettingInMemory'>;
  private readonly loginGate: LoginGate | undefined;
  private readonly sessionJoin: SessionJoin<Record<string, unknown>> | undefined;
  /** The player row read with each session this request authenticated (gone with the request). */
  private readonly playerRows = new WeakMap<AuthenticatedSession, UserInfoRow>();

  constructor({ sessions, site, now, loginGate, sessionJoin }: SessionServiceDeps) {
    this.sessions = sessions;
    this.sessionJoin = sessionJoin;
    this.site = site;
    this.now = now;
    this.loginGate = loginGate;
  }

  /** Refuses a player who may not log in now (a time-out): asked before any second factor too. */
  async assertMayLogin(playerId: number, tx?: DbExecutor): Promise<void> {
    await this.loginGate?.assertMayLogin(playerId, tx);
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

  /** Refuses a login or reset code for a player on a break, before it is sent (the safety module's gate). */
  async assertMayGetCode(playerId: number): Promise<void> {
    await this.loginGate?.assertMayGetCode(playerId);
  }

  /** The session a token opens, or null for an unknown, forged, revoked or idle one; `withJoin`: the sessionJoin row comes along. */
  async authenticate(token: string, withJoin = true): Promise<AuthenticatedSession | null> {
    if (!looksLikeSessionToken(token)) return null;
    const join = withJoin ? this.sessionJoin : undefined;
    const found = await this.sessions.findWithPlayerByTokenHash(hashSessionToken(token), join);
    if (!found || found.session.revokedAt !== null) return null;
    const row = found.session;
    const now = this.now();
    const idleMs = now.getTime() - row.lastSeenAt.getTime();
    // Every authenticated request checks the lifetime: from memory in the same turn while the
    // settings are held there (each promise costs every request its hooks and a microtask).
    if (!this.isLive(row, now, this.lifetimeInMemory() ?? (await this.lifetime()))) return null;
    // At most one write a minute per session: every other request is the one query above. It is
    // awaited, so a reader of last_seen_at after the reply sees it (on a pool too).
    if (idleMs >= SESSION_TOUCH_SECONDS * 1000) await this.sessions.touch(row.id, now);
    const authenticated: AuthenticatedSession = { sessionId: row.id, playerId: row.playerId };
    this.playerRows.set(authenticated, found.player);
    if (join) join.remember(authenticated, found.joined ?? null);
    return authenticated;
  }

  /** The player's row as read with this session by authenticate(), in the same query. */
  playerReadWith(session: AuthenticatedSession): UserInfoRow | undefined {
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

  /** The operator's limits; zero or a negative number would mean no limit, so it reads as the default. */
  async lifetime(): Promise<SessionLifetime> {
    return lifetimeOf(await this.site.getSiteSetting('sessionIdleMinutes'), await this.site.getSiteSetting('sessionMaxHours'));
  }

  /** The same limits when the site settings are in memory, else undefined (then lifetime() reads them). */
  private lifetimeInMemory(): SessionLifetime | undefined {
    const minutes = this.site.siteSettingInMemory('sessionIdleMinutes');
    const hours = this.site.siteSettingInMemory('sessionMaxHours');
    return minutes === undefined || hours === undefined ? undefined : lifetimeOf(minutes, hours);
  }

  /** The player's live sessions, the one asking marked. */
  async list(current: AuthenticatedSession): Promise<SessionItem[]> {
    const now = this.now();
    const lifetime = await this.lifetime();
    const rows = await this.sessions.openOf(current.playerId);
    return rows
      .filter((row) => this.isLive(row, now, lifetime))
      .map((row) => ({
        id: row.id,
        ...describeUserAgent(row.userAgent),
        ip: row.ip,
        startedAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === current.sessionId,
      }));
  }

  /** Ends one of the player's own sessions; false when it is not theirs or already ended. */
  async revokeOwn(playerId: number, sessionId: number): Promise<boolean> {
    return this.sessions.revokeOwn(playerId, sessionId, this.now());
  }

  private isLive(row: SessionCheckRow, now: Date, { idleMs, maxMs }: SessionLifetime): boolean {
    return now.getTime() - row.lastSeenAt.getTime() <= idleMs && now.getTime() - row.createdAt.getTime() <= maxMs;
  }
}

function lifetimeOf(minutes: SiteSettingValue, hours: SiteSettingValue): SessionLifetime {
  return {
    idleMs: typeof minutes === 'number' && minutes > 0 ? minutes * MINUTE_MS : DEFAULT_IDLE_MS,
    maxMs: typeof hours === 'number' && hours > 0 ? hours * HOUR_MS : DEFAULT_MAX_MS,
  };
}
