// Feedback rows and the customer-service channels.
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { feedback, serviceContact } from './contact.tables';

export type FeedbackRow = typeof feedback.$inferSelect;
export type NewFeedback = typeof feedback.$inferInsert;
export type ServiceContactRow = typeof serviceContact.$inferSelect;

export class ContactRepository {
  constructor(private readonly db: AppDatabase) {}

  async insertFeedback(values: NewFeedback): Promise<FeedbackRow> {
    const [row] = await this.db.insert(feedback).values(values).returning();
    if (!row) throw new Error('feedback insert returned no row');
    return row;
  }

  /** Oldest open first (the queue), or newest first when every state is asked for. */
  async listFeedback(openOnly: boolean, limit: number): Promise<FeedbackRow[]> {
    return openOnly
      ? this.db.select().from(feedback).where(eq(feedback.state, 'open')).orderBy(asc(feedback.id)).limit(limit)
      : this.db.select().from(feedback).orderBy(desc(feedback.id)).limit(limit);
  }

  /** The row, locked for the rest of `tx` so two answers at once answer once. */
  async lockFeedback(id: number, tx: DbExecutor): Promise<FeedbackRow | undefined> {
    const [row] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
    return row;
  }

  async markAnswered(id: number, values: { answer: string; answeredBy: string; answeredAt: Date; messageId: number }, tx: DbExecutor): Promise<FeedbackRow> {
    const [row] = await tx
      .update(feedback)
      .set({ ...values, state: 'answered' })
      .where(and(eq(feedback.id, id), eq(feedback.state, 'open')))
      .returning();
    if (!row) throw new Error(`feedback ${id} was not open`);
    return row;
  }

  /** The live channels, in display order. */
  async listContacts(): Promise<ServiceContactRow[]> {
    return this.db.select().from(serviceContact).where(isNull(serviceContact.removedAt)).orderBy(asc(serviceContact.sort), asc(serviceContact.id));
  }

  async insertContact(values: typeof serviceContact.$inferInsert, tx: DbExecutor = this.db): Promise<ServiceContactRow> {
    const [row] = await tx.insert(serviceContact).values(values).returning();
    if (!row) throw new Error('service contact insert returned no row');
    return row;
  }

  /** Takes a live channel down; false when there is none with this id. */
  async removeContact(id: number, by: string, at: Date, tx: DbExecutor = this.db): Promise<boolean> {
    const rows = await tx
      .update(serviceContact)
      .set({ removedBy: by, removedAt: at })
      .where(and(eq(serviceContact.id, id), isNull(serviceContact.removedAt)))
      .returning({ id: serviceContact.id });
    return rows.length > 0;
  }

  /** Every row ever, removed ones too: seeding happens only on a site that never had any. */
  async countAllContacts(): Promise<number> {
    return (await this.db.select({ id: serviceContact.id }).from(serviceContact).limit(1)).length;
  }
}
