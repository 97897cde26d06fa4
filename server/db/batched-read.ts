// Reads of one kind by key, made together when they arrive together (the queue is
// grouped-calls.ts): under load the waiting reads share one round trip, one statement and one
// pass of the driver instead of queueing for a connection each. A key asked for twice in one call
// is read once. A call that fails fails every read it carried: a read has no effect to undo, and
// the caller's own error handling sees the database's error as before.
import { GroupedCalls } from './grouped-calls';

interface PendingRead<Key, Row> {
  key: Key;
  resolve(row: Row | undefined): void;
  reject(error: unknown): void;
}

export class BatchedRead<Key, Row> {
  private readonly calls: GroupedCalls<PendingRead<Key, Row>>;

  constructor(
    /** The rows of the keys given, by key; a key with no row is left out. */
    readMany: (keys: readonly Key[]) => Promise<ReadonlyMap<Key, Row>>,
    /** Calls at once; the reads that arrive while they all run go together in the next. */
    callsInFlight: number,
  ) {
    this.calls = new GroupedCalls(async (group) => {
      const rows = await readMany([...new Set(group.map((pending) => pending.key))]);
      for (const pending of group) pending.resolve(rows.get(pending.key));
    }, callsInFlight);
  }

  /** The key's row, or undefined when there is none. */
  read(key: Key): Promise<Row | undefined> {
    return new Promise<Row | undefined>((resolve, reject) => this.calls.add({ key, resolve, reject }));
  }
}
