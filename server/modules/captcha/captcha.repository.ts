// Stored captchas: the answer beside its uuid until it is used or expires. Each method runs on the
// database, or on the transaction it is handed last.
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { captcha } from './captcha.tables';

export class CaptchaRepository {
  constructor(private readonly db: AppDatabase) {}

  async insert(uuid: string, answer: string, expiresAt: Date, tx: DbExecutor = this.db): Promise<void> {
    await tx.insert(captcha).values({ uuid, answer, expiresAt });
  }

  /**
   * Marks the captcha used and returns its answer, in one statement: of two requests with the
   * same uuid only one gets the answer, right or wrong. Undefined when unknown, used or expired.
   */
  async consume(uuid: string, now: Date, tx: DbExecutor = this.db): Promise<string | undefined> {
    const [row] = await tx
      .update(captcha)
      .set({ usedAt: now })
      .where(and(eq(captcha.uuid, uuid), isNull(captcha.usedAt), gt(captcha.expiresAt, now)))
      .returning({ answer: captcha.answer });
    return row?.answer;
  }

  async findAnswer(uuid: string, tx: DbExecutor = this.db): Promise<string | undefined> {
    const [row] = await tx.select({ answer: captcha.answer }).from(captcha).where(eq(captcha.uuid, uuid));
    return row?.answer;
  }

  /** Expired rows are worthless; dropping them as new ones are made keeps the table small. */
  async deleteExpired(now: Date, tx: DbExecutor = this.db): Promise<void> {
    await tx.delete(captcha).where(lt(captcha.expiresAt, now));
  }
}
