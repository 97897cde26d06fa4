// The deposit calls (SPEC.md §7 pay calls; issue 8 "Deposits"), typed by src/domain/pay.ts. The
// calls that create money movements carry the Idempotency-Key the machine made before the first
// send, so a retry of the same attempt is answered with the first reply instead of a second order.
import type { ManualDepositInput } from '../domain/pay';
import type { AmountList, BudgetAmountReply, ChargeReply, ManualDepositReply, OrderStatusReply, PayBankItem, PayChannelItem, PayeeAccountItem, PayMethodItem } from '../domain/pay.schema';
import { IDEMPOTENCY_HEADER } from '../domain/trade';
import { api, type CallOptions } from './api-client';

const withKey = (key: string, options: CallOptions = {}): CallOptions => ({
  ...options,
  headers: { ...options.headers, [IDEMPOTENCY_HEADER]: key },
});

const list = <T>(data: T[] | null | undefined): T[] => (Array.isArray(data) ? data : []);

/** GET /pay/getPayMethod: the automatic ways to pay. */
export async function getPayMethods(options?: CallOptions): Promise<PayMethodItem[]> {
  return list((await api.get<PayMethodItem[]>('/pay/getPayMethod', undefined, options)).data);
}

/** GET /pay/getPayChannel/{methodId}: the method's channels with this player's limits today. */
export async function getPayChannels(methodId: number, options?: CallOptions): Promise<PayChannelItem[]> {
  return list((await api.get<PayChannelItem[]>(`/pay/getPayChannel/${methodId}`, undefined, options)).data);
}

/** GET /pay/getPayBank/{channelId}: the banks of a channel that asks for one. */
export async function getPayBanks(channelId: number, options?: CallOptions): Promise<PayBankItem[]> {
  return list((await api.get<PayBankItem[]>(`/pay/getPayBank/${channelId}`, undefined, options)).data);
}

/** GET /pay/getDepositAmountList: the quick amounts. */
export async function getDepositAmountList(options?: CallOptions): Promise<AmountList> {
  return list((await api.get<AmountList>('/pay/getDepositAmountList', undefined, options)).data);
}

/** POST /pay/budgetAmount: what the player pays and what arrives, for a preview. */
export async function budgetAmount(channelId: number, amount: number, options?: CallOptions): Promise<BudgetAmountReply> {
  return (await api.post<BudgetAmountReply>('/pay/budgetAmount', { channelId, amount }, options)).data;
}

export interface ChargeRequest {
  /** The channel's path segment. */
  channel: string;
  channelId: number;
  amount: number;
  /** Only for a channel that needs a bank: the call is then /recharge. */
  bankCode?: string;
}

/** POST /pay/{channel}/charge, or /recharge with a bank: creates the order (Idempotency-Key). */
export async function createDepositOrder(request: ChargeRequest, key: string, options?: CallOptions): Promise<ChargeReply> {
  const { channel, bankCode, ...body } = request;
  const path = `/pay/${encodeURIComponent(channel)}/${bankCode === undefined ? 'charge' : 'recharge'}`;
  const data = bankCode === undefined ? body : { ...body, bankCode };
  return (await api.post<ChargeReply>(path, data, withKey(key, options))).data;
}

/** GET /pay/getOrderStatus/{orderNo}. Polled quietly: no loading indicator, no toast, never replaced. */
export async function getOrderStatus(orderNo: string, options?: CallOptions): Promise<OrderStatusReply> {
  return (
    await api.get<OrderStatusReply>(`/pay/getOrderStatus/${encodeURIComponent(orderNo)}`, undefined, {
      loading: false,
      toastError: false,
      ...options,
    })
  ).data;
}

/** GET /pay/ManualDeposit/getBanks: the accounts a player transfers to. */
export async function getPayeeAccounts(options?: CallOptions): Promise<PayeeAccountItem[]> {
  return list((await api.get<PayeeAccountItem[]>('/pay/ManualDeposit/getBanks', undefined, options)).data);
}

/** POST /pay/ManualDeposit/submit (Idempotency-Key): the deposit then waits for an operator. */
export async function submitManualDeposit(input: ManualDepositInput, key: string, options?: CallOptions): Promise<ManualDepositReply> {
  return (await api.post<ManualDepositReply>('/pay/ManualDeposit/submit', { ...input }, withKey(key, options))).data;
}
