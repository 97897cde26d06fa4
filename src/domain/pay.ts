// The deposit calls' data as the server sends it (SPEC.md §7 pay calls; issue 8 "Deposits"). The
// server's reply schemas are checked against these types at compile time.
import type { TradeState } from './trade';

/** GET /pay/getPayMethod, /pay/getPayMethodByOperatorCode?operatorCode=: the automatic ways to pay. */
export interface PayMethodItem {
  id: number;
  name: string;
  operatorCode: string;
  icon: string;
}

/** GET /pay/getPayChannel/{methodId}: the channels of a method, with their limits for this player today. */
export interface PayChannelItem {
  id: number;
  methodId: number;
  name: string;
  /** The path segment of POST /pay/{channel}/charge and /recharge. */
  channel: string;
  minAmount: number;
  maxAmount: number;
  /** Deposits a player may make per day on this channel; null: no limit. */
  dailyTimes: number | null;
  /** What is left of dailyTimes today (site timezone); null: no limit. */
  remainingTimes: number | null;
  /** The channel asks for a bank (GET /pay/getPayBank/{channelId}) and is paid with /recharge. */
  needsBank: boolean;
}

/** GET /pay/getPayBank/{channelId}. */
export interface PayBankItem {
  bankCode: string;
  bankName: string;
  icon: string;
}

/** GET /pay/getDepositAmountList, /pay/getWithdrawAmountList: the quick amounts (when the flags say so). */
export type AmountList = number[];

/** POST /pay/budgetAmount { channelId, amount }: what the player pays and what arrives. */
export interface BudgetAmountReply {
  amount: number;
  fee: number;
  arrivalAmount: number;
}

/** GET /pay/getAllActivity: the deposit offers a player may pick with a deposit (empty until promotions land). */
export interface DepositActivityItem {
  id: number;
  title: string;
}

/** POST /pay/{channel}/charge { channelId, amount } and /recharge { channelId, amount, bankCode } (Idempotency-Key). */
export interface ChargeReply {
  orderNo: string;
  /** Where the payer goes to pay (the sandbox checkout, or a real gateway's page). */
  payUrl: string;
  /** After this the order is no longer paid; the web app stores it (SPEC.md §3 order status end time). */
  endTime: number;
}

/** GET /pay/getOrderStatus/{orderNo} (own orders only). */
export interface OrderStatusReply {
  orderNo: string;
  state: TradeState;
  amount: number;
  endTime: number;
  /** Why a failed order failed (declined, expired), in the caller's lang; empty otherwise. */
  reason: string;
}

/** GET /pay/ManualDeposit/getBanks: the operator's accounts a player transfers to. */
export interface PayeeAccountItem {
  id: number;
  bankName: string;
  accountName: string;
  accountNumber: string;
  icon: string;
}

/** POST /pay/ManualDeposit/submit (Idempotency-Key). */
export interface ManualDepositInput {
  payeeAccountId: number;
  /** The payer's own account: a saved card's number or one typed in. */
  memberBankAccount: string;
  /** When the player made the transfer (epoch ms). */
  depositTime: number;
  amount: number;
  /** The url POST /common/upload answered. */
  receiptUrl: string;
}

export interface ManualDepositReply {
  orderNo: string;
  state: TradeState;
}

/** POST /common/upload (multipart, field `file`). */
export interface UploadReply {
  url: string;
}

/** SPEC.md §5 upload limits. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 3;
/**
 * Pictures one player may upload in an hour (issue 17): a feedback's three and a few receipts, with
 * room to retry, but not a flood of re-encoding work and stored files. Past it: HTTP 429.
 */
export const UPLOADS_PER_PLAYER_PER_HOUR = 20;
