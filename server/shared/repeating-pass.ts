// A background pass run again and again: the next is timed from the end of the last, so a slow
// pass never piles passes up, and stop() waits for one under way, so the database can close after
// it. A failed pass is reported (its message) and the next one still comes. The timer never keeps the process alive.
// A paced pass answers how long to wait before the next (the round poller: RoundSyncPace).
import { messageOf } from './error-message';

export class RepeatingPass<T = unknown> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    private readonly pass: () => Promise<T>,
    /** Told a failed pass's message (an Error's, else the value as text). */
    private readonly failed: (message: string) => void,
  ) {}

  /** A pass every `everyMs` after the last one ended (0 or less: none); the first at once, or after `everyMs` when `now` is false. */
  start(everyMs: number, now = true): void {
    if (everyMs <= 0) return;
    this.begin(() => everyMs, now ? 0 : everyMs);
  }

  /**
   * A pass that answers how long to wait before the next (ms), or `failedWaitMs` after one that
   * failed (0 or less: no pass at all); the first at once, or after `failedWaitMs` when `now` is false.
   */
  startPaced(this: RepeatingPass<number>, failedWaitMs: number, now = true): void {
    if (failedWaitMs <= 0) return;
    this.begin((outcome) => (outcome.ok ? outcome.result : failedWaitMs), now ? 0 : failedWaitMs);
  }

  private begin(waitAfter: (outcome: { ok: true; result: T } | { ok: false }) => number, firstWaitMs: number): void {
    this.stopped = false;
    const run = () => {
      if (this.stopped) return;
      this.running = this.pass()
        .then(
          (result) => waitAfter({ ok: true, result }),
          (error: unknown) => {
            this.failed(messageOf(error));
            return waitAfter({ ok: false });
          },
        )
        .then((waitMs) => {
          this.running = undefined;
          if (!this.stopped) schedule(waitMs);
        });
    };
    const schedule = (waitMs: number) => {
      this.timer = setTimeout(run, waitMs);
      this.timer.unref();
    };
    if (firstWaitMs <= 0) run();
    else schedule(firstWaitMs);
  }

  /** No pass after this one; resolves once a pass under way has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** True from stop() on: a long pass may leave its remaining work. */
  get stopping(): boolean {
    return this.stopped;
  }
}
