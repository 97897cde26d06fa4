// A background pass run again and again: the next is timed from the end of the last, so a slow
// pass never piles passes up, and stop() waits for one under way, so the database can close after
// it. A failed pass is reported (its message) and the next one still comes. The timer never keeps the process alive.
import { messageOf } from './error-message';

export class RepeatingPass {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    private readonly pass: () => Promise<unknown>,
    /** Told a failed pass's message (an Error's, else the value as text). */
    private readonly failed: (message: string) => void,
  ) {}

  /** A pass every `everyMs` after the last one ended (0 or less: none); the first at once, or after `everyMs` when `now` is false. */
  start(everyMs: number, now = true): void {
    if (everyMs <= 0) return;
    this.stopped = false;
    const run = () => {
      if (this.stopped) return;
      this.running = this.pass()
        .catch((error: unknown) => this.failed(messageOf(error)))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) schedule();
        });
    };
    const schedule = () => {
      this.timer = setTimeout(run, everyMs);
      this.timer.unref();
    };
    if (now) run();
    else schedule();
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
