// Writes of one kind made together when they arrive together, as reads are (batched-read.ts): a
// write goes at once while fewer than `callsInFlight` calls run, so an idle server writes exactly
// as before; the writes that arrive while they all run go as one statement (`writeMany`) when a
// call ends. Under load they share one round trip and one commit instead of one each. A caller's
// promise settles with the call that carried its write: resolved once that statement has
// committed, so a reply still means its row is stored. One statement stores all its rows or none,
// so a call that fails fails every write it carried, and the caller's error handling sees the
// database's error as before. Only for writes that stand alone (a report no other write reads
// back in the same request): the writes of one call are not ordered among themselves.

/** The most writes one call takes; those waiting past it go in the next call, so a call stays short. */
const MOST_WRITES_A_CALL = 64;

interface PendingWrite<Item> {
  item: Item;
  resolve(): void;
  reject(error: unknown): void;
}

export class BatchedWrite<Item> {
  private waiting: PendingWrite<Item>[] = [];
  private running = 0;

  constructor(
    /** Stores every item given, in one statement. */
    private readonly writeMany: (items: readonly Item[]) => Promise<void>,
    /** Calls at once; the writes that arrive while they all run go together in the next. */
    private readonly callsInFlight: number,
  ) {}

  /** Resolves once the item is stored. */
  write(item: Item): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (this.running < this.callsInFlight) this.send();
    });
  }

  private send(): void {
    const group = this.waiting.splice(0, MOST_WRITES_A_CALL);
    if (group.length === 0) return;
    this.running += 1;
    // writeMany is called in this turn, so a lone write starts its statement at once.
    let call: Promise<void>;
    try {
      call = this.writeMany(group.map((pending) => pending.item));
    } catch (error) {
      call = Promise.reject(error);
    }
    call
      .then(
        () => group.forEach((pending) => pending.resolve()),
        (error: unknown) => group.forEach((pending) => pending.reject(error)),
      )
      .finally(() => {
        this.running -= 1;
        if (this.waiting.length > 0 && this.running < this.callsInFlight) this.send();
      });
  }
}
