// The calls the deposit flow makes, as named actors (tests provide their own): the choices, the
// preview, the order made as a retry-safe call whose send is the charge route, and the order's
// status (asked by the order follower, deposit-order.machine.ts).
import { fromPromise } from 'xstate';
import type { AmountList, BudgetAmountReply, ChargeReply, OrderStatusReply, PayBankItem, PayChannelItem, PayMethodItem } from '../domain/pay.schema';
import {
  budgetAmount,
  createDepositOrder,
  getDepositAmountList,
  getOrderStatus,
  getPayBanks,
  getPayChannels,
  getPayMethods,
  type ChargeRequest,
} from '../services/pay.api';
import { retrySafeCallMachine, type SendInput } from './retry-safe-call.machine';

export interface DepositOptions {
  methods: PayMethodItem[];
  amounts: AmountList;
}

// The form shows the server's msg (a limit refused), so the call does not toast it as well.
export const sendCharge = fromPromise<ChargeReply, SendInput<ChargeRequest>>(({ input }) =>
  createDepositOrder(input.request, input.key, { toastError: false, cancellable: false }),
);

export const depositOrderActors = {
  orderStatus: fromPromise<OrderStatusReply, { orderNo: string }>(({ input }) => getOrderStatus(input.orderNo)),
};

export const depositPreviewActors = {
  // A preview: quiet, and a newer amount replaces the call under way.
  budget: fromPromise<BudgetAmountReply, { channelId: number; amount: number }>(({ input }) =>
    budgetAmount(input.channelId, input.amount, { loading: false, toastError: false }),
  ),
};

export const depositActors = {
  // The quick amounts only when the flag says so (SPEC.md §3 depositAmountListStatus).
  loadOptions: fromPromise<DepositOptions, { amountList: boolean }>(async ({ input }) => {
    const [methods, amounts] = await Promise.all([getPayMethods(), input.amountList ? getDepositAmountList() : Promise.resolve([])]);
    return { methods, amounts };
  }),
  loadChannels: fromPromise<PayChannelItem[], { methodId: number }>(({ input }) => getPayChannels(input.methodId)),
  loadBanks: fromPromise<PayBankItem[], { channelId: number }>(({ input }) => getPayBanks(input.channelId)),
  call: retrySafeCallMachine.provide({ actors: { send: sendCharge } }),
};
