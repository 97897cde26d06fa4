// What the rest of the server asks of a player's break, read from the database every time (never
// cached): a break holds on the very next request of every instance, as sessions do. Login asks
// before a session is issued; the safety hook asks on each call off the self-excluded allow-list,
// and is answered from the break read with the request's session, in the session lookup's one
// query (sessionJoin, handed to the accounts module), so the check costs no query of its own.
import type { Clock } from '../../clock';
import type { DbExecutor } from '../../db/client';
import { refused } from '../../errors';
import type { AuthenticatedSession } from '../../shared/player-session';
import { SessionJoin } from '../../shared/session-join';
import type { SiteSettingsReader } from '../../shared/site-settings';
import type { SafetyRepository } from './safety.repository';
import { breakAt, siteInstantText, type BreakColumns, type BreakInForce } from './safety-rules';
import { playerSafety } from './safety.tables';

export class SafetyGate {
  /** The break columns, read with every session (the accounts module's lookup joins them). */
  readonly sessionJoin = new SessionJoin<BreakColumns>(playerSafety, playerSafety.playerId, {
    breakKind: playerSafety.breakKind,
    breakStartedAt: playerSafety.breakStartedAt,
    breakUntil: playerSafety.breakUntil,
    liftRequestedAt: playerSafety.liftRequestedAt,
  });

  constructor(private readonly deps: { repository: SafetyRepository; site: SiteSettingsReader; now: Clock }) {}

  /** The break of the session's player as read with the session in this request, else from the database. */
  async breakOfSession(session: AuthenticatedSession): Promise<BreakInForce | null> {
    const row = this.sessionJoin.readWith(session);
    if (row === undefined) return this.breakOf(session.playerId);
    return breakAt(row ?? undefined, this.deps.now());
  }

  async breakOf(playerId: number, tx?: DbExecutor): Promise<BreakInForce | null> {
    return breakAt(await this.deps.repository.find(playerId, tx), this.deps.now());
  }

  /** A self-excluded player is shown no promotional messages (the break as read with the session, as breakOfSession). */
  async blocksPromotions(session: AuthenticatedSession): Promise<boolean> {
    return (await this.breakOfSession(session))?.kind === 'selfExclusion';
  }

  /** Refuses a login during a time-out, saying until when (a self-excluded player may sign in). */
  async assertMayLogin(playerId: number, tx?: DbExecutor): Promise<void> {
    const inForce = await this.breakOf(playerId, tx);
    if (inForce?.kind !== 'timeOut') return;
    throw refused('server.safety.timedOut', { until: await this.instantText(inForce.until) });
  }

  /**
   * Refuses a login or reset code by SMS before it is sent (issue 17): during a time-out with the
   * password login's own words; while self-excluded, because they asked to hear nothing from the
   * site (and each text costs money), pointing them to the password login they may still use.
   */
  async assertMayGetCode(playerId: number): Promise<void> {
    const inForce = await this.breakOf(playerId);
    if (inForce?.kind === 'timeOut') throw refused('server.safety.timedOut', { until: await this.instantText(inForce.until) });
    if (inForce?.kind === 'selfExclusion') throw refused('server.safety.noCodesWhileExcluded');
  }

  async instantText(at: Date): Promise<string> {
    return siteInstantText(at, Number(await this.deps.site.getSiteSetting('countryTimezone')));
  }
}
