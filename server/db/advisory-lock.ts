// Several servers on one PostgreSQL share background passes (the round poller per maker, the
// bonus pass): a transaction-level advisory lock lets one server run a pass while the others skip
// it. The lock's transaction does nothing else: the pass writes on other connections, in
// transactions of its own, and the lock ends with the transaction even if the process dies.
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { stepOutOfTransaction } from './transaction-scope';

/** Runs `work` while this server holds the lock named by `key`; `{ got: false }` when another server holds it. */
export async function whileHoldingLock<T>(db: AppDatabase, key: SQL, work: () => Promise<T>): Promise<{ got: true; value: T } | { got: false }> {
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as got`)) as unknown as { rows: { got: boolean }[] };
    if (!result.rows[0]?.got) return { got: false as const };
    return { got: true as const, value: await stepOutOfTransaction(work) };
  });
}
