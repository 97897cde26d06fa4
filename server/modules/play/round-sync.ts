// Round sync: the maker's finished rounds become the platform's (game_round, and their money in the
// ledger between each player's game wallet and the house, one posting per player per batch, by the
// games module's RoundService.record, a whole batch in one transaction). What rides on a batch is read for the
// batch, never per round or per player: whose money each round staked (one read, written on the
// rows), then the level check of its players (recorded: their bet totals, then the level and
// deposits only of those whose bets could lift them) and the promotion records it
// staked (roundsRecorded). Pulled from the cursor `lastRecorded(maker)` in batches of up to four of
// the maker's pages (the next batch read while one is recorded), by a poller on every instance
// (GAME_ROUND_SYNC_MS) and before every transfer out, so the wallet is credited only after every
// round counted in what the maker paid out is on the books.
//
// Concurrency: within one process the syncs of one maker run one after another (a promise chain
// per maker), so the poller and an exit never pull the same batch twice. Across servers on one
// PostgreSQL the pollers take an advisory lock per maker (play-background.ts) and skip a maker
// another server is pulling; an exit's sync takes no lock (it must not wait for another server's
// pass), so two servers may still pull one batch at once. That is safe: RoundService.record
// locks the batch's game wallets, leaves out the rounds already recorded and posts the rest's money
// in that same transaction, and a round a racing recorder wrote anyway rolls the batch back to run
// again (the unique (maker_code, maker_round_id) sees to that), so a round's money is posted once. A
// race costs a repeated read, never a posting.
//
// On PGlite the database runs on the server's own thread, so a call holds the event loop for as
// long as it works: a batch of a few hundred rounds held every request of the server for 25-230 ms
// in bench:capacity (one in-process database call). There a batch is recorded in slices of
// `roundsPerCall`, the event loop free between them, so a request waits for a slice, not a batch.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AppTransaction } from '../../db/client';
import type { GameMakerAdapter, MakerRound } from '../../makers/maker-adapter';
import type { MakerRegistry } from '../../makers/maker-registry';
import type { MoneyHeld, MoneySource } from './money-source';
import type { PlayRepository } from './play.repository';

/** The games module's RoundService, as far as the sync uses it. */
export interface RoundRecorder {
  /**
   * Inserts each round once (a repeat is ignored) and posts its net through the ledger in the same
   * transaction; `promotionRecordIds` names, by maker round id, the record whose money a round staked.
   */
  record(makerCode: string, rounds: MakerRound[], promotionRecordIds?: ReadonlyMap<string, number>): Promise<unknown>;
  /** The maker round id of the last round recorded (the cursor for adapter.rounds), or null before the first. */
  lastRecorded(makerCode: string): Promise<string | null>;
  /** In `tx`: rounds whose money already moved call by call (a seamless-wallet maker's); nothing is posted. */
  recordSettled(makerCode: string, rounds: MakerRound[], promotionRecordIds: ReadonlyMap<string, number> | undefined, tx: AppTransaction): Promise<number>;
  /** Once recordSettled's transaction committed: the home lists refresh. */
  announceRecorded(): Promise<void>;
}

/** Rounds asked of a maker per call (the demo maker answers at most 500). */
export const ROUND_BATCH = 500;

/**
 * The maker's pages recorded together, as one batch in one transaction: a player's rounds net into
 * one ledger posting per batch, so four pages of 500 rounds from 200 players post about 200 times,
 * not 800, and the batch's fixed costs (the locks, whose money, the level check) are paid once.
 */
export const PAGES_PER_BATCH = 4;

/**
 * Rounds per recording call when the database runs on the server's thread (PGlite). A whole batch
 * held the event loop for 25-230 ms in bench:capacity on this machine class. Slices of 25 still
 * held it 42 ms a call on average (106 ms at most) at 1,000 players, every request behind them
 * waiting (the loop's p99 139 ms, the p99 past 100 ms in three runs of four). One call costs about
 * 1.5-2 ms whatever its size, and then 0.45-0.6 ms a round (one PGlite in a loop, 2026-11-30): 8
 * rounds a call held 1,000 players at p99 42.8 ms (the loop's p99 55 ms), and 2,000 at p99 119.4 ms
 * with the server's thread 90 % busy, against 293-319 ms with 25 (docs/performance.md). Since
 * migration 0043 plans the call afresh each time, a call costs about 3.6-3.9 ms plus 0.28 ms a
 * round instead (one PGlite in a loop, 2026-12-01: 8 rounds 5.6-6.6 ms, 16 rounds 7.5-7.9 ms), so
 * 16 a call now: bench:capacity on PGlite, alternated, held 2,000 players twice with 8 (the
 * server's CPU at 2,000: 67 and 70 %) and 4,000 twice with 16 (58 and 59 %; p99 at 4,000: 73.2
 * and 80.8 ms). Since 0044 plans only the call's lookup of recorded rounds afresh, not its
 * foreign-key checks, a call costs about 2.4 ms plus 0.2-0.25 ms a round (8 rounds 4.1-4.4 ms, 16
 * rounds 5.5-5.6 ms, same loop); 16 a call still holds the thread for less than 8 did before.
 */
export const ROUNDS_PER_CALL_ON_THIS_THREAD = 16;

/** One batch read from a maker; `more` when the maker may hold rounds after it. */
interface Gathered {
  rounds: MakerRound[];
  more: boolean;
}

export class RoundSync {
  private readonly chains = new Map<string, Promise<unknown>>();

  constructor(
    private readonly deps: {
      rounds: RoundRecorder;
      makers: MakerRegistry;
      /** Told of the players whose rounds a batch recorded (their member level may rise); must not throw. */
      recorded?: (playerIds: number[]) => Promise<void>;
      /** Whose money each round staked: the player's latest session at the maker. */
      repository: PlayRepository;
      /** Told of the promotion records whose money a batch staked, with what makers hold of it. */
      money: Pick<MoneySource, 'roundsRecorded'>;
      held: MoneyHeld;
      /**
       * At most this many rounds per recording call, the event loop let go between calls: for a
       * database on this thread (PGlite). Absent: a batch in one call.
       */
      roundsPerCall?: number;
    },
  ) {}

  /**
   * Records the maker's rounds up to `untilRoundId` (or until it has no more). Waits for a sync of
   * the same maker already running here, then runs its own, since that one may have started before
   * the round it needs finished. Throws what the maker or the database threw.
   */
  async syncMaker(makerCode: string, untilRoundId: string | null = null): Promise<number> {
    const previous = this.chains.get(makerCode) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => this.pull(makerCode, untilRoundId));
    this.chains.set(makerCode, run);
    try {
      return await run;
    } finally {
      if (this.chains.get(makerCode) === run) this.chains.delete(makerCode);
    }
  }

  /** One pass over every registered maker through `sync` (syncMaker, or it under a lock); a maker that fails is reported and the others still sync. */
  async syncAll(sync: (makerCode: string) => Promise<void>, onError: (makerCode: string, error: unknown) => void): Promise<void> {
    for (const code of this.deps.makers.codes()) {
      try {
        await sync(code);
      } catch (error) {
        onError(code, error);
      }
    }
  }

  /**
   * Which rounds staked a promotion record's money: a maker holds one session's money at a time (a
   * launch pulls the last one back, rounds up to its last recorded, before money goes in again), so
   * a round staked the money of the player's latest session at that maker when it is recorded. One
   * read for the whole batch, whatever its number of players.
   */
  private async promotionMoney(makerCode: string, batch: readonly MakerRound[]): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    const byPlayer = await this.deps.repository.latestRecordsAt([...new Set(batch.map((round) => round.playerId))], makerCode);
    for (const round of batch) {
      const recordId = byPlayer.get(round.playerId);
      if (recordId !== null && recordId !== undefined) found.set(round.makerRoundId, recordId);
    }
    return found;
  }

  private async pull(makerCode: string, untilRoundId: string | null): Promise<number> {
    const adapter = this.deps.makers.get(makerCode);
    if (!adapter) throw new Error(`No game maker "${makerCode}" is registered.`);
    let recorded = 0;
    let next = this.gather(adapter, await this.deps.rounds.lastRecorded(makerCode), untilRoundId);
    for (;;) {
      const { rounds: batch, more } = await next;
      if (batch.length === 0) return recorded;
      // The next batch is read from the maker while this one is recorded; a failure of either is
      // thrown here, the read's once it is awaited (or never, when this one fails first).
      next = more ? this.gather(adapter, batch[batch.length - 1]!.makerRoundId, untilRoundId) : Promise.resolve({ rounds: [], more: false });
      next.catch(() => undefined);
      const slice = this.deps.roundsPerCall ?? batch.length;
      for (let start = 0; start < batch.length; start += slice) {
        if (start > 0) await nextTurn();
        const part = batch.slice(start, start + slice);
        const promotionRecordIds = await this.promotionMoney(makerCode, part);
        await this.deps.rounds.record(makerCode, part, promotionRecordIds);
        recorded += part.length;
        await this.afterRecorded(part, promotionRecordIds);
      }
    }
  }

  /**
   * What rides on rounds once they are on the books, whoever recorded them (this sync, or a
   * seamless-wallet credit): their players' level check, then the promotion records whose money
   * they staked (`promotionRecordIds`, by maker round id) are told, with what makers hold of it.
   */
  async afterRecorded(rounds: readonly MakerRound[], promotionRecordIds: ReadonlyMap<string, number>): Promise<void> {
    await this.deps.recorded?.([...new Set(rounds.map((round) => round.playerId))]);
    const records = [...new Set(promotionRecordIds.values())];
    if (records.length > 0) await this.deps.money.roundsRecorded(records, this.deps.held);
  }

  /**
   * Up to PAGES_PER_BATCH of the maker's pages after `cursor`. There may be more unless a page came
   * back short, the batch holds `untilRoundId`, or the maker ignored the cursor (answering it
   * again), which must not loop us forever.
   */
  private async gather(adapter: GameMakerAdapter, cursor: string | null, untilRoundId: string | null): Promise<Gathered> {
    const rounds: MakerRound[] = [];
    for (let page = 0; page < PAGES_PER_BATCH; page += 1) {
      const answered = await adapter.rounds(cursor, ROUND_BATCH);
      const last = answered[answered.length - 1];
      if (!last || last.makerRoundId === cursor) return { rounds, more: false };
      rounds.push(...answered);
      cursor = last.makerRoundId;
      if (answered.length < ROUND_BATCH) return { rounds, more: false };
      if (untilRoundId !== null && answered.some((round) => round.makerRoundId === untilRoundId)) return { rounds, more: false };
    }
    return { rounds, more: true };
  }
}
