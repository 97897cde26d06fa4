// The supported banks list.
import { and, asc, count, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { supportedBank } from '../../db/schema';

export type SupportedBank = typeof supportedBank.$inferSelect;

export class BankRepository {
  constructor(private readonly db: AppDatabase) {}

  async listForCountry(country: string): Promise<SupportedBank[]> {
    return this.db
      .select()
      .from(supportedBank)
      .where(eq(supportedBank.country, country))
      .orderBy(asc(supportedBank.sort), asc(supportedBank.code));
  }

  async find(code: string, country: string): Promise<SupportedBank | undefined> {
    const [row] = await this.db
      .select()
      .from(supportedBank)
      .where(and(eq(supportedBank.code, code), eq(supportedBank.country, country)));
    return row;
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(supportedBank);
    return row?.total ?? 0;
  }

  async insertMissing(rows: readonly (typeof supportedBank.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(supportedBank).values([...rows]).onConflictDoNothing();
  }
}
