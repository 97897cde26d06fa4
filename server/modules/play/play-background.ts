// What play does on its own, on every instance: the round sync poller (paced by RoundSyncPace: as
// often as the makers take to play about ROUNDS_PER_PASS_TARGET rounds, at most GAME_ROUND_SYNC_MS
// apart) and the recovery pass over maker transfers left pending by a timeout or a crash (once at start,
// then every GAME_RECOVERY_MS). Each pass waits for the previous one to end before the next is
// timed, so a slow maker never piles passes up. Started by server/start.ts only: tests, the
// operator command line and a one-off script build the same services without any timer.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { whileHoldingLock } from '../../db/advisory-lock';
import { RepeatingPass } from '../../shared/repeating-pass';
import type { MakerTransfers, PlayLog } from './maker-transfers';
import type { MoneyAtMakers, MoneySource } from './money-source';
import type { RoundSync } from './round-sync';
import { ROUNDS_PER_PASS_TARGET, RoundSyncPace } from './round-sync-pace';
import { messageOf } from '../../shared/error-message';

/**
 * A maker transfer pending and untouched longer than this is the recovery pass's: its request gave
 * up on it (the adapter times out in 5 s, and every attempt touches the row).
 */
export const PENDING_TRANSFER_STALE_MS = 30_000;
/** The most transfers one recovery pass takes. */
export const RECOVERY_BATCH = 100;

/** The first key of the poller's advisory locks (the second is the maker's code hashed): any fixed number. */
const ROUND_SYNC_LOCK = 720_125;

export interface PlayBackgroundOptions {
  /** The longest wait between round poller passes (0: no poller; rounds are still synced before every transfer out). */
  roundSyncMs: number;
  /** The rounds a poller pass waits for under play (RoundSyncPace); ROUNDS_PER_PASS_TARGET unless told. */
  roundSyncRounds?: number;
  /** 0: no recovery pass. */
  recoveryMs: number;
  /** A pending transfer younger than this belongs to the request still working on it. */
  staleMs: number;
  /**
   * Several servers share the database (PostgreSQL): a poller pass takes a transaction-level
   * advisory lock per maker and skips a maker another server is pulling right now, so N servers
   * do not each read every batch. Off on PGlite (one process; its syncs are chained already).
   */
  shared: boolean;
}

export class PlayBackground {
  private passes: RepeatingPass[] = [];

  private shared = false;

  constructor(
    private readonly deps: {
      db: AppDatabase;
      roundSync: RoundSync;
      transfers: MakerTransfers;
      log: PlayLog;
      /** Told when a recovery pass ends, with play's holdings: a close, unlock or settle that waited on the money finishes. */
      money: Pick<MoneySource, 'recovered'>;
      /** Where the money is and how it comes back (the PlayService). */
      makersHolding: MoneyAtMakers;
    },
  ) {}

  start(options: PlayBackgroundOptions): void {
    this.shared = options.shared;
    this.passes = [
      this.roundPoller(options.roundSyncMs, options.roundSyncRounds ?? ROUNDS_PER_PASS_TARGET),
      this.every(options.recoveryMs, () => this.recover(options.staleMs), true),
    ];
  }

  /** Stops the timers and waits for a pass under way, so the database can close after it. */
  async stop(): Promise<void> {
    await Promise.allSettled(this.passes.map((pass) => pass.stop()));
  }

  /**
   * One poller pass over every maker: the makers this pass pulled (not those another server held)
   * and the rounds it recorded.
   */
  async syncRounds(shared = this.shared): Promise<{ pulled: string[]; rounds: number }> {
    const pulled: string[] = [];
    let rounds = 0;
    await this.deps.roundSync.syncAll(
      async (makerCode) => {
        if (!shared) {
          rounds += await this.deps.roundSync.syncMaker(makerCode);
          pulled.push(makerCode);
          return;
        }
        const held = await whileHoldingLock(this.deps.db, sql`${ROUND_SYNC_LOCK}, hashtext(${makerCode})`, () => this.deps.roundSync.syncMaker(makerCode));
        if (!held.got) return;
        rounds += held.value;
        pulled.push(makerCode);
      },
      (maker, error) => this.deps.log.warn({ maker, err: messageOf(error) }, 'round sync: the game maker did not answer'),
    );
    return { pulled, rounds };
  }

  async recover(staleMs: number): Promise<void> {
    const { stillPending } = await this.deps.transfers.recoverPending(staleMs, RECOVERY_BATCH);
    if (stillPending > 0) this.deps.log.warn({ stillPending }, 'maker transfers still pending after a recovery pass');
    // A close, unlock or settle that waited on those transfers ends now that the money is back.
    await this.deps.money.recovered(this.deps.makersHolding);
  }

  /**
   * The round poller: the first pass after `longestWaitMs` (0: never), each next one after the wait
   * RoundSyncPace gives from what the passes found (aiming at `targetRounds` a pass), or
   * `longestWaitMs` after a failed one.
   */
  private roundPoller(longestWaitMs: number, targetRounds: number): RepeatingPass<number> {
    const pace = new RoundSyncPace({ targetRounds, longestWaitMs });
    const repeating = this.reported(async () => {
      const startedAt = performance.now();
      const { rounds } = await this.syncRounds();
      return pace.next(rounds, startedAt, performance.now());
    });
    repeating.startPaced(longestWaitMs, false);
    return repeating;
  }

  /** `pass` every `intervalMs` after the last ended (0: never), the first at once when `now`. */
  private every(intervalMs: number, pass: () => Promise<unknown>, now: boolean): RepeatingPass {
    const repeating = this.reported(pass);
    repeating.start(intervalMs, now);
    return repeating;
  }

  /** A repeating `pass` whose failures are logged. */
  private reported<T>(pass: () => Promise<T>): RepeatingPass<T> {
    return new RepeatingPass(pass, (message) => this.deps.log.error({ err: message }, 'play background pass failed'));
  }
}
