// Withdrawal calls (SPEC.md §7 GET /pay/getWithdrawAmountList, /pay/getWithdrawRequest, POST
// /pay/withdraw; issue 8 "Withdrawals and bank cards"). POST /pay/withdraw moves money, so it
// carries the Idempotency-Key the withdrawal machine made before its first send.
import type { AmountList } from '../domain/pay.schema';
import { IDEMPOTENCY_HEADER } from '../domain/trade';
import type { WithdrawalRequestItem, WithdrawRequestReply } from '../domain/withdrawal.schema';
import { api, type CallOptions } from './api-client';

export interface WithdrawInput {
  bankCardId: number;
  amount: number;
  /** Made once per intended withdrawal and sent again unchanged on every retry of it. */
  idempotencyKey: string;
  /** Issue 12: the authenticator (or recovery) code, while the player has 2FA on. */
  twoFactorCode?: string;
}

/** GET /pay/getWithdrawRequest: balance, limits and the player's latest requests. */
export async function getWithdrawRequest(options?: CallOptions): Promise<WithdrawRequestReply> {
  return (await api.get<WithdrawRequestReply>('/pay/getWithdrawRequest', undefined, options)).data;
}

/** GET /pay/getWithdrawAmountList: the quick amounts (asked only when withdrawAmountListStatus is on). */
export async function getWithdrawAmountList(options?: CallOptions): Promise<AmountList> {
  return (await api.get<AmountList | null>('/pay/getWithdrawAmountList', undefined, options)).data ?? [];
}

/** POST /pay/withdraw { bankCardId, amount } with the Idempotency-Key header. */
export async function withdraw({ bankCardId, amount, idempotencyKey, twoFactorCode }: WithdrawInput, options: CallOptions = {}): Promise<WithdrawalRequestItem> {
  const headers = { ...options.headers, [IDEMPOTENCY_HEADER]: idempotencyKey };
  // Not cancellable: a second tap must not abort a request that may already have moved money.
  return (await api.post<WithdrawalRequestItem>('/pay/withdraw', twoFactorCode ? { bankCardId, amount, twoFactorCode } : { bankCardId, amount }, { cancellable: false, ...options, headers })).data;
}
