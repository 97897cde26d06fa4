// Reads of one kind by key, made together when they arrive together. A read goes at once while
// fewer than `callsInFlight` calls are running, so an idle server answers exactly as before; one
// that arrives while they all run waits for the first to finish and goes with every other read
// that waited, as one query (`readMany`). Under load the waiting reads share one round trip, one
// statement and one pass of the driver instead of queueing for a connection each (the demo maker's
// spins do the same, server/makers/demo/demo-spin-queue.ts). A key asked for twice in one call is
// read once. A call that fails fails every read it carried: a read has no effect to undo, and the
// caller's own error handling sees the database's error as before.

/** The most keys one call takes; those waiting past it go in the next call, so a call stays short. */
const MOST_KEYS_A_CALL = 64;

interface Waiter<Row> {
  resolve(row: Row | undefined): void;
  reject(error: unknown): void;
}

export class BatchedRead<Key, Row> {
  private readonly waiting = new Map<Key, Waiter<Row>[]>();
  private running = 0;

  constructor(
    /** The rows of the keys given, by key; a key with no row is left out. */
    private readonly readMany: (keys: readonly Key[]) => Promise<ReadonlyMap<Key, Row>>,
    /** Calls at once; the reads that arrive while they all run go together in the next. */
    private readonly callsInFlight: number,
  ) {}

  /** The key's row, or undefined when there is none. */
  read(key: Key): Promise<Row | undefined> {
    return new Promise<Row | undefined>((resolve, reject) => {
      const waiters = this.waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      if (this.running < this.callsInFlight) this.send();
    });
  }

  private send(): void {
    const group: [Key, Waiter<Row>[]][] = [];
    for (const entry of this.waiting) {
      if (group.length === MOST_KEYS_A_CALL) break;
      group.push(entry);
    }
    if (group.length === 0) return;
    for (const [key] of group) this.waiting.delete(key);
    this.running += 1;
    // readMany is called in this turn, so a lone read starts its query at once.
    let call: Promise<ReadonlyMap<Key, Row>>;
    try {
      call = this.readMany(group.map(([key]) => key));
    } catch (error) {
      call = Promise.reject(error);
    }
    call
      .then(
        (rows) => {
          for (const [key, waiters] of group) for (const waiter of waiters) waiter.resolve(rows.get(key));
        },
        (error: unknown) => {
          for (const [, waiters] of group) for (const waiter of waiters) waiter.reject(error);
        },
      )
      .finally(() => {
        this.running -= 1;
        if (this.waiting.size > 0 && this.running < this.callsInFlight) this.send();
      });
  }
}
