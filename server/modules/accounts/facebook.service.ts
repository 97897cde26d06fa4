// Facebook login (SPEC.md §2 getFacebookQuery and bindPhone, §7 /oauth/*). Real only when the
// operator set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET; otherwise every call is refused with a
// clear message and site info carries facebookAppId '' so the web app hides the button.
// A Facebook user is tied to a phone once (by SMS code): an account with that phone gets the
// Facebook login added; a new phone gets a new account (its password set later by reset).
import type { Static } from 'typebox';
import { randomBytes } from 'node:crypto';
import { INPUT_MAX_LENGTH } from '../../../src/domain/constants';
import { FALLBACK_LOCALE } from '../../../src/domain/locales';
import { checkRequired, checkSmsCode } from '../../../src/domain/validation';
import type { Clock } from '../../clock';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { uniqueViolation } from '../../db/unique-violation';
import { refused } from '../../errors';
import { deliverCode, type CodeRequester, type SmsCodes } from '../../shared/code-delivery';
import { assertValid, trimmed } from '../../shared/input-checks';
import { unwrap, type Outcome } from '../../shared/outcome';
import { canonicalPhone, checkPhoneInput, sitePhoneCountry } from '../../shared/phone-input';
import type { SessionMeta } from '../../shared/player-session';
import type { SiteSettingsReader } from '../../shared/site-settings';
import type { BindPhoneInput as BindPhoneSchema } from './account.schemas';
import { FacebookTokenError, FacebookUnreachableError, verifyFacebookToken, type FacebookConfig, type FacebookUser } from './facebook-graph';
import { newInviteCode } from './invite-code';
import type { LoginResult, LoginSecondFactor } from './login.service';
import { hashPassword } from './password-hasher';
import type { PlayerRepository } from './player.repository';
import type { SessionService } from './session.service';
import { sendWelcome, type WelcomeSender } from './welcome-message';

/** A session (token or, 2FA on, the challenge), or the Facebook user still to bind a phone. */
export type FacebookLoginResult = { session: LoginResult } | { bindRequired: true; name: string };

export type BindPhoneInput = Static<typeof BindPhoneSchema>;

export interface FacebookServiceDeps {
  db: AppDatabase;
  players: PlayerRepository;
  sessions: SessionService;
  sms: SmsCodes;
  site: SiteSettingsReader;
  config: FacebookConfig | null;
  fetch: typeof fetch;
  now: Clock;
  twoFactor: LoginSecondFactor;
  /** The messages module's writer: a new account's welcome; without it none is sent. */
  welcome?: WelcomeSender;
}

export class FacebookService {
  constructor(private readonly deps: FacebookServiceDeps) {}

  /** For site info: '' when Facebook login is off. */
  get appId(): string {
    return this.deps.config?.appId ?? '';
  }

  async login(accessToken: string | undefined, meta: SessionMeta): Promise<FacebookLoginResult> {
    const user = await this.verify(accessToken);
    const player = await this.deps.players.findByFacebookId(user.id);
    if (!player) return { bindRequired: true, name: user.name };
    return { session: await this.deps.db.transaction((tx) => this.openOrChallenge(player.id, meta, tx)) };
  }

  async sendBindingCode(rawPhone: string | undefined, requester: CodeRequester): Promise<void> {
    this.requireConfig();
    assertValid(checkPhoneInput('phone', rawPhone, await sitePhoneCountry(this.deps.site)));
    await deliverCode({ sms: this.deps.sms, site: this.deps.site }, canonicalPhone(rawPhone ?? ''), 'bind', requester);
  }

  /**
   * Ties the Facebook user to the phone the code proves, and logs in. The binding stands even
   * when 2FA then asks for a code: the SMS code proved the phone, as a code login does.
   */
  async bindPhone(input: BindPhoneInput, meta: SessionMeta, lang: string = FALLBACK_LOCALE): Promise<LoginResult> {
    this.requireConfig();
    const code = trimmed(input.code);
    assertValid(
      checkPhoneInput('phone', input.phone, await sitePhoneCountry(this.deps.site)),
      checkSmsCode('code', code),
    );
    const user = await this.verify(input.accessToken);
    const phone = canonicalPhone(input.phone ?? '');
    const existing = await this.deps.players.findByPhone(phone);
    if (existing?.facebookId && existing.facebookId !== user.id) throw refused('server.facebookPhoneTaken');
    // Only a new account needs a password hash: a random one nobody knows, until a reset.
    const passwordHash = existing ? '' : await hashPassword(randomBytes(24).toString('base64url'));
    // Read before the transaction: inside it every query must go through it (one PGlite connection).
    const siteName = existing ? '' : (await this.deps.site.getSiteInfo()).websiteName;
    try {
      const outcome = await this.deps.db.transaction(async (tx): Promise<Outcome<LoginResult>> => {
        const check = await this.deps.sms.check(phone, 'bind', code, tx);
        if (!check.ok) return check;
        await this.deps.sms.markUsed(check.id, tx);
        const now = this.deps.now();
        const playerId = existing
          ? existing.id
          : (
              await this.deps.players.insert({
                username: phone,
                phone,
                passwordHash,
                nickname: user.name.slice(0, INPUT_MAX_LENGTH),
                inviteCode: newInviteCode(),
                createdAt: now,
                updatedAt: now,
              }, tx)
            ).id;
        // A new account's first message, as for a sign-up with a password.
        if (!existing && this.deps.welcome) await sendWelcome(this.deps.welcome, playerId, lang, siteName, tx);
        await this.deps.players.setFacebookId(playerId, user.id, now, tx);
        return { ok: true, value: await this.openOrChallenge(playerId, meta, tx) };
      });
      return unwrap(outcome);
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'player_facebook_id_unique') throw refused('server.facebookAlreadyBound');
      if (constraint === 'player_phone_unique') throw refused('server.phoneTaken');
      if (constraint === 'player_username_unique') throw refused('server.usernameTaken');
      throw error;
    }
  }

  /** With 2FA on, the login is recorded only once POST /twoFactor/login gets the second factor. */
  private async openOrChallenge(playerId: number, meta: SessionMeta, tx: DbExecutor): Promise<LoginResult> {
    const challenge = await this.deps.twoFactor.challengeIfOn(playerId, meta, tx);
    if (challenge) return challenge;
    await this.deps.players.recordLogin(playerId, this.deps.now(), tx);
    return this.deps.sessions.issue(playerId, meta, tx);
  }

  private requireConfig(): FacebookConfig {
    if (!this.deps.config) throw refused('server.facebookUnavailable');
    return this.deps.config;
  }

  private async verify(accessToken: string | undefined): Promise<FacebookUser> {
    const config = this.requireConfig();
    const token = trimmed(accessToken);
    assertValid(checkRequired('accessToken', token));
    try {
      return await verifyFacebookToken(config, token, this.deps.fetch);
    } catch (error) {
      if (error instanceof FacebookTokenError) throw refused('server.facebookTokenInvalid');
      if (error instanceof FacebookUnreachableError) throw refused('server.facebookUnreachable');
      throw error;
    }
  }
}
