// Stored SMS codes (hashed). Every method takes the executor it runs on, because sending and
// redeeming happen inside the caller's short transaction.
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { smsCode, type SmsPurpose } from '../../db/schema';

export type SmsCodeRow = typeof smsCode.$inferSelect;
export type NewSmsCode = Omit<typeof smsCode.$inferInsert, 'id'>;

export class SmsCodeRepository {
  /**
   * Serialises every send for one key (a phone, an address) until the transaction ends, so two
   * requests at once cannot both pass the resend and rate checks. Held by PostgreSQL, so it works
   * across server instances.
   */
  async lock(tx: DbExecutor, key: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  }

  /** The newest code for a phone and purpose; only that one can be redeemed. */
  async latest(tx: DbExecutor, phone: string, purpose: SmsPurpose, forUpdate = false): Promise<SmsCodeRow | undefined> {
    const query = tx
      .select()
      .from(smsCode)
      .where(and(eq(smsCode.phone, phone), eq(smsCode.purpose, purpose)))
      .orderBy(desc(smsCode.createdAt), desc(smsCode.id))
      .limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  }

  async countForPhoneSince(tx: DbExecutor, phone: string, since: Date): Promise<number> {
    const [row] = await tx
      .select({ total: count() })
      .from(smsCode)
      .where(and(eq(smsCode.phone, phone), gt(smsCode.createdAt, since)));
    return row?.total ?? 0;
  }

  async countForIpSince(tx: DbExecutor, ip: string, since: Date): Promise<number> {
    const [row] = await tx
      .select({ total: count() })
      .from(smsCode)
      .where(and(eq(smsCode.requesterIp, ip), gt(smsCode.createdAt, since)));
    return row?.total ?? 0;
  }

  async insert(tx: DbExecutor, values: NewSmsCode): Promise<number> {
    const [row] = await tx.insert(smsCode).values(values).returning({ id: smsCode.id });
    if (!row) throw new Error('insert into sms_code returned no row');
    return row.id;
  }

  async delete(tx: DbExecutor, id: number): Promise<void> {
    await tx.delete(smsCode).where(eq(smsCode.id, id));
  }

  async recordWrongAttempt(tx: DbExecutor, id: number): Promise<number> {
    const [row] = await tx
      .update(smsCode)
      .set({ attempts: sql`${smsCode.attempts} + 1` })
      .where(eq(smsCode.id, id))
      .returning({ attempts: smsCode.attempts });
    return row?.attempts ?? 0;
  }

  async markUsed(tx: DbExecutor, id: number, at: Date): Promise<void> {
    await tx.update(smsCode).set({ usedAt: at }).where(eq(smsCode.id, id));
  }
}
