// The reality check (issue 12): the player's reminder interval, and the reading the reminder shows
// — how long the open game session has run and what its rounds came to. Rounds reach the platform
// by a sync every few seconds, so the reading pulls the maker's latest first; a maker that does not
// answer leaves the reading at what is recorded, which is still the truth up to the last sync.
import { DEFAULT_REALITY_CHECK_INTERVAL, REALITY_CHECK_INTERVALS, isRealityCheckInterval, type RealityCheckInterval } from '../../../src/domain/reality-check';
import type { RealityCheckSetting, RealityReading } from '../../../src/domain/reality-check.schema';
import { toMajorUnits } from '../../../src/domain/money';
import type { Clock } from '../../clock';
import { invalid } from '../../errors';
import type { SiteSettingsReader } from '../../shared/site-settings';
import type { RealityCheckRepository } from './reality-check.repository';

/** The play module's open session, as far as the reading needs it. */
export interface RealitySessions {
  /** `roundsAfter`: the session's rounds are all recorded after that round (0: read from the first). */
  openSessionStart(playerId: number): Promise<{ sessionId: number; gameId: number; makerCode: string; openedAt: Date; roundsAfter: number } | null>;
}

/** The games module's rounds, as far as the reading needs them. */
export interface RealityRounds {
  totalsSince(playerId: number, makerCode: string, since: Date, afterRoundId: number): Promise<{ rounds: number; bet: bigint; win: bigint }>;
}

/** The play module's round sync. */
export interface RealityRoundSync {
  syncMaker(makerCode: string): Promise<unknown>;
}

export interface RealityCheckServiceDeps {
  repository: RealityCheckRepository;
  site: SiteSettingsReader;
  sessions: RealitySessions;
  rounds: RealityRounds;
  roundSync: RealityRoundSync;
  now: Clock;
  /** Reports a sync that failed (the reading goes on without it). */
  onSyncError?: (makerCode: string, error: unknown) => void;
}

export class RealityCheckService {
  constructor(private readonly deps: RealityCheckServiceDeps) {}

  /** Site settings are read from memory (the site module's cache), so this is cheap on every launch. */
  private async offAllowed(): Promise<boolean> {
    return (await this.deps.site.getSiteSetting('realityCheckOffAllowed')) === true;
  }

  async setting(playerId: number): Promise<RealityCheckSetting> {
    const [row, offAllowed] = await Promise.all([this.deps.repository.find(playerId), this.offAllowed()]);
    let interval: RealityCheckInterval | null = DEFAULT_REALITY_CHECK_INTERVAL;
    if (row && isRealityCheckInterval(row.intervalMinutes)) interval = row.intervalMinutes;
    // "Off" stands only while the site allows it: otherwise the player is reminded by default.
    else if (row && row.intervalMinutes === null && offAllowed) interval = null;
    return { interval, choices: [...REALITY_CHECK_INTERVALS], offAllowed };
  }

  async choose(playerId: number, interval: unknown): Promise<RealityCheckSetting> {
    if (interval === null) {
      if (!(await this.offAllowed())) throw invalid('server.realityCheck.offNotAllowed');
    } else if (!isRealityCheckInterval(interval)) {
      throw invalid('server.realityCheck.badInterval', { choices: REALITY_CHECK_INTERVALS.join(', ') });
    }
    await this.deps.repository.save(playerId, interval, this.deps.now());
    return this.setting(playerId);
  }

  async reading(playerId: number): Promise<RealityReading | null> {
    const session = await this.deps.sessions.openSessionStart(playerId);
    if (!session) return null;
    try {
      await this.deps.roundSync.syncMaker(session.makerCode);
    } catch (error) {
      this.deps.onSyncError?.(session.makerCode, error);
    }
    const totals = await this.deps.rounds.totalsSince(playerId, session.makerCode, session.openedAt, session.roundsAfter);
    const elapsedMs = Math.max(0, this.deps.now().getTime() - session.openedAt.getTime());
    return {
      sessionId: session.sessionId,
      gameId: session.gameId,
      openedAt: session.openedAt.toISOString(),
      elapsedSeconds: Math.floor(elapsedMs / 1000),
      rounds: totals.rounds,
      bet: toMajorUnits(totals.bet),
      win: toMajorUnits(totals.win),
      net: toMajorUnits(totals.win - totals.bet),
    };
  }
}
