// The calls the cash-out screen makes, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import type { BankCardItem } from '../domain/bank-card';
import type { WithdrawalRequestItem, WithdrawRequestReply } from '../domain/withdrawal';
import { listBankCards } from '../services/bank-card.api';
import { getWithdrawAmountList, getWithdrawRequest, withdraw, type WithdrawInput } from '../services/withdrawal.api';

export interface CashoutData {
  cards: BankCardItem[];
  request: WithdrawRequestReply;
  /** The quick amounts; empty when withdrawAmountListStatus is off. */
  amounts: number[];
}

export const withdrawalActors = {
  loadCashout: fromPromise<CashoutData, { withAmountList: boolean }>(async ({ input }) => {
    const [cards, request, amounts] = await Promise.all([
      listBankCards(),
      getWithdrawRequest(),
      input.withAmountList ? getWithdrawAmountList() : Promise.resolve([]),
    ]);
    return { cards, request, amounts };
  }),
  loadRequests: fromPromise<WithdrawRequestReply>(() => getWithdrawRequest()),
  // The form shows the server's refusal itself, so the call does not toast it as well.
  withdraw: fromPromise<WithdrawalRequestItem, WithdrawInput>(({ input }) => withdraw(input, { toastError: false })),
};
