// What play does on its own, on every instance: the round sync poller (every GAME_ROUND_SYNC_MS)
// and the recovery pass over maker transfers left pending by a timeout or a crash (once at start,
// then every GAME_RECOVERY_MS). Each pass waits for the previous one to end before the next is
// timed, so a slow maker never piles passes up. Started by server/start.ts only: tests, the
// operator command line and a one-off script build the same services without any timer.
import type { MakerTransfers, PlayLog } from './maker-transfers';
import type { RoundSync } from './round-sync';

export interface PlayBackgroundOptions {
  /** 0: no round poller (rounds are still synced before every transfer out). */
  roundSyncMs: number;
  /** 0: no recovery pass. */
  recoveryMs: number;
  /** A pending transfer younger than this belongs to the request still working on it. */
  staleMs: number;
}

export class PlayBackground {
  private timers: NodeJS.Timeout[] = [];
  private running = new Set<Promise<unknown>>();
  private stopped = true;

  constructor(private readonly deps: { roundSync: RoundSync; transfers: MakerTransfers; log: PlayLog }) {}

  start(options: PlayBackgroundOptions): void {
    this.stopped = false;
    if (options.roundSyncMs > 0) this.every(options.roundSyncMs, () => this.syncRounds(), false);
    if (options.recoveryMs > 0) this.every(options.recoveryMs, () => this.recover(options.staleMs), true);
  }

  /** Stops the timers and waits for a pass under way, so the database can close after it. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    await Promise.allSettled([...this.running]);
  }

  async syncRounds(): Promise<void> {
    await this.deps.roundSync.syncAll((maker, error) =>
      this.deps.log.warn({ maker, err: error instanceof Error ? error.message : String(error) }, 'round sync: the game maker did not answer'),
    );
  }

  async recover(staleMs: number): Promise<void> {
    const { stillPending } = await this.deps.transfers.recoverPending(staleMs);
    if (stillPending > 0) this.deps.log.warn({ stillPending }, 'maker transfers still pending after a recovery pass');
  }

  private every(intervalMs: number, pass: () => Promise<void>, now: boolean): void {
    const run = () => {
      if (this.stopped) return;
      const done = pass()
        .catch((error: unknown) => this.deps.log.error({ err: error instanceof Error ? error.message : String(error) }, 'play background pass failed'))
        .finally(() => {
          this.running.delete(done);
          if (!this.stopped) schedule();
        });
      this.running.add(done);
    };
    const schedule = () => {
      const timer = setTimeout(run, intervalMs);
      timer.unref();
      this.timers = [...this.timers.filter((old) => old !== timer), timer];
    };
    if (now) run();
    else schedule();
  }
}
