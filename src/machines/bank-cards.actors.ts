// The calls the card list makes, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import type { BankCardItem } from '../domain/bank-card';
import { listBankCards, setDefaultBankCard } from '../services/bank-card.api';

export const bankCardsActors = {
  loadCards: fromPromise<BankCardItem[]>(() => listBankCards()),
  // The password prompt shows the server's refusal, so the call does not toast it as well.
  setDefault: fromPromise<BankCardItem[], { id: number; password: string }>(({ input }) => setDefaultBankCard(input.id, input.password, { toastError: false })),
};
