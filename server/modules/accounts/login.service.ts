// Logging in (SPEC.md §2 login screen, §7): by username or phone with a password (and the
// captcha when the site asks for one), or by phone with an SMS code. Wrong passwords slow the
// account down: after LOGIN_FAILURES_BEFORE_LOCK in a row it is locked for a window that doubles
// with each further failure, capped so a stranger cannot keep the owner out for long.
import { checkCaptcha, checkRequired, checkSmsCode } from '../../../src/domain/validation';
import { addSeconds, type Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import { refused } from '../../errors';
import { assertValid, trimmed } from '../../http/input-checks';
import type { CaptchaService } from '../captcha/captcha.service';
import type { SiteService } from '../site/site.service';
import type { SmsCodeService } from '../sms/sms-code.service';
import { lockSecondsAfter } from './account-limits';
import { deliverCode, type CodeRequester } from './code-delivery';
import { unwrap, type Outcome } from './outcome';
import { verifyAgainstNothing, verifyPassword } from './password-hasher';
import { canonicalPhone, checkPhoneInput, sitePhoneCountry } from './phone-input';
import type { PlayerRepository, PlayerRow } from './player.repository';
import type { SessionMeta, SessionService } from './session.service';

export interface PasswordLoginInput {
  /** A username or a phone number. */
  username?: string;
  password?: string;
  /** The captcha answer and its uuid. */
  code?: string;
  uuid?: string;
}

export interface CodeLoginInput {
  phone?: string;
  code?: string;
}

export class LoginService {
  constructor(
    private readonly db: AppDatabase,
    private readonly players: PlayerRepository,
    private readonly sessions: SessionService,
    private readonly captcha: CaptchaService,
    private readonly sms: SmsCodeService,
    private readonly site: SiteService,
    private readonly now: Clock,
  ) {}

  /** Returns the new session's token. */
  async loginWithPassword(input: PasswordLoginInput, meta: SessionMeta): Promise<string> {
    const login = trimmed(input.username);
    const password = input.password ?? '';
    const captchaOn = (await this.site.getSiteSetting('gameAccountCaptchaEnabled')) === true;
    assertValid(
      checkRequired('username', login),
      checkRequired('password', password),
      captchaOn ? checkCaptcha('code', trimmed(input.code)) : null,
    );
    if (captchaOn) await this.captcha.verify(trimmed(input.uuid) || undefined, trimmed(input.code));

    const player = await this.players.findByLogin(this.db, login, canonicalPhone(login));
    if (!player) {
      await verifyAgainstNothing(password);
      throw refused('server.loginFailed');
    }
    this.refuseWhileLocked(player);
    if (!(await verifyPassword(player.passwordHash, password))) {
      const lockSeconds = await this.recordFailure(player.id);
      throw lockSeconds > 0 ? refused('server.accountLocked', { seconds: lockSeconds }) : refused('server.loginFailed');
    }
    return this.openSession(player.id, meta);
  }

  /** POST /sendPhoneLoginCode: only a registered phone gets a login code. */
  async sendLoginCode(rawPhone: string | undefined, requester: CodeRequester): Promise<void> {
    assertValid(checkPhoneInput('phone', rawPhone, await sitePhoneCountry(this.site)));
    const phone = canonicalPhone(rawPhone ?? '');
    if (!(await this.players.findByPhone(this.db, phone))) throw refused('server.phoneNotRegistered');
    await deliverCode(this.sms, this.site, phone, 'login', requester);
  }

  /** POST /smsLogin: the code proves the phone, so it also lifts a password lock. */
  async loginWithCode(input: CodeLoginInput, meta: SessionMeta): Promise<string> {
    const code = trimmed(input.code);
    assertValid(checkPhoneInput('phone', input.phone, await sitePhoneCountry(this.site)), checkSmsCode('code', code));
    const phone = canonicalPhone(input.phone ?? '');
    const player = await this.players.findByPhone(this.db, phone);
    if (!player) throw refused('server.phoneNotRegistered');
    const outcome = await this.db.transaction(async (tx): Promise<Outcome<string>> => {
      const check = await this.sms.check(tx, phone, 'login', code);
      if (!check.ok) return check;
      await this.sms.markUsed(tx, check.id);
      await this.players.recordLogin(tx, player.id, this.now());
      return { ok: true, value: await this.sessions.issue(tx, player.id, meta) };
    });
    return unwrap(outcome);
  }

  async logout(sessionId: number): Promise<void> {
    await this.sessions.revoke(sessionId);
  }

  private refuseWhileLocked(player: PlayerRow): void {
    const now = this.now();
    if (player.lockedUntil && player.lockedUntil > now) {
      const seconds = Math.ceil((player.lockedUntil.getTime() - now.getTime()) / 1000);
      throw refused('server.accountLocked', { seconds });
    }
  }

  /** Counts a wrong password under a row lock (two at once both count); returns the lock seconds. */
  private async recordFailure(playerId: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      const row = await this.players.findById(tx, playerId, true);
      const failures = (row?.failedLogins ?? 0) + 1;
      const lockSeconds = lockSecondsAfter(failures);
      await this.players.setFailedLogins(tx, playerId, failures, lockSeconds > 0 ? addSeconds(this.now(), lockSeconds) : null);
      return lockSeconds;
    });
  }

  private async openSession(playerId: number, meta: SessionMeta): Promise<string> {
    return this.db.transaction(async (tx) => {
      await this.players.recordLogin(tx, playerId, this.now());
      return this.sessions.issue(tx, playerId, meta);
    });
  }
}
