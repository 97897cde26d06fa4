// The words of promotions (SPEC.md §3 "Promotion turnover info", §4 promotion record states, actions
// and privilege buttons, §5 promotion amount, §7 activity and gamePromotion calls), shared by the
// server and the web app; their wire shapes are promotion.schema.ts. Amounts are numbers in major
// units (money.ts); times are epoch milliseconds.
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

/** POST /activity/participate/{id}, POST /gamePromotion/participate/{id} (with the Idempotency-Key header). */
export interface JoinPromotionRequest {
  amount?: number;
  code?: string;
}

/** SPEC.md §2 myPromotionBill: the kinds of what moved a record's balance. */
export const PROMOTION_BILL_TYPES = ['participate', 'bonus', 'game', 'settle', 'void'] as const;
export type PromotionBillType = (typeof PROMOTION_BILL_TYPES)[number];


/** The longest picture address an operator may give a promotion. */
export const PROMOTION_PICTURE_MAX_LENGTH = 300;
/** A picture file the site serves (its static artwork): a path of plain name parts and an image type. */
const SITE_PICTURE = /^\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:svg|png|jpe?g|webp|gif|avif)$/;
/** A picture on another server: https only, with no characters that could break out of an attribute. */
const REMOTE_PICTURE = /^https:\/\/[A-Za-z0-9.-]+(?::\d+)?\/[A-Za-z0-9._~%/+=&?-]*$/;

/**
 * A promotion's picture as an operator may set it: none (''), a picture the site serves
 * ('/promotions/welcome-bonus.svg') or an https address; never a script or data address, a
 * relative path or a path that climbs ('..'). Players' uploads are served to their owner only, so
 * they cannot be a promotion's picture.
 */
export function isPromotionPicture(value: string): boolean {
  if (value === '') return true;
  if (value.length > PROMOTION_PICTURE_MAX_LENGTH || value.includes('..')) return false;
  return SITE_PICTURE.test(value) || REMOTE_PICTURE.test(value);
}
