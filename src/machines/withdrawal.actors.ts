// The calls the cash-out screen makes, as named actors (tests provide their own): the cash-out
// figures, the requests, the withdrawal as a retry-safe call whose send is the withdraw route, and
// the 2FA code step that sends the same request with the code.
import { fromPromise } from 'xstate';
import type { BankCardItem } from '../domain/bank-card.schema';
import type { WithdrawalRequestItem, WithdrawRequestReply } from '../domain/withdrawal.schema';
import { listBankCards } from '../services/bank-card.api';
import { getWithdrawAmountList, getWithdrawRequest, withdraw, type WithdrawInput } from '../services/withdrawal.api';
import { getTwoFactorStatus } from '../services/security.api';
import { retrySafeCallMachine, type SendInput } from './retry-safe-call.machine';
import { twoFactorCodeMachine, type TwoFactorCheckInput } from './two-factor-code.machine';
import type { WithdrawRequest } from './withdrawal-form';

export interface CashoutData {
  cards: BankCardItem[];
  request: WithdrawRequestReply;
  /** The quick amounts; empty when withdrawAmountListStatus is off. */
  amounts: number[];
  /** Issue 12: the player has 2FA on, so the code step comes before the request. */
  twoFactor?: boolean;
}

// The form shows the server's refusal itself, so the call does not toast it as well.
export const sendWithdraw = fromPromise<WithdrawalRequestItem, SendInput<WithdrawRequest>>(({ input }) =>
  withdraw({ ...input.request, idempotencyKey: input.key }, { toastError: false }),
);

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
  call: retrySafeCallMachine.provide({ actors: { send: sendWithdraw } }),
  // Issue 12: the code step sends the request itself, its ticket the request (card, amount, key).
  secondFactor: twoFactorCodeMachine.provide({
    actors: {
      check: fromPromise<unknown, TwoFactorCheckInput>(({ input }) =>
        withdraw({ ...(JSON.parse(input.ticket) as WithdrawInput), twoFactorCode: input.code }, { toastError: false }),
      ),
    },
  }),
};
