// Feedback rows and the customer-service channels.
import { and, asc, desc, eq } from 'drizzle-orm';
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

  async listContacts(): Promise<ServiceContactRow[]> {
    return this.db.select().from(serviceContact).orderBy(asc(serviceContact.sort), asc(serviceContact.id));
  }

  async insertContact(values: typeof serviceContact.$inferInsert, tx: DbExecutor = this.db): Promise<ServiceContactRow> {
    const [row] = await tx.insert(serviceContact).values(values).returning();
    if (!row) throw new Error('service contact insert returned no row');
    return row;
  }

  async deleteContact(id: number, tx: DbExecutor = this.db): Promise<boolean> {
    return (await tx.delete(serviceContact).where(eq(serviceContact.id, id)).returning({ id: serviceContact.id })).length > 0;
  }

  async countContacts(): Promise<number> {
    return (await this.listContacts()).length;
  }
}
