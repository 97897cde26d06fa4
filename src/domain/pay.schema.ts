// The deposit calls' wire shapes (SPEC.md §7 pay calls; issue 8 "Deposits") and the upload's
// reply, the one source of their types (wire.schema.ts). The upload limits are pay.ts.
import { Type, type Static } from 'typebox';
import { TradeStateSchema } from './trade.schema';
import { nullable } from './wire.schema';

/** GET /pay/getPayMethod, /pay/getPayMethodByOperatorCode?operatorCode=: the automatic ways to pay. */
export const PayMethodItemSchema = Type.Object({ id: Type.Number(), name: Type.String(), operatorCode: Type.String(), icon: Type.String() });
export type PayMethodItem = Static<typeof PayMethodItemSchema>;

/** GET /pay/getPayChannel/{methodId}: the channels of a method, with their limits for this player today. */
export const PayChannelItemSchema = Type.Object({
  id: Type.Number(),
  methodId: Type.Number(),
  name: Type.String(),
  /** The path segment of POST /pay/{channel}/charge and /recharge. */
  channel: Type.String(),
  minAmount: Type.Number(),
  maxAmount: Type.Number(),
  /** Deposits a player may make per day on this channel; null: no limit. */
  dailyTimes: nullable(Type.Number()),
  /** What is left of dailyTimes today (site timezone); null: no limit. */
  remainingTimes: nullable(Type.Number()),
  /** The channel asks for a bank (GET /pay/getPayBank/{channelId}) and is paid with /recharge. */
  needsBank: Type.Boolean(),
});
export type PayChannelItem = Static<typeof PayChannelItemSchema>;

/** GET /pay/getPayBank/{channelId}. */
export const PayBankItemSchema = Type.Object({ bankCode: Type.String(), bankName: Type.String(), icon: Type.String() });
export type PayBankItem = Static<typeof PayBankItemSchema>;

/** GET /pay/getDepositAmountList, /pay/getWithdrawAmountList: the quick amounts (when the flags say so). */
export const AmountListSchema = Type.Array(Type.Number());
export type AmountList = Static<typeof AmountListSchema>;

/** POST /pay/budgetAmount { channelId, amount }: what the player pays and what arrives. */
export const BudgetAmountReplySchema = Type.Object({ amount: Type.Number(), fee: Type.Number(), arrivalAmount: Type.Number() });
export type BudgetAmountReply = Static<typeof BudgetAmountReplySchema>;

/** GET /pay/getAllActivity: the deposit offers a player may pick with a deposit (empty until promotions land). */
export const DepositActivityItemSchema = Type.Object({ id: Type.Number(), title: Type.String() });
export type DepositActivityItem = Static<typeof DepositActivityItemSchema>;

/** POST /pay/{channel}/charge { channelId, amount } and /recharge { channelId, amount, bankCode } (Idempotency-Key). */
export const ChargeReplySchema = Type.Object({
  orderNo: Type.String(),
  /** Where the payer goes to pay (the sandbox checkout, or a real gateway's page). */
  payUrl: Type.String(),
  /** After this the order is no longer paid; the web app stores it (SPEC.md §3 order status end time). */
  endTime: Type.Number(),
});
export type ChargeReply = Static<typeof ChargeReplySchema>;

/** GET /pay/getOrderStatus/{orderNo} (own orders only). */
export const OrderStatusReplySchema = Type.Object({
  orderNo: Type.String(),
  state: TradeStateSchema,
  amount: Type.Number(),
  endTime: Type.Number(),
  /** Why a failed order failed (declined, expired), in the caller's lang; empty otherwise. */
  reason: Type.String(),
});
export type OrderStatusReply = Static<typeof OrderStatusReplySchema>;

/** GET /pay/ManualDeposit/getBanks: the operator's accounts a player transfers to. */
export const PayeeAccountItemSchema = Type.Object({
  id: Type.Number(),
  bankName: Type.String(),
  accountName: Type.String(),
  accountNumber: Type.String(),
  icon: Type.String(),
});
export type PayeeAccountItem = Static<typeof PayeeAccountItemSchema>;

/** POST /pay/ManualDeposit/submit (Idempotency-Key): the order, under review. */
export const ManualDepositReplySchema = Type.Object({ orderNo: Type.String(), state: TradeStateSchema });
export type ManualDepositReply = Static<typeof ManualDepositReplySchema>;

/** POST /common/upload (multipart, field `file`). */
export const UploadReplySchema = Type.Object({ url: Type.String() });
export type UploadReply = Static<typeof UploadReplySchema>;
