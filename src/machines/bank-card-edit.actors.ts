// The calls the bank-card form makes, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import type { BankCardInput } from '../domain/bank-card';
import type { BankCardItem } from '../domain/bank-card.schema';
import { t } from '../services/i18n';
import { addBankCard, editBankCard, listBankCards } from '../services/bank-card.api';
import { getSupportBanks, type SupportedBank } from '../services/register.api';
import { getTwoFactorStatus } from '../services/security.api';
import { twoFactorCodeMachine, type TwoFactorCheckInput } from './two-factor-code.machine';

const save = (cardId: number | null, card: BankCardInput) =>
  cardId === null ? addBankCard(card, { toastError: false }) : editBankCard(cardId, card, { toastError: false });

export interface BankCardFormData {
  banks: SupportedBank[];
  /** The card being edited; null when adding. */
  card: BankCardItem | null;
  /** Issue 12: the player has 2FA on, so a code is asked after the password. */
  twoFactor?: boolean;
}

export const bankCardEditActors = {
  loadForm: fromPromise<BankCardFormData, { cardId: number | null }>(async ({ input }) => {
    const [banks, cards, twoFactor] = await Promise.all([
      getSupportBanks(),
      input.cardId === null ? Promise.resolve([]) : listBankCards(),
      getTwoFactorStatus(),
    ]);
    const card = input.cardId === null ? null : (cards.find((item) => item.id === input.cardId) ?? null);
    if (input.cardId !== null && !card) throw new Error(t('bankCard.notFound'));
    return { banks, card, twoFactor: twoFactor.enabled };
  }),
  // The form shows the server's refusal (a wrong password), so the call does not toast it too.
  saveCard: fromPromise<BankCardItem, { cardId: number | null; card: BankCardInput }>(({ input }) => save(input.cardId, input.card)),
  // Issue 12: the code step saves the card itself, its ticket the card and the password.
  secondFactor: twoFactorCodeMachine.provide({
    actors: {
      check: fromPromise<unknown, TwoFactorCheckInput>(({ input }) => {
        const { cardId, card } = JSON.parse(input.ticket) as { cardId: number | null; card: BankCardInput };
        return save(cardId, { ...card, twoFactorCode: input.code });
      }),
    },
  }),
};
