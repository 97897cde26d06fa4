// Writes of one kind made together when they arrive together, as reads are (batched-read.ts; the
// queue is grouped-calls.ts): under load they share one round trip and one commit instead of one
// each. A caller's promise settles with the call that carried its write: resolved once that
// statement has committed, so a reply still means its row is stored. One statement stores all its
// rows or none, so a call that fails fails every write it carried, and the caller's error handling
// sees the database's error as before. Only for writes that stand alone (a report no other write
// reads back in the same request): the writes of one call are not ordered among themselves.
import { GroupedCalls } from './grouped-calls';

interface PendingWrite<Item> {
  item: Item;
  resolve(): void;
  reject(error: unknown): void;
}

export class BatchedWrite<Item> {
  private readonly calls: GroupedCalls<PendingWrite<Item>>;

  constructor(
    /** Stores every item given, in one statement. */
    writeMany: (items: readonly Item[]) => Promise<void>,
    /** Calls at once; the writes that arrive while they all run go together in the next. */
    callsInFlight: number,
  ) {
    this.calls = new GroupedCalls(async (group) => {
      await writeMany(group.map((pending) => pending.item));
      for (const pending of group) pending.resolve();
    }, callsInFlight);
  }

  /** Resolves once the item is stored. */
  write(item: Item): Promise<void> {
    return new Promise<void>((resolve, reject) => this.calls.add({ item, resolve, reject }));
  }
}
