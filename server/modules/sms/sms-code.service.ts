// Verification codes by SMS (SPEC.md §5, §9; DESIGN.md "Accounts and secrets"): 6 digits, stored
// hashed, bound to a purpose, valid 10 minutes, single use, dead after 5 wrong tries. Sending is
// refused within 60 s of the last code for the same phone and purpose, and limited per phone and
// per address by counting rows, so the limits hold across server instances.
import { CODE_RESEND_SECONDS } from '../../../src/domain/constants';
import { addSeconds, type Clock } from '../../clock';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { refused, tooManyRequests, type ApiError } from '../../errors';
import type { CodeCheck, SendCodeRequest, SmsCodes } from '../../shared/code-delivery';
import type { SmsPurpose } from '../../shared/sms-purpose';
import { SMS_CODE_MAX_ATTEMPTS, SMS_CODE_TTL_SECONDS, SMS_PER_IP_PER_HOUR, SMS_PER_PHONE_PER_HOUR } from './sms-limits';
import type { SmsCodeRepository } from './sms-code.repository';
import { generateSmsCode, hashSmsCode, newSalt, smsCodeMatches } from './sms-code-hash';
import type { OutboxMessage, SmsOutboxRepository } from './sms-outbox.repository';
import { SmsDeliveryError, type SmsProvider } from './sms-provider';

const HOUR_SECONDS = 3600;

export interface SmsCodeServiceDeps {
  db: AppDatabase;
  codes: SmsCodeRepository;
  outbox: SmsOutboxRepository;
  provider: SmsProvider;
  now: Clock;
}

export class SmsCodeService implements SmsCodes {
  private readonly db: AppDatabase;
  private readonly codes: SmsCodeRepository;
  private readonly outbox: SmsOutboxRepository;
  private readonly provider: SmsProvider;
  private readonly now: Clock;

  constructor({ db, codes, outbox, provider, now }: SmsCodeServiceDeps) {
    this.db = db;
    this.codes = codes;
    this.outbox = outbox;
    this.provider = provider;
    this.now = now;
  }

  get providerKind(): SmsProvider['kind'] {
    return this.provider.kind;
  }

  async send({ phone, purpose, ip, compose }: SendCodeRequest): Promise<void> {
    const code = generateSmsCode();
    const now = this.now();
    const outcome = await this.db.transaction(async (tx) => {
      // Phone first, then address, in every transaction: a fixed order cannot deadlock.
      await this.codes.lock(`sms:phone:${phone}`, tx);
      await this.codes.lock(`sms:ip:${ip}`, tx);
      const refusal = await this.refusalToSend(phone, purpose, ip, now, tx);
      if (refusal) return { ok: false as const, error: refusal };
      const salt = newSalt();
      const id = await this.codes.insert(
        {
          phone,
          purpose,
          salt,
          codeHash: hashSmsCode(salt, phone, purpose, code),
          createdAt: now,
          expiresAt: addSeconds(now, SMS_CODE_TTL_SECONDS),
          requesterIp: ip,
        },
        tx,
      );
      return { ok: true as const, id };
    });
    if (!outcome.ok) throw outcome.error;

    // Delivered outside the transaction: a slow gateway must not hold the lock or a connection.
    try {
      await this.provider.send({ phone, purpose, code, text: compose(code, SMS_CODE_TTL_SECONDS / 60) });
    } catch (error) {
      // Never delivered: forget it, so the player may ask again at once.
      await this.codes.delete(outcome.id);
      if (error instanceof SmsDeliveryError) throw refused('server.smsSendFailed');
      throw error;
    }
  }

  /**
   * Checks `code` against the newest code for the phone and purpose, inside the caller's
   * transaction, counting a wrong try. Nothing is consumed: call markUsed when the action goes
   * through. The caller must let the transaction commit (return, not throw) so a wrong try counts.
   */
  async check(phone: string, purpose: SmsPurpose, code: string, tx: DbExecutor): Promise<CodeCheck> {
    const row = await this.codes.latestForUpdate(phone, purpose, tx);
    if (!row || row.usedAt !== null || row.expiresAt <= this.now()) {
      return { ok: false, error: refused('server.smsCodeExpired') };
    }
    if (row.attempts >= SMS_CODE_MAX_ATTEMPTS) return { ok: false, error: refused('server.smsCodeDead') };
    if (smsCodeMatches(row.codeHash, row.salt, phone, purpose, code)) return { ok: true, id: row.id };
    const attempts = await this.codes.recordWrongAttempt(row.id, tx);
    return {
      ok: false,
      error: attempts >= SMS_CODE_MAX_ATTEMPTS ? refused('server.smsCodeDead') : refused('server.smsCodeWrong'),
    };
  }

  async markUsed(id: number, tx: DbExecutor): Promise<void> {
    await this.codes.markUsed(id, this.now(), tx);
  }

  /** What the outbox provider stored, newest first (dev route, ops). */
  async outboxMessages(phone?: string): Promise<OutboxMessage[]> {
    return this.outbox.list(phone);
  }

  private async refusalToSend(
    phone: string,
    purpose: SmsPurpose,
    ip: string,
    now: Date,
    tx: DbExecutor,
  ): Promise<ApiError | null> {
    const last = await this.codes.latest(phone, purpose, tx);
    if (last) {
      const waited = (now.getTime() - last.createdAt.getTime()) / 1000;
      if (waited < CODE_RESEND_SECONDS) {
        return refused('server.smsResendTooSoon', { seconds: Math.ceil(CODE_RESEND_SECONDS - waited) });
      }
    }
    const hourAgo = addSeconds(now, -HOUR_SECONDS);
    if ((await this.codes.countForPhoneSince(phone, hourAgo, tx)) >= SMS_PER_PHONE_PER_HOUR) {
      return tooManyRequests('server.smsTooManyForPhone');
    }
    if ((await this.codes.countForIpSince(ip, hourAgo, tx)) >= SMS_PER_IP_PER_HOUR) {
      return tooManyRequests('server.smsTooManyForAddress');
    }
    return null;
  }
}
