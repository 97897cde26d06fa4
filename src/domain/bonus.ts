// Rebates and system bonuses on the wire (SPEC.md §3 bonus kinds, §4 bonus and rebate states, §7
// levelBonus calls): shared by the server's reply schemas and the web app. Amounts are numbers in
// major units (money.ts); times are epoch milliseconds; days are the site's calendar days.

/** SPEC.md §3 bonus kinds. */
export const BONUS_KINDS = ['monthly', 'birthday', 'upgrade', 'deposit', 'system'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/**
 * SPEC.md §4 bonus states. pending: the player may claim it until expiresAt; claimed: the player
 * claimed it and it was paid into the wallet; expired: not claimed in time; issued: paid into the
 * wallet without a claim (an operator's system bonus).
 */
export const BONUS_STATES = ['pending', 'claimed', 'expired', 'issued'] as const;
export type BonusState = (typeof BONUS_STATES)[number];

/** One row of GET /levelBonus/list. */
export interface LevelBonusItem {
  id: number;
  kind: BonusKind;
  amount: number;
  state: BonusState;
  /** The level it belongs to (monthly, upgrade), else null. */
  level: number | null;
  /** Why, in the operator's words, for a system bonus; '' otherwise. */
  note: string;
  createdAt: number;
  /** Null when it never expires. */
  expiresAt: number | null;
  /** When it was paid, or null. */
  paidAt: number | null;
}

/** GET /levelBonus/getDetail: what the player's level gives and what waits to be claimed. */
export interface LevelBonusDetail {
  level: number;
  levelName: string;
  monthlyAmount: number;
  birthdayAmount: number;
  upgradeAmount: number;
  /** Percent of each completed deposit paid as a deposit bonus (0: none). */
  depositPercent: number;
  pendingCount: number;
  pendingTotal: number;
  /** The profile birthday (YYYY-MM-DD) the birthday bonus uses, or null when none is set. */
  birthday: string | null;
}

/** SPEC.md §4 rebate states: claim, then issued. */
export const REBATE_STATES = ['claim', 'issued'] as const;
export type RebateState = (typeof REBATE_STATES)[number];

/** One row of GET /rebate/list: a site day's rebate of one game category. */
export interface RebateItem {
  id: number;
  /** YYYY-MM-DD, the site's day. */
  day: string;
  category: string;
  /** Bets counted, major units. */
  turnover: number;
  /** Percent of the turnover (e.g. 0.8 for 0.8 %). */
  rate: number;
  amount: number;
  state: RebateState;
  issuedAt: number | null;
}

/** GET /rebate/summary: today's accrual (claimable from the next site day) and the player's rates. */
export interface RebateSummary {
  accruingToday: number;
  claimableTotal: number;
  rates: { category: string; rate: number }[];
}

/** POST /levelBonus/claim/{id}, POST /rebate/claim/{id}. */
export interface ClaimReply {
  amount: number;
  wallet: number;
}
