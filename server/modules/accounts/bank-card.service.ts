// Bank cards (SPEC.md §3 "Bank card"; issue 8 "Withdrawals and bank cards"): list, add, edit and
// set default, for the player's own cards only. They live in the accounts module because the card
// rows are the player's (bank_card is written at sign-up by the registration here) and because
// changing one asks for the player's password again, which only this module can check; the
// withdrawals module reads a card through `ownCard`, handed to it by name.
//
// Rules: the password is checked before anything else, and a wrong one saves nothing; the bank
// must be one the site supports (banks module), and its name and icon come from that list, not
// from the client; the account is digits only; a new card is defaultStatus 0 / operatorCode CUSTOM
// (SPEC.md §9) unless it is the player's first card, which becomes the default. Card numbers leave
// the server masked but for their last four digits.
import type { BankCardInput } from '../../../src/domain/bank-card';
import type { BankCardItem } from '../../../src/domain/bank-card.schema';
import { NEW_BANK_CARD_DEFAULT_STATUS, NEW_BANK_CARD_OPERATOR_CODE } from '../../../src/domain/constants';
import { checkDigits, checkMaxLength, checkRequired } from '../../../src/domain/validation';
import type { Clock } from '../../clock';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { invalid, refused, unauthorized } from '../../errors';
import { assertValid, trimmed } from '../../shared/input-checks';
import { canonicalPhone, checkPhoneInput, sitePhoneCountry } from '../../shared/phone-input';
import type { SiteSettingsReader } from '../../shared/site-settings';
import type { BankCardFields, BankCardRepository, BankCardRow } from './bank-card.repository';
import { verifyPassword } from './password-hasher';
import type { PlayerRepository } from './player.repository';
import type { SecondFactorCheck } from '../../shared/second-factor';
import type { BankFinder } from './registration.service';

/** Longer than any bank or e-wallet account number in the three countries (as at sign-up). */
export const BANK_ACCOUNT_MAX_DIGITS = 30;
const VISIBLE_DIGITS = 4;

/** "6222********1234": every digit but the last four hidden, the length kept. */
export function maskCardAccount(account: string): string {
  if (account.length <= VISIBLE_DIGITS) return account;
  return '*'.repeat(account.length - VISIBLE_DIGITS) + account.slice(-VISIBLE_DIGITS);
}

export function toBankCardItem(row: BankCardRow): BankCardItem {
  return {
    id: row.id,
    bank: row.bankCode,
    bankName: row.bankName,
    bankCardName: row.holder,
    bankCardAccount: maskCardAccount(row.account),
    bankCardRemark: row.remark,
    phone: row.phone,
    icon: row.icon,
    defaultStatus: row.defaultStatus,
    operatorCode: row.operatorCode,
    operatorName: row.operatorName,
  };
}

/** What a withdrawal copies from the card it pays to (the full number, for the payout). */
export interface OwnBankCard {
  id: number;
  bankName: string;
  holder: string;
  account: string;
}

export interface BankCardServiceDeps {
  db: AppDatabase;
  cards: BankCardRepository;
  players: PlayerRepository;
  banks: BankFinder;
  site: SiteSettingsReader;
  now: Clock;
  /** Issue 12: a card is added, changed or made the default only with the authenticator code while 2FA is on. */
  twoFactor: SecondFactorCheck;
}

export class BankCardService {
  constructor(private readonly deps: BankCardServiceDeps) {}

  async list(playerId: number): Promise<BankCardItem[]> {
    return (await this.deps.cards.listOf(playerId)).map(toBankCardItem);
  }

  /** The player's card for a withdrawal, or undefined (another player's card is not found either). */
  async ownCard(playerId: number, id: number, tx?: DbExecutor): Promise<OwnBankCard | undefined> {
    const row = await this.deps.cards.findOwn(playerId, id, tx);
    return row && { id: row.id, bankName: row.bankName, holder: row.holder, account: row.account };
  }

  async add(playerId: number, input: BankCardInput): Promise<BankCardItem> {
    await this.confirmPassword(playerId, input.password);
    const fields = await this.fieldsFrom(input);
    const now = this.deps.now();
    return this.deps.twoFactor.counting(playerId, () => this.deps.db.transaction(async (tx) => {
      // The player row's lock serialises two adds at once, so exactly one can be the first card.
      if (!(await this.deps.players.lockById(playerId, tx))) throw unauthorized();
      await this.deps.twoFactor.confirm(playerId, input.twoFactorCode, tx);
      const first = (await this.deps.cards.countOf(playerId, tx)) === 0;
      const row = await this.deps.cards.insert(
        playerId,
        { ...fields, defaultStatus: first ? 1 : NEW_BANK_CARD_DEFAULT_STATUS, operatorCode: NEW_BANK_CARD_OPERATOR_CODE, createdAt: now },
        tx,
      );
      return toBankCardItem(row);
    }));
  }

  async edit(playerId: number, id: number, input: BankCardInput): Promise<BankCardItem> {
    await this.confirmPassword(playerId, input.password);
    const fields = await this.fieldsFrom(input);
    const row = await this.deps.twoFactor.counting(playerId, () =>
      this.deps.db.transaction(async (tx) => {
        await this.deps.twoFactor.confirm(playerId, input.twoFactorCode, tx);
        return this.deps.cards.update(playerId, id, fields, this.deps.now(), tx);
      }),
    );
    if (!row) throw refused('server.bankCard.notFound');
    return toBankCardItem(row);
  }

  /** The default card is where payouts go first, so choosing it asks what adding one does. */
  async setDefault(playerId: number, id: number, password: string | undefined, twoFactorCode?: string): Promise<BankCardItem[]> {
    await this.confirmPassword(playerId, password);
    await this.deps.twoFactor.counting(playerId, () =>
      this.deps.db.transaction(async (tx) => {
        if (!(await this.deps.players.lockById(playerId, tx))) throw unauthorized();
        await this.deps.twoFactor.confirm(playerId, twoFactorCode, tx);
        // Not the player's card: the throw rolls back the clearing of the old default.
        if (!(await this.deps.cards.setDefault(playerId, id, this.deps.now(), tx))) throw refused('server.bankCard.notFound');
      }),
    );
    return this.list(playerId);
  }

  /** SPEC.md: the password is asked again before a card is added or changed. */
  private async confirmPassword(playerId: number, password: string | undefined): Promise<void> {
    assertValid(checkRequired('password', trimmed(password)));
    const player = await this.deps.players.findById(playerId);
    if (!player) throw unauthorized();
    if (!(await verifyPassword(player.passwordHash, password ?? ''))) throw refused('server.bankCard.passwordWrong');
  }

  private async fieldsFrom(input: BankCardInput): Promise<BankCardFields> {
    const holder = trimmed(input.bankCardName);
    const account = trimmed(input.bankCardAccount);
    const remark = trimmed(input.bankCardRemark);
    const phone = trimmed(input.phone);
    assertValid(
      checkRequired('bank', trimmed(input.bank)),
      checkRequired('bankCardName', holder),
      checkMaxLength('bankCardName', holder),
      checkRequired('bankCardAccount', account),
      checkDigits('bankCardAccount', account),
      checkMaxLength('bankCardAccount', account, BANK_ACCOUNT_MAX_DIGITS),
      checkMaxLength('bankCardRemark', remark),
      checkPhoneInput('phone', phone, await sitePhoneCountry(this.deps.site)),
    );
    const bank = await this.deps.banks.findForSite(trimmed(input.bank));
    if (!bank) throw invalid('server.bankUnsupported');
    return { bankCode: bank.code, bankName: bank.name, icon: bank.icon, holder, account, remark, phone: canonicalPhone(phone) };
  }
}
