// The bill calls' data (SPEC.md §7 GET /bill/list and /bill/analyzeBill; §2 wallet analysis
// periods). Bills are read from the ledger's entries on the player's wallet, plus the deposit
// orders and withdrawal requests not yet done.
import type { BillType, TradeState } from './trade';

/** GET /bill/list?type=&status=&page=&limit= answers Page<BillItem>, newest first. */
export interface BillItem {
  id: string;
  orderNo: string;
  type: BillType;
  state: TradeState;
  /** Signed: money into the wallet is positive, out of it negative. */
  amount: number;
  /** The wallet balance after this bill; null for a bill that did not move the wallet (a deposit order not paid yet, a game round: it moves the game wallet). */
  balanceAfter: number | null;
  createdAt: number;
  remark: string;
}

/** SPEC.md §2 analysis periods. */
export const ANALYSIS_PERIODS = ['today', 'yesterday', '7days', '30days', 'lastMonth', '3months', '12months', 'custom'] as const;
export type AnalysisPeriod = (typeof ANALYSIS_PERIODS)[number];

/** GET /bill/analyzeBill?period=&from=&to= (from/to: YYYY-MM-DD in the site's timezone, for custom). */
export interface AnalyzeBillReply {
  period: AnalysisPeriod;
  /** The period's first and last day, YYYY-MM-DD in the site's timezone. */
  from: string;
  to: string;
  openingBalance: number;
  closingBalance: number;
  /**
   * Sum of the period's bills that moved the wallet (balanceAfter not null: every bill but a
   * deposit order not yet paid and a game round); equals closingBalance - openingBalance. A withdrawal under review
   * counts: its money has left the wallet for the hold.
   */
  netChange: number;
  byType: { type: BillType; incoming: number; outgoing: number; count: number }[];
  byDay: { date: string; incoming: number; outgoing: number }[];
}
