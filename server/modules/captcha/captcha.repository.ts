// Stored captchas: the answer beside its uuid until it is used or expires.
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { captcha } from '../../db/schema';

export class CaptchaRepository {
  constructor(private readonly db: AppDatabase) {}

  async insert(uuid: string, answer: string, expiresAt: Date): Promise<void> {
    await this.db.insert(captcha).values({ uuid, answer, expiresAt });
  }

  /**
   * Marks the captcha used and returns its answer, in one statement: of two requests with the
   * same uuid only one gets the answer, right or wrong. Undefined when unknown, used or expired.
   */
  async consume(uuid: string, now: Date): Promise<string | undefined> {
    const [row] = await this.db
      .update(captcha)
      .set({ usedAt: now })
      .where(and(eq(captcha.uuid, uuid), isNull(captcha.usedAt), gt(captcha.expiresAt, now)))
      .returning({ answer: captcha.answer });
    return row?.answer;
  }

  async findAnswer(uuid: string): Promise<string | undefined> {
    const [row] = await this.db.select({ answer: captcha.answer }).from(captcha).where(eq(captcha.uuid, uuid));
    return row?.answer;
  }

  /** Expired rows are worthless; dropping them as new ones are made keeps the table small. */
  async deleteExpired(now: Date): Promise<void> {
    await this.db.delete(captcha).where(lt(captcha.expiresAt, now));
  }
}
