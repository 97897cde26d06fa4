// Passwords after sign-up: the forgotten-password reset by phone code (SPEC.md §2 reset
// password: phone, code, username, new password; success logs in) and the change by a logged-in
// player. Either way the old sessions end: a reset ends all of them, a change all but the one
// making it.
import { checkNewPasswordDiffers, checkPassword, checkRequired, checkSmsCode, checkUsername } from '../../../src/domain/validation';
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import { refused } from '../../errors';
import { assertValid, trimmed } from '../../http/input-checks';
import type { SiteService } from '../site/site.service';
import type { SmsCodeService } from '../sms/sms-code.service';
import { deliverCode, type CodeRequester } from './code-delivery';
import { unwrap, type Outcome } from './outcome';
import { hashPassword, verifyPassword } from './password-hasher';
import { canonicalPhone, checkPhoneInput, sitePhoneCountry } from './phone-input';
import type { PlayerRepository } from './player.repository';
import type { AuthenticatedSession, SessionMeta, SessionService } from './session.service';

export interface ResetPasswordInput {
  phone?: string;
  code?: string;
  username?: string;
  password?: string;
}

export interface ChangePasswordInput {
  oldPassword?: string;
  newPassword?: string;
}

export class PasswordService {
  constructor(
    private readonly db: AppDatabase,
    private readonly players: PlayerRepository,
    private readonly sessions: SessionService,
    private readonly sms: SmsCodeService,
    private readonly site: SiteService,
    private readonly now: Clock,
  ) {}

  /** POST /forgetPwd/sendPhoneCode. */
  async sendResetCode(rawPhone: string | undefined, requester: CodeRequester): Promise<void> {
    assertValid(checkPhoneInput('phone', rawPhone, await sitePhoneCountry(this.site)));
    const phone = canonicalPhone(rawPhone ?? '');
    if (!(await this.players.findByPhone(this.db, phone))) throw refused('server.phoneNotRegistered');
    await deliverCode(this.sms, this.site, phone, 'reset', requester);
  }

  /** PUT /forgetPwd/updatePwd; returns the token of the session it opens. */
  async resetPassword(input: ResetPasswordInput, meta: SessionMeta): Promise<string> {
    const code = trimmed(input.code);
    const username = trimmed(input.username);
    const password = input.password ?? '';
    assertValid(
      checkPhoneInput('phone', input.phone, await sitePhoneCountry(this.site)),
      checkSmsCode('code', code),
      checkUsername('username', username),
      checkPassword('password', password),
    );
    const phone = canonicalPhone(input.phone ?? '');
    const player = await this.players.findByPhone(this.db, phone);
    if (!player) throw refused('server.phoneNotRegistered');
    const passwordHash = await hashPassword(password);
    const outcome = await this.db.transaction(async (tx): Promise<Outcome<string>> => {
      // The code is checked before the username, so without the code nobody learns whose
      // username goes with the phone; a mistyped username does not use the code up.
      const check = await this.sms.check(tx, phone, 'reset', code);
      if (!check.ok) return check;
      if (player.username.toLowerCase() !== username.toLowerCase()) {
        return { ok: false, error: refused('server.usernamePhoneMismatch') };
      }
      await this.sms.markUsed(tx, check.id);
      await this.players.setPasswordHash(tx, player.id, passwordHash, this.now());
      await this.sessions.revokeAllOf(tx, player.id);
      // Proving the phone also lifts a lock from wrong passwords.
      await this.players.recordLogin(tx, player.id, this.now());
      return { ok: true, value: await this.sessions.issue(tx, player.id, meta) };
    });
    return unwrap(outcome);
  }

  /** PUT /modified/updatePwd: ends every other session of the player. */
  async changePassword(current: AuthenticatedSession, input: ChangePasswordInput): Promise<void> {
    const oldPassword = input.oldPassword ?? '';
    const newPassword = input.newPassword ?? '';
    assertValid(
      checkRequired('oldPassword', oldPassword),
      checkPassword('newPassword', newPassword),
      checkNewPasswordDiffers('newPassword', oldPassword, newPassword),
    );
    const player = await this.players.findById(this.db, current.playerId);
    if (!player || !(await verifyPassword(player.passwordHash, oldPassword))) throw refused('server.oldPasswordWrong');
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await this.players.setPasswordHash(tx, player.id, passwordHash, this.now());
      await this.sessions.revokeAllOf(tx, player.id, current.sessionId);
    });
  }
}
