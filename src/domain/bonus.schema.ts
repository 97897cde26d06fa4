// Rebates and system bonuses on the wire (SPEC.md §7 levelBonus and rebate calls), the one source
// of their types (wire.schema.ts). Amounts are numbers in major units (money.ts); times are epoch
// milliseconds; days are the site's calendar days.
import { Type, type Static } from 'typebox';
import { BONUS_KINDS, BONUS_STATES, REBATE_STATES } from './bonus';
import { literalUnion, nullable, pageSchema } from './wire.schema';

export const BonusKindSchema = literalUnion(BONUS_KINDS);
export const BonusStateSchema = literalUnion(BONUS_STATES);
export const RebateStateSchema = literalUnion(REBATE_STATES);

/** One row of GET /levelBonus/list. */
export const LevelBonusItemSchema = Type.Object({
  id: Type.Number(),
  kind: BonusKindSchema,
  amount: Type.Number(),
  state: BonusStateSchema,
  /** The level it belongs to (monthly, upgrade), else null. */
  level: nullable(Type.Number()),
  /** Why, in the operator's words, for a system bonus; '' otherwise. */
  note: Type.String(),
  createdAt: Type.Number(),
  /** Null when it never expires. */
  expiresAt: nullable(Type.Number()),
  /** When it was paid, or null. */
  paidAt: nullable(Type.Number()),
});
export type LevelBonusItem = Static<typeof LevelBonusItemSchema>;
export const LevelBonusPageSchema = pageSchema(LevelBonusItemSchema);

/** GET /levelBonus/getDetail: what the player's level gives and what waits to be claimed. */
export const LevelBonusDetailSchema = Type.Object({
  level: Type.Number(),
  levelName: Type.String(),
  monthlyAmount: Type.Number(),
  birthdayAmount: Type.Number(),
  upgradeAmount: Type.Number(),
  /** Percent of each completed deposit paid as a deposit bonus (0: none). */
  depositPercent: Type.Number(),
  pendingCount: Type.Number(),
  pendingTotal: Type.Number(),
  /** The profile birthday (YYYY-MM-DD) the birthday bonus uses, or null when none is set. */
  birthday: nullable(Type.String()),
});
export type LevelBonusDetail = Static<typeof LevelBonusDetailSchema>;

/** One row of GET /rebate/list: a site day's rebate of one game category. */
export const RebateItemSchema = Type.Object({
  id: Type.Number(),
  /** YYYY-MM-DD, the site's day. */
  day: Type.String(),
  category: Type.String(),
  /** Bets counted, major units. */
  turnover: Type.Number(),
  /** Percent of the turnover (e.g. 0.8 for 0.8 %). */
  rate: Type.Number(),
  amount: Type.Number(),
  state: RebateStateSchema,
  issuedAt: nullable(Type.Number()),
});
export type RebateItem = Static<typeof RebateItemSchema>;
export const RebatePageSchema = pageSchema(RebateItemSchema);

/** GET /rebate/summary: today's accrual (claimable from the next site day) and the player's rates. */
export const RebateSummarySchema = Type.Object({
  accruingToday: Type.Number(),
  claimableTotal: Type.Number(),
  rates: Type.Array(Type.Object({ category: Type.String(), rate: Type.Number() })),
});
export type RebateSummary = Static<typeof RebateSummarySchema>;

/** POST /levelBonus/claim/{id}, POST /rebate/claim/{id}. */
export const ClaimReplySchema = Type.Object({ amount: Type.Number(), wallet: Type.Number() });
export type ClaimReply = Static<typeof ClaimReplySchema>;
