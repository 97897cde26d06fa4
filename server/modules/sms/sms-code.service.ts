// Verification codes by SMS (SPEC.md §5, §9; DESIGN.md "Accounts and secrets"): 6 digits, stored
// hashed, bound to a purpose, valid 10 minutes, single use, dead after 5 wrong tries. Sending is
// refused within 60 s of the last code for the same phone and purpose, and limited per phone and
// per address by counting rows, so the limits hold across server instances.
import { CODE_RESEND_SECONDS } from '../../../src/domain/constants';
import { addSeconds, type Clock } from '../../clock';
import type { AppDatabase, DbExecutor } from '../../db/client';
import type { SmsPurpose } from '../../db/schema';
import { refused, tooManyRequests, type ApiError } from '../../errors';
import {
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_SECONDS,
  SMS_PER_IP_PER_HOUR,
  SMS_PER_PHONE_PER_HOUR,
} from '../accounts/account-limits';
import type { SmsCodeRepository } from './sms-code.repository';
import { generateSmsCode, hashSmsCode, newSalt, smsCodeMatches } from './sms-code-hash';
import type { OutboxMessage, SmsOutboxRepository } from './sms-outbox.repository';
import { SmsDeliveryError, type SmsProvider } from './sms-provider';

export interface SendCodeRequest {
  /** Already validated and normalized. */
  phone: string;
  purpose: SmsPurpose;
  /** The requester's address, for the per-address limit. */
  ip: string;
  /** The message text around the code, in the player's language. */
  compose(code: string, minutes: number): string;
}

/** A redeemable code (its row id) or why not; the caller marks it used once its action succeeds. */
export type CodeCheck = { ok: true; id: number } | { ok: false; error: ApiError };

const HOUR_SECONDS = 3600;

export class SmsCodeService {
  constructor(
    private readonly db: AppDatabase,
    private readonly codes: SmsCodeRepository,
    private readonly outbox: SmsOutboxRepository,
    private readonly provider: SmsProvider,
    private readonly now: Clock,
  ) {}

  get providerKind(): SmsProvider['kind'] {
    return this.provider.kind;
  }

  async send({ phone, purpose, ip, compose }: SendCodeRequest): Promise<void> {
    const code = generateSmsCode();
    const now = this.now();
    const outcome = await this.db.transaction(async (tx) => {
      // Phone first, then address, in every transaction: a fixed order cannot deadlock.
      await this.codes.lock(tx, `sms:phone:${phone}`);
      await this.codes.lock(tx, `sms:ip:${ip}`);
      const refusal = await this.refusalToSend(tx, phone, purpose, ip, now);
      if (refusal) return { ok: false as const, error: refusal };
      const salt = newSalt();
      const id = await this.codes.insert(tx, {
        phone,
        purpose,
        salt,
        codeHash: hashSmsCode(salt, phone, purpose, code),
        createdAt: now,
        expiresAt: addSeconds(now, SMS_CODE_TTL_SECONDS),
        requesterIp: ip,
      });
      return { ok: true as const, id };
    });
    if (!outcome.ok) throw outcome.error;

    // Delivered outside the transaction: a slow gateway must not hold the lock or a connection.
    try {
      await this.provider.send({ phone, purpose, code, text: compose(code, SMS_CODE_TTL_SECONDS / 60) });
    } catch (error) {
      // Never delivered: forget it, so the player may ask again at once.
      await this.codes.delete(this.db, outcome.id);
      if (error instanceof SmsDeliveryError) throw refused('server.smsSendFailed');
      throw error;
    }
  }

  /**
   * Checks `code` against the newest code for the phone and purpose, inside the caller's
   * transaction, counting a wrong try. Nothing is consumed: call markUsed when the action goes
   * through. The caller must let the transaction commit (return, not throw) so a wrong try counts.
   */
  async check(tx: DbExecutor, phone: string, purpose: SmsPurpose, code: string): Promise<CodeCheck> {
    const row = await this.codes.latest(tx, phone, purpose, true);
    if (!row || row.usedAt !== null || row.expiresAt <= this.now()) {
      return { ok: false, error: refused('server.smsCodeExpired') };
    }
    if (row.attempts >= SMS_CODE_MAX_ATTEMPTS) return { ok: false, error: refused('server.smsCodeDead') };
    if (smsCodeMatches(row.codeHash, row.salt, phone, purpose, code)) return { ok: true, id: row.id };
    const attempts = await this.codes.recordWrongAttempt(tx, row.id);
    return {
      ok: false,
      error: attempts >= SMS_CODE_MAX_ATTEMPTS ? refused('server.smsCodeDead') : refused('server.smsCodeWrong'),
    };
  }

  async markUsed(tx: DbExecutor, id: number): Promise<void> {
    await this.codes.markUsed(tx, id, this.now());
  }

  /** What the outbox provider stored, newest first (dev route, ops). */
  async outboxMessages(phone?: string): Promise<OutboxMessage[]> {
    return this.outbox.list(phone);
  }

  private async refusalToSend(
    tx: DbExecutor,
    phone: string,
    purpose: SmsPurpose,
    ip: string,
    now: Date,
  ): Promise<ApiError | null> {
    const last = await this.codes.latest(tx, phone, purpose);
    if (last) {
      const waited = (now.getTime() - last.createdAt.getTime()) / 1000;
      if (waited < CODE_RESEND_SECONDS) {
        return refused('server.smsResendTooSoon', { seconds: Math.ceil(CODE_RESEND_SECONDS - waited) });
      }
    }
    const hourAgo = addSeconds(now, -HOUR_SECONDS);
    if ((await this.codes.countForPhoneSince(tx, phone, hourAgo)) >= SMS_PER_PHONE_PER_HOUR) {
      return tooManyRequests('server.smsTooManyForPhone');
    }
    if ((await this.codes.countForIpSince(tx, ip, hourAgo)) >= SMS_PER_IP_PER_HOUR) {
      return tooManyRequests('server.smsTooManyForAddress');
    }
    return null;
  }
}
