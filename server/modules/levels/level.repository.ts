// Member levels, in their display order. Each method runs on the database, or on the transaction
// it is handed last.
import { asc, count } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { userLevel } from './level.tables';

export type UserLevel = typeof userLevel.$inferSelect;

export class LevelRepository {
  constructor(private readonly db: AppDatabase) {}

  async list(tx: DbExecutor = this.db): Promise<UserLevel[]> {
    return tx.select().from(userLevel).orderBy(asc(userLevel.sort), asc(userLevel.level));
  }

  async count(tx: DbExecutor = this.db): Promise<number> {
    const [row] = await tx.select({ total: count() }).from(userLevel);
    return row?.total ?? 0;
  }

  async insertMissing(rows: readonly (typeof userLevel.$inferInsert)[], tx: DbExecutor = this.db): Promise<void> {
    if (rows.length > 0) await tx.insert(userLevel).values([...rows]).onConflictDoNothing();
  }
}
