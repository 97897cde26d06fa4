// The demo provider's outbox: every message it "sent", for developers, e2e tests and operators.
import { desc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { smsOutbox, type SmsPurpose } from '../../db/schema';

export interface OutboxMessage {
  phone: string;
  code: string;
  purpose: SmsPurpose;
  body: string;
  createdAt: Date;
}

/** Enough for any developer looking for their last code; the table itself keeps everything. */
const LIST_LIMIT = 50;

export class SmsOutboxRepository {
  constructor(private readonly db: AppDatabase) {}

  async insert(message: OutboxMessage): Promise<void> {
    await this.db.insert(smsOutbox).values(message);
  }

  /** Newest first; all phones when none is given. */
  async list(phone?: string): Promise<OutboxMessage[]> {
    const columns = {
      phone: smsOutbox.phone,
      code: smsOutbox.code,
      purpose: smsOutbox.purpose,
      body: smsOutbox.body,
      createdAt: smsOutbox.createdAt,
    };
    const query = this.db.select(columns).from(smsOutbox);
    const filtered = phone === undefined ? query : query.where(eq(smsOutbox.phone, phone));
    return filtered.orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)).limit(LIST_LIMIT);
  }
}
