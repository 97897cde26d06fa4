// How long the round poller waits after a pass: about as long as the makers take to play
// ROUNDS_PER_PASS_TARGET rounds, and never longer than GAME_ROUND_SYNC_MS.
//
// A pass's fixed cost (the cursor, the pull over HTTP, whose money, the recording call's locks and
// its planning, the level check) is paid whatever its size: on this machine class about 5 ms of the
// server's CPU and 2-3 ms of PostgreSQL's, so a pass of 40 rounds cost 226 µs of Node and 275 of
// PostgreSQL a round, and one of 400, 79 and 141 (docs/performance.md, 2026-12-02). A
// poller that waits a fixed 2 s lets a busy casino's calls grow to a whole batch (2,000 rounds,
// PAGES_PER_BATCH), each holding a core of PostgreSQL for 150-200 ms while players' spins queue
// behind it; one that never waits pays the fixed cost for every few rounds. Waiting for a target
// size keeps both bounded, and under load puts rounds on the books (promotion turnover, the reality
// check, winners) within a fraction of a second instead of up to two.
//
// The rate is the rounds a pass found over the time since the pass before it started (each pull
// takes what was played between two pulls), averaged with each new reading so one odd pass does
// not swing the next wait. A pass that found nothing halves the rate, so an idle platform drifts
// back to the longest wait.

/**
 * Rounds a pass should find under steady play: a recording call of about 15 ms of PostgreSQL here.
 * In `bench:rounds`, alternated with the poller that never waited (three runs each, 2026-12-02),
 * 100 and 200 both cut the recording's CPU a round by a fifth (576 → 473 and 441 µs of the bench
 * process and PostgreSQL together) and raised the rounds played by 13 and 17 %; the spin's p99
 * moved within its spread (18.4, 19.4 and 20.0 ms on average). The smaller keeps calls shorter.
 */
export const ROUNDS_PER_PASS_TARGET = 100;

export class RoundSyncPace {
  /** Rounds a millisecond, smoothed; null before two passes were seen. */
  private rate: number | null = null;
  private previousStart: number | null = null;

  constructor(private readonly options: { targetRounds: number; longestWaitMs: number }) {}

  /** The wait (ms) before the next pass, after one that ran from `startedAt` to `endedAt` (ms) and recorded `rounds`. */
  next(rounds: number, startedAt: number, endedAt: number): number {
    const since = this.previousStart === null ? 0 : startedAt - this.previousStart;
    this.previousStart = startedAt;
    if (since <= 0) return rounds > 0 ? 0 : this.options.longestWaitMs;
    const observed = rounds / since;
    this.rate = this.rate === null ? observed : (this.rate + observed) / 2;
    if (this.rate <= 0) return this.options.longestWaitMs;
    const wait = this.options.targetRounds / this.rate - (endedAt - startedAt);
    return Math.round(Math.min(this.options.longestWaitMs, Math.max(0, wait)));
  }
}
