// Stored SMS codes (hashed). Each method runs on the database, or on the transaction it is handed
// last; sending and redeeming happen inside the caller's short transaction.
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import type { SmsPurpose } from '../../shared/sms-purpose';
import { smsCode } from './sms.tables';

export type SmsCodeRow = typeof smsCode.$inferSelect;
export type NewSmsCode = Omit<typeof smsCode.$inferInsert, 'id'>;

export class SmsCodeRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * Serialises every send for one key (a phone, an address) until the transaction ends, so two
   * requests at once cannot both pass the resend and rate checks. Held by PostgreSQL, so it works
   * across server instances. Only meaningful inside a transaction, so `tx` is required.
   */
  async lock(key: string, tx: DbExecutor): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  }

  /** The newest code for a phone and purpose; only that one can be redeemed. */
  async latest(phone: string, purpose: SmsPurpose, tx: DbExecutor = this.db): Promise<SmsCodeRow | undefined> {
    const [row] = await this.latestQuery(phone, purpose, tx);
    return row;
  }

  /** latest, with its row locked until `tx` ends (two checks at once both count their try). */
  async latestForUpdate(phone: string, purpose: SmsPurpose, tx: DbExecutor): Promise<SmsCodeRow | undefined> {
    const [row] = await this.latestQuery(phone, purpose, tx).for('update');
    return row;
  }

  private latestQuery(phone: string, purpose: SmsPurpose, tx: DbExecutor) {
    return tx
      .select()
      .from(smsCode)
      .where(and(eq(smsCode.phone, phone), eq(smsCode.purpose, purpose)))
      .orderBy(desc(smsCode.createdAt), desc(smsCode.id))
      .limit(1);
  }

  async countForPhoneSince(phone: string, since: Date, tx: DbExecutor = this.db): Promise<number> {
    const [row] = await tx
      .select({ total: count() })
      .from(smsCode)
      .where(and(eq(smsCode.phone, phone), gt(smsCode.createdAt, since)));
    return row?.total ?? 0;
  }

  async countForIpSince(ip: string, since: Date, tx: DbExecutor = this.db): Promise<number> {
    const [row] = await tx
      .select({ total: count() })
      .from(smsCode)
      .where(and(eq(smsCode.requesterIp, ip), gt(smsCode.createdAt, since)));
    return row?.total ?? 0;
  }

  async insert(values: NewSmsCode, tx: DbExecutor = this.db): Promise<number> {
    const [row] = await tx.insert(smsCode).values(values).returning({ id: smsCode.id });
    if (!row) throw new Error('insert into sms_code returned no row');
    return row.id;
  }

  async delete(id: number, tx: DbExecutor = this.db): Promise<void> {
    await tx.delete(smsCode).where(eq(smsCode.id, id));
  }

  async recordWrongAttempt(id: number, tx: DbExecutor = this.db): Promise<number> {
    const [row] = await tx
      .update(smsCode)
      .set({ attempts: sql`${smsCode.attempts} + 1` })
      .where(eq(smsCode.id, id))
      .returning({ attempts: smsCode.attempts });
    return row?.attempts ?? 0;
  }

  async markUsed(id: number, at: Date, tx: DbExecutor = this.db): Promise<void> {
    await tx.update(smsCode).set({ usedAt: at }).where(eq(smsCode.id, id));
  }
}
