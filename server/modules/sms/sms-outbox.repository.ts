// The demo provider's outbox: every message it "sent", for developers, e2e tests and operators.
// Each method runs on the database, or on the transaction it is handed last.
import { desc, eq } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import type { SmsPurpose } from '../../shared/sms-purpose';
import { smsOutbox } from './sms.tables';

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

  async insert(message: OutboxMessage, tx: DbExecutor = this.db): Promise<void> {
    await tx.insert(smsOutbox).values(message);
  }

  /** Newest first; all phones when none is given. */
  async list(phone?: string, tx: DbExecutor = this.db): Promise<OutboxMessage[]> {
    const columns = {
      phone: smsOutbox.phone,
      code: smsOutbox.code,
      purpose: smsOutbox.purpose,
      body: smsOutbox.body,
      createdAt: smsOutbox.createdAt,
    };
    const query = tx.select(columns).from(smsOutbox);
    const filtered = phone === undefined ? query : query.where(eq(smsOutbox.phone, phone));
    return filtered.orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)).limit(LIST_LIMIT);
  }
}
