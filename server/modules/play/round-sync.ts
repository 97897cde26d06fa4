// Round sync: the maker's finished rounds become the platform's (game_round, and each round's net
// in the ledger between the player's game wallet and the house, by the games module's
// RoundService.record, a whole batch in one transaction). What rides on a batch is read for the
// batch, never per round or per player: whose money each round staked (one read, written on the
// rows), then the level check of its players (recorded: three reads) and the promotion records it
// staked (roundsRecorded). Pulled from the cursor `lastRecorded(maker)` in batches, by a poller on
// every instance (GAME_ROUND_SYNC_MS) and before every transfer out, so the wallet is credited only
// after every round counted in what the maker paid out is on the books.
//
// Concurrency: within one process the syncs of one maker run one after another (a promise chain
// per maker), so the poller and an exit never pull the same batch twice. Across servers on one
// PostgreSQL the pollers take an advisory lock per maker (play-background.ts) and skip a maker
// another server is pulling; an exit's sync takes no lock (it must not wait for another server's
// pass), so two servers may still pull one batch at once. That is safe: RoundService.record
// inserts with the unique (maker_code, maker_round_id) and posts the round's net in that same
// transaction under the ledger's unique reference round:<maker>:<id>, so the second insert of a
// round is ignored and its money posted once. A race costs a repeated read, never a posting.
import type { MakerRound } from '../../makers/maker-adapter';
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
}

/** Rounds asked of a maker per call. */
export const ROUND_BATCH = 500;

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
    let cursor = await this.deps.rounds.lastRecorded(makerCode);
    for (;;) {
      const batch = await adapter.rounds(cursor, ROUND_BATCH);
      if (batch.length === 0) return recorded;
      const promotionRecordIds = await this.promotionMoney(makerCode, batch);
      await this.deps.rounds.record(makerCode, batch, promotionRecordIds);
      recorded += batch.length;
      await this.deps.recorded?.([...new Set(batch.map((round) => round.playerId))]);
      const records = [...new Set(promotionRecordIds.values())];
      if (records.length > 0) await this.deps.money.roundsRecorded(records, this.deps.held);
      const last = batch[batch.length - 1];
      if (!last || last.makerRoundId === cursor) return recorded; // a maker that ignores the cursor must not loop us forever
      cursor = last.makerRoundId;
      if (untilRoundId !== null && batch.some((round) => round.makerRoundId === untilRoundId)) return recorded;
      if (batch.length < ROUND_BATCH) return recorded;
    }
  }
}
