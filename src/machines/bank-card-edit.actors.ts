// The calls the bank-card form makes, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import type { BankCardInput, BankCardItem } from '../domain/bank-card';
import { t } from '../services/i18n';
import { addBankCard, editBankCard, listBankCards } from '../services/bank-card.api';
import { getSupportBanks, type SupportedBank } from '../services/register.api';

export interface BankCardFormData {
  banks: SupportedBank[];
  /** The card being edited; null when adding. */
  card: BankCardItem | null;
}

export const bankCardEditActors = {
  loadForm: fromPromise<BankCardFormData, { cardId: number | null }>(async ({ input }) => {
    const [banks, cards] = await Promise.all([getSupportBanks(), input.cardId === null ? Promise.resolve([]) : listBankCards()]);
    const card = input.cardId === null ? null : (cards.find((item) => item.id === input.cardId) ?? null);
    if (input.cardId !== null && !card) throw new Error(t('bankCard.notFound'));
    return { banks, card };
  }),
  // The form shows the server's refusal (a wrong password), so the call does not toast it too.
  saveCard: fromPromise<BankCardItem, { cardId: number | null; card: BankCardInput }>(({ input }) =>
    input.cardId === null ? addBankCard(input.card, { toastError: false }) : editBankCard(input.cardId, input.card, { toastError: false }),
  ),
};
