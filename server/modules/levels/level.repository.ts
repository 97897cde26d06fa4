// Member levels, in their display order.
import { asc, count } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { userLevel } from '../../db/schema';

export type UserLevel = typeof userLevel.$inferSelect;

export class LevelRepository {
  constructor(private readonly db: AppDatabase) {}

  async list(): Promise<UserLevel[]> {
    return this.db.select().from(userLevel).orderBy(asc(userLevel.sort), asc(userLevel.level));
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(userLevel);
    return row?.total ?? 0;
  }

  async insertMissing(rows: readonly (typeof userLevel.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(userLevel).values([...rows]).onConflictDoNothing();
  }
}
