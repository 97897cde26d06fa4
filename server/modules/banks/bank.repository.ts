// The supported banks list. Each method runs on the database, or on the transaction it is handed last.
import { asc, count } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { supportedBank } from './bank.tables';

export type SupportedBank = typeof supportedBank.$inferSelect;

export class BankRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Every bank of every country, in display order (sort, then code). */
  async listAll(tx: DbExecutor = this.db): Promise<SupportedBank[]> {
    return tx.select().from(supportedBank).orderBy(asc(supportedBank.sort), asc(supportedBank.code));
  }

  async count(tx: DbExecutor = this.db): Promise<number> {
    const [row] = await tx.select({ total: count() }).from(supportedBank);
    return row?.total ?? 0;
  }

  async insertMissing(rows: readonly (typeof supportedBank.$inferInsert)[], tx: DbExecutor = this.db): Promise<void> {
    if (rows.length > 0) await tx.insert(supportedBank).values([...rows]).onConflictDoNothing();
  }
}
