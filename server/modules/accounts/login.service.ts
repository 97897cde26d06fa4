// Logging in (SPEC.md §2 login screen, §7): by username or phone with a password (and the
// captcha when the site asks for one), or by phone with an SMS code. Wrong passwords slow the
// account down: after LOGIN_FAILURES_BEFORE_LOCK in a row it is locked for a window that doubles
// with each further failure, capped so a stranger cannot keep the owner out for long.
import type { Static } from 'typebox';
import { checkCaptcha, checkRequired, checkSmsCode } from '../../../src/domain/validation';
import { addSeconds, type Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import { refused } from '../../errors';
import { deliverCode, type CodeRequester, type SmsCodes } from '../../shared/code-delivery';
import { assertValid, trimmed } from '../../shared/input-checks';
import { unwrap, type Outcome } from '../../shared/outcome';
import { canonicalPhone, checkPhoneInput, sitePhoneCountry } from '../../shared/phone-input';
import type { SessionMeta } from '../../shared/player-session';
import type { SiteSettingsReader } from '../../shared/site-settings';
import type { LoginInput, PhoneCodeInput } from './account.schemas';
import { lockSecondsAfter } from './account-limits';
import { verifyAgainstNothing, verifyPassword } from './password-hasher';
import type { PlayerRepository, PlayerRow } from './player.repository';
import { UnknownLoginRepository, unknownLoginKey } from './unknown-login.repository';
import type { SessionService } from './session.service';
// --- authenticator 2FA at login (issue 12) ---
import type { LoginChallenge } from '../../../src/domain/account-security';
import type { DbExecutor } from '../../db/client';
import type { TwoFactorService } from './two-factor.service';

/** A session token, or (2FA on) the challenge POST /twoFactor/login completes. */
export type LoginResult = string | LoginChallenge;
/** The 2FA calls a login makes. */
export type LoginSecondFactor = Pick<TwoFactorService, 'challengeIfOn' | 'completeLogin'>;
// --- end 2FA ---

/** `username` is a username or a phone number; `code` and `uuid` are the captcha's. */
export type PasswordLoginInput = Static<typeof LoginInput>;
export type CodeLoginInput = Static<typeof PhoneCodeInput>;

/** The login captcha's check (the captcha module's): uses it up, throws unless right and fresh. */
export interface CaptchaCheck {
  verify(uuid: string | undefined, answer: string): Promise<void>;
}

export interface LoginServiceDeps {
  db: AppDatabase;
  players: PlayerRepository;
  sessions: SessionService;
  captcha: CaptchaCheck;
  sms: SmsCodes;
  site: SiteSettingsReader;
  now: Clock;
  twoFactor: LoginSecondFactor;
}

export class LoginService {
  private readonly db: AppDatabase;
  private readonly players: PlayerRepository;
  private readonly sessions: SessionService;
  private readonly captcha: CaptchaCheck;
  private readonly sms: SmsCodes;
  private readonly site: SiteSettingsReader;
  private readonly now: Clock;
  private readonly unknownLogins: UnknownLoginRepository;
  private readonly twoFactor: LoginSecondFactor;

  constructor({ db, players, sessions, captcha, sms, site, now, twoFactor }: LoginServiceDeps) {
    this.db = db;
    this.twoFactor = twoFactor;
    this.unknownLogins = new UnknownLoginRepository(db);
    this.players = players;
    this.sessions = sessions;
    this.captcha = captcha;
    this.sms = sms;
    this.site = site;
    this.now = now;
  }

  /** Returns the new session's token, or the 2FA challenge. */
  async loginWithPassword(input: PasswordLoginInput, meta: SessionMeta): Promise<LoginResult> {
    const login = trimmed(input.username);
    const password = input.password ?? '';
    const captchaOn = (await this.site.getSiteSetting('gameAccountCaptchaEnabled')) === true;
    assertValid(
      checkRequired('username', login),
      checkRequired('password', password),
      captchaOn ? checkCaptcha('code', trimmed(input.code)) : null,
    );
    if (captchaOn) await this.captcha.verify(trimmed(input.uuid) || undefined, trimmed(input.code));

    const player = await this.players.findByLogin(login, canonicalPhone(login));
    if (!player) return this.refuseUnknownLogin(login, password);
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
    const player = await this.players.findByPhone(phone);
    if (!player) throw refused('server.phoneNotRegistered');
    await this.sessions.assertMayGetCode(player.id);
    await deliverCode({ sms: this.sms, site: this.site }, phone, 'login', requester);
  }

  /** POST /smsLogin: the code proves the phone, so it also lifts a password lock. */
  async loginWithCode(input: CodeLoginInput, meta: SessionMeta): Promise<LoginResult> {
    const code = trimmed(input.code);
    assertValid(checkPhoneInput('phone', input.phone, await sitePhoneCountry(this.site)), checkSmsCode('code', code));
    const phone = canonicalPhone(input.phone ?? '');
    const player = await this.players.findByPhone(phone);
    if (!player) throw refused('server.phoneNotRegistered');
    const outcome = await this.db.transaction(async (tx): Promise<Outcome<LoginResult>> => {
      const check = await this.sms.check(phone, 'login', code, tx);
      if (!check.ok) return check;
      await this.sms.markUsed(check.id, tx);
      return { ok: true, value: await this.openOrChallenge(player.id, meta, tx) };
    });
    return unwrap(outcome);
  }

  async logout(sessionId: number): Promise<void> {
    await this.sessions.revoke(sessionId);
  }

  /**
   * A login no account matches answers exactly as an account would: the same wrong-password
   * reply, the same slow-down after the same number of tries (counted by login), and the time of
   * a real password check. Otherwise the replies would tell a stranger which logins exist.
   */
  private async refuseUnknownLogin(login: string, password: string): Promise<never> {
    const key = unknownLoginKey(login);
    this.refuseWhileLocked({ lockedUntil: await this.unknownLogins.lockedUntil(key) });
    await verifyAgainstNothing(password);
    const lockSeconds = await this.db.transaction(async (tx) => {
      const failures = await this.unknownLogins.countFailure(key, this.now(), tx);
      const seconds = lockSecondsAfter(failures);
      if (seconds > 0) await this.unknownLogins.setLockedUntil(key, addSeconds(this.now(), seconds), tx);
      return seconds;
    });
    throw lockSeconds > 0 ? refused('server.accountLocked', { seconds: lockSeconds }) : refused('server.loginFailed');
  }

  private refuseWhileLocked(player: Pick<PlayerRow, 'lockedUntil'>): void {
    const now = this.now();
    if (player.lockedUntil && player.lockedUntil > now) {
      const seconds = Math.ceil((player.lockedUntil.getTime() - now.getTime()) / 1000);
      throw refused('server.accountLocked', { seconds });
    }
  }

  /** Counts a wrong password under a row lock (two at once both count); returns the lock seconds. */
  private async recordFailure(playerId: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      const row = await this.players.lockById(playerId, tx);
      const failures = (row?.failedLogins ?? 0) + 1;
      const lockSeconds = lockSecondsAfter(failures);
      await this.players.setFailedLogins(playerId, failures, lockSeconds > 0 ? addSeconds(this.now(), lockSeconds) : null, tx);
      return lockSeconds;
    });
  }

  private async openSession(playerId: number, meta: SessionMeta): Promise<LoginResult> {
    return this.db.transaction((tx) => this.openOrChallenge(playerId, meta, tx));
  }

  // --- authenticator 2FA at login (issue 12) ---
  /** With 2FA on, the login is recorded only once the second factor is given. */
  private async openOrChallenge(playerId: number, meta: SessionMeta, tx: DbExecutor): Promise<LoginResult> {
    // A timed-out player hears so at once: a challenge would ask a code only to refuse after it.
    await this.sessions.assertMayLogin(playerId, tx);
    const challenge = await this.twoFactor.challengeIfOn(playerId, meta, tx);
    if (challenge) return challenge;
    return this.openSessionIn(playerId, meta, tx);
  }

  /** POST /twoFactor/login: the challenge and a code (or a recovery code) open the session. */
  async completeTwoFactor(challenge: string | undefined, code: string | undefined, meta: SessionMeta): Promise<string> {
    return this.twoFactor.completeLogin(challenge, code, (playerId, tx) => this.openSessionIn(playerId, meta, tx));
  }

  private async openSessionIn(playerId: number, meta: SessionMeta, tx: DbExecutor): Promise<string> {
    await this.players.recordLogin(playerId, this.now(), tx);
    return this.sessions.issue(playerId, meta, tx);
  }
  // --- end 2FA ---
}
