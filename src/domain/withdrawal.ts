// The withdrawal calls' data (SPEC.md §7 POST /pay/withdraw, GET /pay/getWithdrawRequest; issue 8
// "Withdrawals and bank cards").
import type { TradeState } from './trade';

/** POST /pay/withdraw { bankCardId, amount } (Idempotency-Key) answers one of these. */
export interface WithdrawalRequestItem {
  id: number;
  orderNo: string;
  amount: number;
  state: TradeState;
  /** The operator's reason for a rejection, as written; empty otherwise. */
  reason: string;
  bankName: string;
  /** The card number's last four digits. */
  cardTail: string;
  createdAt: number;
  /** When the money arrives by SPEC.md §9 (withdrawal-timing.ts), for a request not failed. */
  arrivesAt: number | null;
}

/** GET /pay/getWithdrawRequest: what the cash-out screen needs. */
export interface WithdrawRequestReply {
  balance: number;
  minAmount: number;
  maxAmount: number;
  /** The player's latest requests, newest first (cashoutAudit). */
  requests: WithdrawalRequestItem[];
}
