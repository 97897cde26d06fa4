// The withdrawal calls' wire shapes (SPEC.md §7 POST /pay/withdraw, GET /pay/getWithdrawRequest;
// issue 8 "Withdrawals and bank cards"), the one source of their types (wire.schema.ts).
import { Type, type Static } from 'typebox';
import { TradeStateSchema } from './trade.schema';
import { nullable } from './wire.schema';

/** POST /pay/withdraw { bankCardId, amount } (Idempotency-Key) answers one of these. */
export const WithdrawalRequestItemSchema = Type.Object({
  id: Type.Number(),
  orderNo: Type.String(),
  amount: Type.Number(),
  state: TradeStateSchema,
  /** The operator's reason for a rejection, as written; empty otherwise. */
  reason: Type.String(),
  bankName: Type.String(),
  /** The card number's last four digits. */
  cardTail: Type.String(),
  createdAt: Type.Number(),
  /** When the money arrives by SPEC.md §9 (withdrawal-timing.ts), for a request not failed. */
  arrivesAt: nullable(Type.Number()),
});
export type WithdrawalRequestItem = Static<typeof WithdrawalRequestItemSchema>;

/** GET /pay/getWithdrawRequest: what the cash-out screen needs. */
export const WithdrawRequestReplySchema = Type.Object({
  balance: Type.Number(),
  minAmount: Type.Number(),
  maxAmount: Type.Number(),
  /** The player's latest requests, newest first (cashoutAudit). */
  requests: Type.Array(WithdrawalRequestItemSchema),
});
export type WithdrawRequestReply = Static<typeof WithdrawRequestReplySchema>;
