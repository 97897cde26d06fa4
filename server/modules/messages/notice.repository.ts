// Notices: the live ones (not removed), newest first, and the operator's writes.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { notice } from './notice.tables';

export type NoticeRow = typeof notice.$inferSelect;

export class NoticeRepository {
  constructor(private readonly db: AppDatabase) {}

  async live(): Promise<NoticeRow[]> {
    return this.db.select().from(notice).where(isNull(notice.removedAt)).orderBy(desc(notice.createdAt), desc(notice.id));
  }

  async insert(values: typeof notice.$inferInsert): Promise<NoticeRow> {
    const [row] = await this.db.insert(notice).values(values).returning();
    if (!row) throw new Error('notice insert returned no row');
    return row;
  }

  /** Removes a live notice; false when there is none with this id. */
  async remove(id: number, by: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(notice)
      .set({ removedBy: by, removedAt: at })
      .where(and(eq(notice.id, id), isNull(notice.removedAt)))
      .returning({ id: notice.id });
    return rows.length > 0;
  }
}
