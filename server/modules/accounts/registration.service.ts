// Sign-up (SPEC.md §2 sign-up steps, §3 registration payload, §4 sign-up flow): phone, the SMS
// code when the site asks for it, an optional username (blank means the phone), a password, an
// optional invite code, and a bank card when the site asks for one. A phone or username signs
// up once: the unique indexes decide, so two sign-ups at once cannot both win.
import type { Static } from 'typebox';
import { FALLBACK_LOCALE } from '../../../src/domain/locales';
import { NEW_BANK_CARD_DEFAULT_STATUS, NEW_BANK_CARD_OPERATOR_CODE } from '../../../src/domain/constants';
import { checkDigits, checkMaxLength, checkPassword, checkRequired, checkSmsCode, checkUsername } from '../../../src/domain/validation';
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import { uniqueViolation } from '../../db/unique-violation';
import { invalid, refused } from '../../errors';
import { deliverCode, type CodeRequester, type SmsCodes } from '../../shared/code-delivery';
import { assertValid, trimmed } from '../../shared/input-checks';
import { unwrap, type Outcome } from '../../shared/outcome';
import { canonicalPhone, checkPhoneInput, sitePhoneCountry } from '../../shared/phone-input';
import type { SessionMeta } from '../../shared/player-session';
import type { SiteSettingsReader } from '../../shared/site-settings';
import type { BankCardInput as BankCardSchema, RegisterInput as RegisterSchema } from './account.schemas';
import { newInviteCode } from './invite-code';
import { hashPassword } from './password-hasher';
import type { NewBankCard, PlayerRepository } from './player.repository';
import { decodeRegisterCodeRequest } from './register-code-request';
import type { SessionService } from './session.service';
import { sendWelcome, type WelcomeSender } from './welcome-message';

export type BankCardInput = Static<typeof BankCardSchema>;
export type RegisterInput = Static<typeof RegisterSchema>;

/** A bank of the site's country by its code (the banks module's). */
export interface BankFinder {
  findForSite(code: string): Promise<{ code: string; name: string; icon: string } | undefined>;
}

/** A fresh invite code clashing with an existing one is a one-in-10^12 event; a few tries suffice. */
const INVITE_CODE_TRIES = 3;

export interface RegistrationServiceDeps {
  db: AppDatabase;
  players: PlayerRepository;
  sessions: SessionService;
  sms: SmsCodes;
  site: SiteSettingsReader;
  banks: BankFinder;
  now: Clock;
  /** The messages module's writer: a new player's welcome; without it sign-up sends none. */
  welcome?: WelcomeSender;
}

export class RegistrationService {
  constructor(private readonly deps: RegistrationServiceDeps) {}

  /** POST /register/sendRegisterPhoneCode: `encoded` is Base64 of the phone and 4 random digits. */
  async sendRegisterCode(encoded: string | undefined, requester: CodeRequester): Promise<void> {
    assertValid(checkRequired('code', trimmed(encoded)));
    const rawPhone = decodeRegisterCodeRequest(encoded);
    const country = await sitePhoneCountry(this.deps.site);
    assertValid(rawPhone === null ? { field: 'phone', rule: 'phone' } : checkPhoneInput('phone', rawPhone, country));
    const phone = canonicalPhone(rawPhone ?? '');
    if (await this.deps.players.findByPhone(phone)) throw refused('server.phoneTaken');
    await deliverCode({ sms: this.deps.sms, site: this.deps.site }, phone, 'register', requester);
  }

  /**
   * POST /register and /v2/register; returns the new session's token. `lang` is the caller's: the
   * welcome message is written in it, in the transaction that makes the player.
   */
  async register(input: RegisterInput, meta: SessionMeta, lang: string = FALLBACK_LOCALE): Promise<string> {
    const site = await this.deps.site.getSiteInfo();
    const country = await sitePhoneCountry(this.deps.site);
    const code = trimmed(input.code);
    const card = input.gameUserBankCard;
    const password = input.password ?? '';
    assertValid(
      checkPhoneInput('phone', input.phone, country),
      site.gameAccountRegisterSMS ? checkSmsCode('code', code) : null,
      checkUsername('username', trimmed(input.username), true),
      checkPassword('password', password),
      ...(site.gameAccountRegisterBank ? bankCardChecks(card) : []),
    );
    const phone = canonicalPhone(input.phone ?? '');
    const username = trimmed(input.username) || phone;
    const bankCard = site.gameAccountRegisterBank ? await this.bankCardFrom(card ?? {}, phone) : null;

    // Friendly answers first; the unique indexes below still decide a race.
    if (await this.deps.players.findByPhone(phone)) throw refused('server.phoneTaken');
    if (await this.deps.players.findByUsername(username)) throw refused('server.usernameTaken');
    const passwordHash = await hashPassword(password);
    const inviteCode = trimmed(input.inviteCode);
    // An unknown invite code (an old link) does not block the sign-up; it is just not recorded.
    const invitedBy = inviteCode && (await this.deps.players.inviteCodeExists(inviteCode)) ? inviteCode : null;

    for (let attempt = 1; ; attempt += 1) {
      try {
        const outcome = await this.deps.db.transaction(async (tx): Promise<Outcome<string>> => {
          if (site.gameAccountRegisterSMS) {
            const check = await this.deps.sms.check(phone, 'register', code, tx);
            if (!check.ok) return check;
            await this.deps.sms.markUsed(check.id, tx);
          }
          const now = this.deps.now();
          const created = await this.deps.players.insert({
            username,
            phone,
            passwordHash,
            inviteCode: newInviteCode(),
            invitedBy,
            createdAt: now,
            updatedAt: now,
            lastLoginAt: now,
          }, tx);
          if (bankCard) await this.deps.players.insertBankCard(created.id, { ...bankCard, createdAt: now }, tx);
          if (this.deps.welcome) await sendWelcome(this.deps.welcome, created.id, lang, site.websiteName, tx);
          return { ok: true, value: await this.deps.sessions.issue(created.id, meta, tx) };
        });
        return unwrap(outcome);
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'player_phone_unique') throw refused('server.phoneTaken');
        if (constraint === 'player_username_unique') throw refused('server.usernameTaken');
        if (constraint === 'player_invite_code_unique' && attempt < INVITE_CODE_TRIES) continue;
        throw error;
      }
    }
  }

  /** The card as stored: bank name and icon from the supported list, not from the client. */
  private async bankCardFrom(card: BankCardInput, phone: string): Promise<Omit<NewBankCard, 'createdAt'>> {
    const bank = await this.deps.banks.findForSite(trimmed(card.bank));
    if (!bank) throw invalid('server.bankUnsupported');
    return {
      bankCode: bank.code,
      bankName: bank.name,
      icon: bank.icon,
      holder: trimmed(card.bankCardName),
      account: trimmed(card.bankCardAccount),
      // SPEC.md §3: the remark of a sign-up card is the phone.
      remark: trimmed(card.bankCardRemark) || phone,
      phone,
      defaultStatus: NEW_BANK_CARD_DEFAULT_STATUS,
      operatorCode: NEW_BANK_CARD_OPERATOR_CODE,
    };
  }
}

function bankCardChecks(card: BankCardInput | undefined) {
  return [
    checkRequired('gameUserBankCard', card),
    checkRequired('gameUserBankCard.bank', trimmed(card?.bank)),
    checkRequired('gameUserBankCard.bankCardName', trimmed(card?.bankCardName)),
    checkMaxLength('gameUserBankCard.bankCardName', trimmed(card?.bankCardName)),
    checkDigits('gameUserBankCard.bankCardAccount', trimmed(card?.bankCardAccount)),
    checkMaxLength('gameUserBankCard.bankCardAccount', trimmed(card?.bankCardAccount), BANK_ACCOUNT_MAX_DIGITS),
    checkMaxLength('gameUserBankCard.bankCardRemark', trimmed(card?.bankCardRemark)),
  ];
}

/** Longer than any bank or e-wallet account number in the three countries. */
const BANK_ACCOUNT_MAX_DIGITS = 30;
