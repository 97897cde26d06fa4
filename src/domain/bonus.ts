// Rebates and system bonuses on the wire (SPEC.md §3 bonus kinds, §4 bonus and rebate states, §7
// levelBonus calls): the words, shared by the server and the web app. The calls' wire shapes are
// bonus.schema.ts.

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

/** SPEC.md §4 rebate states: claim, then issued. */
export const REBATE_STATES = ['claim', 'issued'] as const;
export type RebateState = (typeof REBATE_STATES)[number];

