// Promotions on the wire (SPEC.md §3 promotions; the rules are promotion.ts), the one source of
// their types (wire.schema.ts).
import { Type, type Static } from 'typebox';
import { JOIN_MODES, PRIVILEGE_BUTTONS, PROMOTION_BILL_TYPES, PROMOTION_KINDS, PROMOTION_RECORD_STATES } from './promotion';
import { literalUnion, nullable } from './wire.schema';

/** What GET /game/launch tells a player about to play with promotion money (shown before betting). */
export const PromotionPlaySchema = Type.Object({ recordId: Type.Number(), title: Type.String(), balance: Type.Number(), maxBet: nullable(Type.Number()) });
export type PromotionPlay = Static<typeof PromotionPlaySchema>;

export const PromotionKindSchema = literalUnion(PROMOTION_KINDS);
export const PromotionRecordStateSchema = literalUnion(PROMOTION_RECORD_STATES);
/** Money in major units (money.ts). */
const Money = Type.Number();

const summaryFields = {
  id: Type.Number(),
  kind: PromotionKindSchema,
  title: Type.String(),
  /** One line for the list. */
  summary: Type.String(),
  /** A picture URL, or '' for the screen's own artwork. */
  picture: Type.String(),
  startsAt: Type.Number(),
  endsAt: Type.Number(),
  joinMode: literalUnion(JOIN_MODES),
  /** The allowed participation range (joinMode 'amount'); 0 and 0 for a code promotion. */
  minAmount: Money,
  maxAmount: Money,
  /** The bonus as a percentage of the amount (0-1000), capped at bonusCap (0: no cap). */
  bonusPercent: Type.Number(),
  bonusCap: Money,
  /** The bonus a code promotion gives (joinMode 'code'); 0 otherwise. */
  fixedBonus: Money,
  /** The largest bet a round may stake with this promotion's money; null: no limit. */
  maxBet: nullable(Money),
  /** Within its dates and not closed by the operator. */
  open: Type.Boolean(),
  button: nullable(literalUnion(PRIVILEGE_BUTTONS)),
  /** The player's latest record of it, or null. */
  recordId: nullable(Type.Number()),
};

/** One promotion as GET /activity/list and GET /gamePromotion/list show it. */
export const PromotionSummarySchema = Type.Object(summaryFields);
export type PromotionSummary = Static<typeof PromotionSummarySchema>;

/** GET /activity/info/{id}, GET /gamePromotion/info/{id}. */
export const PromotionDetailSchema = Type.Object({
  ...summaryFields,
  /** Plain text, paragraphs separated by blank lines. */
  description: Type.String(),
  /** Bets required: (amount + bonus) × turnoverMultiple. */
  turnoverMultiple: Type.Number(),
  /** Net win required before settling (0: none). */
  askNetwinAmount: Money,
  /** Balance required before settling (0: none). */
  askBalance: Money,
  /** Unlock is allowed while the balance is under this amount. */
  releaseConditionsAmount: Money,
  /** How many games count (all of them for an activity). */
  gameCount: Type.Number(),
});
export type PromotionDetail = Static<typeof PromotionDetailSchema>;

/** The reply of POST /activity/participate/{id}, POST /gamePromotion/participate/{id}. */
export const JoinPromotionReplySchema = Type.Object({ recordId: Type.Number(), amount: Money, bonus: Money, promotionBalance: Money, wallet: Money });
export type JoinPromotionReply = Static<typeof JoinPromotionReplySchema>;

/** SPEC.md §3 promotion turnover info. */
export const TurnoverInfoSchema = Type.Object({
  bonusAmount: Money,
  askBetAmount: Money,
  currentBetAmount: Money,
  askNetwinAmount: Money,
  currentNetwinAmount: Money,
  askBalance: Money,
  currentBalance: Money,
  releaseConditionsAmount: Money,
});
export type TurnoverInfo = Static<typeof TurnoverInfoSchema>;

/** GET /gamePromotion/record/list rows and GET /gamePromotion/record/info/{id}. */
export const PromotionRecordSchema = Type.Object({
  id: Type.Number(),
  promotionId: Type.Number(),
  kind: PromotionKindSchema,
  title: Type.String(),
  state: PromotionRecordStateSchema,
  /** The participation amount taken from the wallet (0 for a code promotion). */
  amount: Money,
  joinedAt: Type.Number(),
  /** The promotion's end: after it the record can no longer be played. */
  endsAt: Type.Number(),
  /** When it reached a final state, or null. */
  endedAt: nullable(Type.Number()),
  maxBet: nullable(Money),
  turnover: TurnoverInfoSchema,
  /** What the player may do now (each confirmed first). */
  canSettle: Type.Boolean(),
  canClose: Type.Boolean(),
  canUnlock: Type.Boolean(),
});
export type PromotionRecord = Static<typeof PromotionRecordSchema>;

/** SPEC.md §2 myPromotionBill: what moved a record's balance. `amount` is signed. */
export const PromotionBillRowSchema = Type.Object({
  id: Type.String(),
  type: literalUnion(PROMOTION_BILL_TYPES),
  amount: Money,
  /** The game of a 'game' row (its bets minus its wins over one session), else ''. */
  gameName: Type.String(),
  createdAt: Type.Number(),
});
export type PromotionBillRow = Static<typeof PromotionBillRowSchema>;

/** POST /gamePromotion/record/settle|close|unlock/{id}. */
export const PromotionActionReplySchema = Type.Object({ state: PromotionRecordStateSchema, wallet: Money, promotionBalance: Money });
export type PromotionActionReply = Static<typeof PromotionActionReplySchema>;

/** GET /gamePromotion/record/getCanSettlePromotionRecord (SPEC.md §3): null when none is settlable. */
export const CanSettleRecordSchema = Type.Object({
  id: Type.Number(),
  /** 1 means settleable. */
  buttonStatus: Type.Union([Type.Literal(0), Type.Literal(1)]),
});
export type CanSettleRecord = Static<typeof CanSettleRecordSchema>;
