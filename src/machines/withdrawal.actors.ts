// The calls the cash-out screen makes, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import type { BankCardItem } from '../domain/bank-card.schema';
import type { WithdrawalRequestItem, WithdrawRequestReply } from '../domain/withdrawal.schema';
import { listBankCards } from '../services/bank-card.api';
import { getWithdrawAmountList, getWithdrawRequest, withdraw, type WithdrawInput } from '../services/withdrawal.api';
import { getTwoFactorStatus } from '../services/security.api';
import { twoFactorCodeMachine, type TwoFactorCheckInput } from './two-factor-code.machine';

export interface CashoutData {
  cards: BankCardItem[];
  request: WithdrawRequestReply;
  /** The quick amounts; empty when withdrawAmountListStatus is off. */
  amounts: number[];
  /** Issue 12: the player has 2FA on, so the code step comes before the request. */
  twoFactor?: boolean;
}

export const withdrawalActors = {
  loadCashout: fromPromise<CashoutData, { withAmountList: boolean }>(async ({ input }) => {
    const [cards, request, amounts, twoFactor] = await Promise.all([
      listBankCards(),
      getWithdrawRequest(),
      input.withAmountList ? getWithdrawAmountList() : Promise.resolve([]),
      getTwoFactorStatus(),
    ]);
    return { cards, request, amounts, twoFactor: twoFactor.enabled };
  }),
  loadRequests: fromPromise<WithdrawRequestReply>(() => getWithdrawRequest()),
  // The form shows the server's refusal itself, so the call does not toast it as well.
  withdraw: fromPromise<WithdrawalRequestItem, WithdrawInput>(({ input }) => withdraw(input, { toastError: false })),
  // Issue 12: the code step sends the request itself, its ticket the request (card, amount, key).
  secondFactor: twoFactorCodeMachine.provide({
    actors: {
      check: fromPromise<unknown, TwoFactorCheckInput>(({ input }) =>
        withdraw({ ...(JSON.parse(input.ticket) as WithdrawInput), twoFactorCode: input.code }, { toastError: false }),
      ),
    },
  }),
};
