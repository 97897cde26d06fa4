// The bill calls' wire shapes (SPEC.md §7 GET /bill/list and /bill/analyzeBill; §2 wallet analysis
// periods), the one source of their types (wire.schema.ts). Bills are read from the ledger's
// entries on the player's wallet, plus the deposit orders and withdrawal requests not yet done.
import { Type, type Static } from 'typebox';
import { ANALYSIS_PERIODS } from './bill';
import { BillTypeSchema, TradeStateSchema } from './trade.schema';
import { literalUnion, nullable, pageSchema } from './wire.schema';

export const AnalysisPeriodSchema = literalUnion(ANALYSIS_PERIODS);

/** GET /bill/list?type=&status=&page=&limit= answers Page<BillItem>, newest first. */
export const BillItemSchema = Type.Object({
  id: Type.String(),
  orderNo: Type.String(),
  type: BillTypeSchema,
  state: TradeStateSchema,
  /** Signed: money into the wallet is positive, out of it negative. */
  amount: Type.Number(),
  /** The wallet balance after this bill; null for a bill that did not move the wallet (a deposit order not paid yet, a game round: it moves the game wallet). */
  balanceAfter: nullable(Type.Number()),
  createdAt: Type.Number(),
  remark: Type.String(),
});
export type BillItem = Static<typeof BillItemSchema>;
export const BillPageSchema = pageSchema(BillItemSchema);

const AmountFlow = { incoming: Type.Number(), outgoing: Type.Number() };

/** GET /bill/analyzeBill?period=&from=&to= (from/to: YYYY-MM-DD in the site's timezone, for custom). */
export const AnalyzeBillReplySchema = Type.Object({
  period: AnalysisPeriodSchema,
  /** The period's first and last day, YYYY-MM-DD in the site's timezone. */
  from: Type.String(),
  to: Type.String(),
  openingBalance: Type.Number(),
  closingBalance: Type.Number(),
  /**
   * Sum of the period's bills that moved the wallet (balanceAfter not null: every bill but a
   * deposit order not yet paid and a game round); equals closingBalance - openingBalance. A withdrawal under review
   * counts: its money has left the wallet for the hold.
   */
  netChange: Type.Number(),
  byType: Type.Array(Type.Object({ type: BillTypeSchema, ...AmountFlow, count: Type.Number() })),
  byDay: Type.Array(Type.Object({ date: Type.String(), ...AmountFlow })),
});
export type AnalyzeBillReply = Static<typeof AnalyzeBillReplySchema>;
