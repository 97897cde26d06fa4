// The words of money on the wire (SPEC.md §3 bill types and transfer kinds, §4 trade states), shared
// by the server's replies and the web app's screens. Amounts are numbers in major units
// (money.ts); times are epoch milliseconds.

/** SPEC.md §4 trade states: every deposit order, manual deposit, withdrawal and bill has one. */
export const TRADE_STATES = ['pendingReview', 'failed', 'pendingPayment', 'done'] as const;
export type TradeState = (typeof TRADE_STATES)[number];

/** SPEC.md §3 bill types, the filter of the bill list. */
export const BILL_TYPES = ['deposit', 'withdrawal', 'propsPurchase', 'games', 'memberPurchase', 'rewards', 'rebate'] as const;
export type BillType = (typeof BILL_TYPES)[number];

/**
 * SPEC.md §3 transfer kinds, plus the operator's adjustment (a correction is a new transfer), a
 * game round (the net of one recorded round, between the player's game wallet of that maker and
 * the house games account, so the ledger's game wallet always equals what the maker holds), and
 * the house's promotion and bonus money: a promotion's bonus into the promotion wallet and its
 * balance voided back (close, unlock), a system bonus or a rebate paid into the wallet.
 */
export const TRANSFER_KINDS = [
  'deposit',
  'withdraw',
  'toGameMaker',
  'outOfGameMaker',
  'toPromotion',
  'promotionSettlement',
  'adjustment',
  'gameRound',
  'promotionBonus',
  'promotionVoid',
  'bonus',
  'rebate',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/** The header every money-moving call carries (DESIGN.md "Money"); the client makes the key once per attempt series. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Keys are 8-100 characters of [A-Za-z0-9_-] (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** How long the server keeps a key and its saved reply. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** A page of rows: query `page` (from 1) and `limit`, reply `{ rows, total }`. */
export interface Page<T> {
  rows: T[];
  total: number;
}
export const DEFAULT_PAGE_LIMIT = 10;
export const MAX_PAGE_LIMIT = 50;
