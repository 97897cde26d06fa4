// Site settings rows (one per SiteInfo field). Each method runs on the database, or on the
// transaction it is handed so a caller can group writes.
import { count, sql } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { siteSetting } from './site.tables';

export interface SiteSettingRow {
  key: string;
  value: unknown;
}

export class SiteRepository {
  constructor(private readonly db: AppDatabase) {}

  async findAll(tx: DbExecutor = this.db): Promise<SiteSettingRow[]> {
    return tx.select({ key: siteSetting.key, value: siteSetting.value }).from(siteSetting);
  }

  async count(tx: DbExecutor = this.db): Promise<number> {
    const [row] = await tx.select({ total: count() }).from(siteSetting);
    return row?.total ?? 0;
  }

  async upsert(key: string, value: unknown, tx: DbExecutor = this.db): Promise<void> {
    await tx
      .insert(siteSetting)
      .values({ key, value })
      .onConflictDoUpdate({ target: siteSetting.key, set: { value, updatedAt: sql`now()` } });
  }

  /** Inserts rows whose key is not stored yet and leaves existing ones alone. */
  async insertMissing(rows: SiteSettingRow[], tx: DbExecutor = this.db): Promise<void> {
    if (rows.length === 0) return;
    await tx.insert(siteSetting).values(rows).onConflictDoNothing({ target: siteSetting.key });
  }
}
