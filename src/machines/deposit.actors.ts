// The calls the deposit flow makes, as named actors (tests provide their own).
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

export interface DepositOptions {
  methods: PayMethodItem[];
  amounts: AmountList;
}

export const depositActors = {
  // The quick amounts only when the flag says so (SPEC.md §3 depositAmountListStatus).
  loadOptions: fromPromise<DepositOptions, { amountList: boolean }>(async ({ input }) => {
    const [methods, amounts] = await Promise.all([getPayMethods(), input.amountList ? getDepositAmountList() : Promise.resolve([])]);
    return { methods, amounts };
  }),
  loadChannels: fromPromise<PayChannelItem[], { methodId: number }>(({ input }) => getPayChannels(input.methodId)),
  loadBanks: fromPromise<PayBankItem[], { channelId: number }>(({ input }) => getPayBanks(input.channelId)),
  // A preview: quiet, and a newer amount replaces the call under way.
  budget: fromPromise<BudgetAmountReply, { channelId: number; amount: number }>(({ input }) =>
    budgetAmount(input.channelId, input.amount, { loading: false, toastError: false }),
  ),
  // The form shows the server's msg (a limit refused), so the call does not toast it as well.
  createOrder: fromPromise<ChargeReply, { request: ChargeRequest; key: string }>(({ input }) =>
    createDepositOrder(input.request, input.key, { toastError: false, cancellable: false }),
  ),
  orderStatus: fromPromise<OrderStatusReply, { orderNo: string }>(({ input }) => getOrderStatus(input.orderNo)),
};
