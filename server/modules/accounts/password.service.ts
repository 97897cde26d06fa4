// Passwords after sign-up: the forgotten-password reset by phone code (SPEC.md §2 reset
// password: phone, code, username, new password; success logs in) and the change by a logged-in
// player. Either way the old sessions end: a reset ends all of them, a change all but the one
// making it. With authenticator 2FA on, both wait for the second factor: a change takes the code
// with the passwords, and a reset changes nothing until its challenge is completed.
import type { Static } from 'typebox';
import { checkNewPasswordDiffers, checkPassword, checkRequired, checkSmsCode, checkUsername } from '../../../src/domain/validation';
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import { refused } from '../../errors';
import { deliverCode, type CodeRequester, type SmsCodes } from '../../shared/code-delivery';
import { assertValid, trimmed } from '../../shared/input-checks';
import { unwrap, type Outcome } from '../../shared/outcome';
import { canonicalPhone, checkPhoneInput, sitePhoneCountry } from '../../shared/phone-input';
import type { AuthenticatedSession, SessionMeta } from '../../shared/player-session';
import type { SecondFactorCheck } from '../../shared/second-factor';
import type { SiteSettingsReader } from '../../shared/site-settings';
import type { ChangePasswordInput as ChangePasswordSchema, ResetPasswordInput as ResetPasswordSchema } from './account.schemas';
import type { LoginResult, LoginSecondFactor } from './login.service';
import { hashPassword, verifyPassword } from './password-hasher';
import type { PlayerRepository } from './player.repository';
import type { SessionService } from './session.service';

export type ResetPasswordInput = Static<typeof ResetPasswordSchema>;
export type ChangePasswordInput = Static<typeof ChangePasswordSchema>;

export interface PasswordServiceDeps {
  db: AppDatabase;
  players: PlayerRepository;
  sessions: SessionService;
  sms: SmsCodes;
  site: SiteSettingsReader;
  now: Clock;
  twoFactor: Pick<LoginSecondFactor, 'challengeIfOn'> & SecondFactorCheck;
}

export class PasswordService {
  constructor(private readonly deps: PasswordServiceDeps) {}

  /** POST /forgetPwd/sendPhoneCode. */
  async sendResetCode(rawPhone: string | undefined, requester: CodeRequester): Promise<void> {
    assertValid(checkPhoneInput('phone', rawPhone, await sitePhoneCountry(this.deps.site)));
    const phone = canonicalPhone(rawPhone ?? '');
    const player = await this.deps.players.findByPhone(phone);
    if (!player) throw refused('server.phoneNotRegistered');
    await this.deps.sessions.assertMayGetCode(player.id);
    await deliverCode({ sms: this.deps.sms, site: this.deps.site }, phone, 'reset', requester);
  }

  /**
   * PUT /forgetPwd/updatePwd; returns the token of the session it opens or, with 2FA on, the
   * challenge POST /twoFactor/login completes: the SMS code proves the phone, which is not the
   * second factor, so the new password waits in the challenge and takes effect (ending every
   * session) only when a code completes it. Until then the old password and sessions stand.
   */
  async resetPassword(input: ResetPasswordInput, meta: SessionMeta): Promise<LoginResult> {
    const code = trimmed(input.code);
    const username = trimmed(input.username);
    const password = input.password ?? '';
    assertValid(
      checkPhoneInput('phone', input.phone, await sitePhoneCountry(this.deps.site)),
      checkSmsCode('code', code),
      checkUsername('username', username),
      checkPassword('password', password),
    );
    const phone = canonicalPhone(input.phone ?? '');
    const player = await this.deps.players.findByPhone(phone);
    if (!player) throw refused('server.phoneNotRegistered');
    const passwordHash = await hashPassword(password);
    const outcome = await this.deps.db.transaction(async (tx): Promise<Outcome<LoginResult>> => {
      // The code is checked before the username, so without the code nobody learns whose
      // username goes with the phone; a mistyped username does not use the code up.
      const check = await this.deps.sms.check(phone, 'reset', code, tx);
      if (!check.ok) return check;
      if (player.username.toLowerCase() !== username.toLowerCase()) {
        return { ok: false, error: refused('server.usernamePhoneMismatch') };
      }
      await this.deps.sms.markUsed(check.id, tx);
      // With 2FA on the password, the login and the lift of a password lock wait for the second factor.
      const challenge = await this.deps.twoFactor.challengeIfOn(player.id, meta, tx, passwordHash);
      if (challenge) return { ok: true, value: challenge };
      await this.deps.players.setPasswordHash(player.id, passwordHash, this.deps.now(), tx);
      await this.deps.sessions.revokeAll(player.id, tx);
      // Proving the phone also lifts a lock from wrong passwords.
      await this.deps.players.recordLogin(player.id, this.deps.now(), tx);
      return { ok: true, value: await this.deps.sessions.issue(player.id, meta, tx) };
    });
    return unwrap(outcome);
  }

  /**
   * PUT /modified/updatePwd: ends every other session of the player. The old password is checked
   * first (a wrong one spends no code); with 2FA on the code is asked too, as for a bank card.
   */
  async changePassword(current: AuthenticatedSession, input: ChangePasswordInput): Promise<void> {
    const oldPassword = input.oldPassword ?? '';
    const newPassword = input.newPassword ?? '';
    assertValid(
      checkRequired('oldPassword', oldPassword),
      checkPassword('newPassword', newPassword),
      checkNewPasswordDiffers('newPassword', oldPassword, newPassword),
    );
    const player = await this.deps.players.findById(current.playerId);
    if (!player || !(await verifyPassword(player.passwordHash, oldPassword))) throw refused('server.oldPasswordWrong');
    const passwordHash = await hashPassword(newPassword);
    await this.deps.twoFactor.counting(player.id, () =>
      this.deps.db.transaction(async (tx) => {
        await this.deps.twoFactor.confirm(player.id, input.twoFactorCode, tx);
        await this.deps.players.setPasswordHash(player.id, passwordHash, this.deps.now(), tx);
        await this.deps.sessions.revokeAllExcept(player.id, current.sessionId, tx);
      }),
    );
  }
}
