// Calls of one kind to the database, made together when they arrive together: the queue behind
// reads by key (batched-read.ts), stand-alone writes (batched-write.ts) and the demo maker's spins
// (server/makers/demo/demo-spin-queue.ts). A job waits for the end of the event loop's turn
// (setImmediate, never a timer): the jobs of every request read in that turn go together, the
// busier the server the longer its turns and the larger its groups, and a lone job on an idle
// server goes a few microseconds later than at once. The groups go while fewer than
// `callsInFlight` calls run; the jobs that arrive while they all run go as one group when a call
// ends. Under load they share one round trip, one statement and one commit instead of queueing
// for a connection each.
//
// Why the turn and not at once while a call is free:
// - A database on this thread (PGlite) answers a call before the server reads its next request,
//   so no job ever found the calls all running: 55,684 calls of one job each in a capacity run at
//   4,000 and 5,000 players (2026-12-03).
// - On PostgreSQL most jobs found a call free and went alone too (8,904 spins alone against 4,756
//   in 1,245 groups at 6,000 players on two instances). Gathered per turn there as well, the
//   machine (two servers, PostgreSQL and the load) ran 143-156 % busy at 6,000 players against
//   165-171 % before, and two instances held 8,000 players where they had held 6,000.

/** The most jobs one call takes; those waiting past it go in the next call, so a call stays short. */
const MOST_JOBS_A_CALL = 64;

/** A job settles its caller's promise; the group's call settles every job it carried. */
export interface GroupedJob {
  reject(error: unknown): void;
}

export class GroupedCalls<Job extends GroupedJob> {
  private readonly waiting: Job[] = [];
  private running = 0;
  private gathering = false;

  constructor(
    /**
     * Makes one call for the group and settles each of its jobs. Should the call itself fail,
     * every job of the group is rejected with its error (a job already settled stays as it is).
     */
    private readonly callGroup: (group: readonly Job[]) => Promise<void>,
    /** Calls at once; the jobs that arrive while they all run go together in the next. */
    private readonly callsInFlight: number,
  ) {}

  add(job: Job): void {
    this.waiting.push(job);
    if (this.gathering) return;
    this.gathering = true;
    setImmediate(() => {
      this.gathering = false;
      while (this.waiting.length > 0 && this.running < this.callsInFlight) this.send();
    });
  }

  private send(): void {
    const group = this.waiting.splice(0, MOST_JOBS_A_CALL);
    if (group.length === 0) return;
    this.running += 1;
    // callGroup is called in this turn, so a group starts its call at once.
    let call: Promise<void>;
    try {
      call = this.callGroup(group);
    } catch (error) {
      call = Promise.reject(error);
    }
    call
      .catch((error: unknown) => group.forEach((job) => job.reject(error)))
      .finally(() => {
        this.running -= 1;
        if (this.waiting.length > 0 && this.running < this.callsInFlight) this.send();
      });
  }
}
