// Promotions on the wire (SPEC.md §3 "Promotion turnover info", §4 promotion record states, actions
// and privilege buttons, §5 promotion amount, §7 activity and gamePromotion calls): shared by the
// server's reply schemas and the web app. Amounts are numbers in major units (money.ts); times are
// epoch milliseconds.
//
// Activities and game promotions are one thing with two kinds: joining either opens a promotion
// record holding the participation amount plus the bonus in the player's promotion wallet. A game
// promotion counts only rounds of its own games; an activity counts rounds of every game.

export const PROMOTION_KINDS = ['activity', 'gamePromotion'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** How a player joins: with an amount from the wallet inside [minAmount, maxAmount], or with a code. */
export const JOIN_MODES = ['amount', 'code'] as const;
export type JoinMode = (typeof JOIN_MODES)[number];

/**
 * SPEC.md §4 promotion record states. ongoing: playing towards the conditions; settlable: every
 * condition met, the balance may be settled into the wallet; closing: a close or unlock was asked
 * while money was still at a game maker, it ends when that money is back; closed, settled and
 * unlocked are final (closed and unlocked voided the balance, settled paid it to the wallet).
 */
export const PROMOTION_RECORD_STATES = ['ongoing', 'settlable', 'closing', 'closed', 'settled', 'unlocked'] as const;
export type PromotionRecordState = (typeof PROMOTION_RECORD_STATES)[number];
export const FINAL_RECORD_STATES: readonly PromotionRecordState[] = ['closed', 'settled', 'unlocked'];

/**
 * SPEC.md §4 privilege buttons, as the promotion list and detail show them to a signed-in player:
 * confirmAttend (may join), attended (a record is ongoing or closing), claim (its record is
 * settlable), claimed (its record was settled). Null for a guest or a promotion that is not open.
 */
export const PRIVILEGE_BUTTONS = ['confirmAttend', 'attended', 'claim', 'claimed'] as const;
export type PrivilegeButton = (typeof PRIVILEGE_BUTTONS)[number];

/** One promotion as GET /activity/list and GET /gamePromotion/list show it. */
export interface PromotionSummary {
  id: number;
  kind: PromotionKind;
  title: string;
  /** One line for the list. */
  summary: string;
  /** A picture URL, or '' for the screen's own artwork. */
  picture: string;
  startsAt: number;
  endsAt: number;
  joinMode: JoinMode;
  /** The allowed participation range (joinMode 'amount'); 0 and 0 for a code promotion. */
  minAmount: number;
  maxAmount: number;
  /** The bonus as a percentage of the amount (0-1000), capped at bonusCap (0: no cap). */
  bonusPercent: number;
  bonusCap: number;
  /** The bonus a code promotion gives (joinMode 'code'); 0 otherwise. */
  fixedBonus: number;
  /** The largest bet a round may stake with this promotion's money; null: no limit. */
  maxBet: number | null;
  /** Within its dates and not closed by the operator. */
  open: boolean;
  button: PrivilegeButton | null;
  /** The player's latest record of it, or null. */
  recordId: number | null;
}

/** GET /activity/info/{id}, GET /gamePromotion/info/{id}. */
export interface PromotionDetail extends PromotionSummary {
  /** Plain text, paragraphs separated by blank lines. */
  description: string;
  /** Bets required: (amount + bonus) × turnoverMultiple. */
  turnoverMultiple: number;
  /** Net win required before settling (0: none). */
  askNetwinAmount: number;
  /** Balance required before settling (0: none). */
  askBalance: number;
  /** Unlock is allowed while the balance is under this amount. */
  releaseConditionsAmount: number;
  /** How many games count (all of them for an activity). */
  gameCount: number;
}

/** POST /activity/participate/{id}, POST /gamePromotion/participate/{id} (with the Idempotency-Key header). */
export interface JoinPromotionRequest {
  amount?: number;
  code?: string;
}

export interface JoinPromotionReply {
  recordId: number;
  amount: number;
  bonus: number;
  promotionBalance: number;
  wallet: number;
}

/** SPEC.md §3 promotion turnover info. */
export interface TurnoverInfo {
  bonusAmount: number;
  askBetAmount: number;
  currentBetAmount: number;
  askNetwinAmount: number;
  currentNetwinAmount: number;
  askBalance: number;
  currentBalance: number;
  releaseConditionsAmount: number;
}

/** GET /gamePromotion/record/list rows and GET /gamePromotion/record/info/{id}. */
export interface PromotionRecord {
  id: number;
  promotionId: number;
  kind: PromotionKind;
  title: string;
  state: PromotionRecordState;
  /** The participation amount taken from the wallet (0 for a code promotion). */
  amount: number;
  joinedAt: number;
  /** The promotion's end: after it the record can no longer be played. */
  endsAt: number;
  /** When it reached a final state, or null. */
  endedAt: number | null;
  maxBet: number | null;
  turnover: TurnoverInfo;
  /** What the player may do now (each confirmed first). */
  canSettle: boolean;
  canClose: boolean;
  canUnlock: boolean;
}

/** SPEC.md §2 myPromotionBill: what moved a record's balance. `amount` is signed. */
export const PROMOTION_BILL_TYPES = ['participate', 'bonus', 'game', 'settle', 'void'] as const;
export type PromotionBillType = (typeof PROMOTION_BILL_TYPES)[number];

export interface PromotionBillRow {
  id: string;
  type: PromotionBillType;
  amount: number;
  /** The game of a 'game' row (its bets minus its wins over one session), else ''. */
  gameName: string;
  createdAt: number;
}

/** POST /gamePromotion/record/settle|close|unlock/{id}. */
export interface PromotionActionReply {
  state: PromotionRecordState;
  wallet: number;
  promotionBalance: number;
}

/** GET /gamePromotion/record/getCanSettlePromotionRecord (SPEC.md §3): null when none is settlable. */
export interface CanSettleRecord {
  id: number;
  /** 1 means settleable. */
  buttonStatus: 0 | 1;
}

