// Jacks or Better: single-hand video poker, full-pay 9/6 paytable, deal then draw, one deck.
//
// Mapping (docs/provably-fair.md): the deck starts in the order of DECK (clubs, diamonds, hearts,
// spades, each 2 to A). It is shuffled by the forward Fisher-Yates shuffle: for i = 0, 1, 2, ...
// swap card i with card i + floor(f_i * (52 - i)). The deal shows cards 0-4 of the shuffled deck;
// the draw replaces the cards not held, left to right, with cards 5, 6, 7, ... in order. Only
// positions 0-9 can ever be seen, and step i fixes position i for good, so the round needs the
// first 10 floats only (steps 10-50 would move cards nobody sees). Deal and draw use the same
// nonce: the whole hand is committed before the deal is shown.
//
// Amounts are integer minor units held in plain numbers (JSON-safe, so the wager as recorded is
// the wager the verify page replays).

export const GAME_CODE = 'jacks-or-better';
export const HAND_SIZE = 5;
/** Positions 0-9 of the shuffled deck: the deal and up to five replacements. */
export const FLOATS_NEEDED = 10;

export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
export const SUITS = ['C', 'D', 'H', 'S'] as const;
/** Card codes as rank then suit: "AS" ace of spades, "TD" ten of diamonds. The unshuffled order. */
export const DECK: readonly string[] = SUITS.flatMap((suit) => RANKS.map((rank) => `${rank}${suit}`));

export const HAND_RANKS = ['royalFlush', 'straightFlush', 'fourOfAKind', 'fullHouse', 'flush', 'straight', 'threeOfAKind', 'twoPair', 'jacksOrBetter'] as const;
export type HandRank = (typeof HAND_RANKS)[number];

/** 9/6 "full pay": total returned per unit staked (the stake comes back on Jacks or Better). */
export const PAYTABLE: Readonly<Record<HandRank, number>> = {
  royalFlush: 800,
  straightFlush: 50,
  fourOfAKind: 25,
  fullHouse: 9,
  flush: 6,
  straight: 4,
  threeOfAKind: 3,
  twoPair: 2,
  jacksOrBetter: 1,
};

/**
 * The return of this paytable with optimal holds: 99.5439 %, computed exactly over every deal and
 * all 32 holds by scripts/jacks-or-better-rtp.ts (the published figure for 9/6 is the same). The
 * player chooses the holds; the simple strategy the RTP test plays returns SIMPLE_STRATEGY_RTP
 * (jacks-or-better-strategy.ts).
 */
export const RTP = 0.995439;

/** The whole bet in minor units (0.10 to 100.00). */
export const MIN_STAKE = 10;
export const MAX_STAKE = 10_000;

export interface PokerDealWager {
  stake: number;
}
export interface PokerWager extends PokerDealWager {
  /** Which of the five dealt cards the player kept. */
  hold: boolean[];
}
export interface PokerOutcome {
  dealt: string[];
  hold: boolean[];
  final: string[];
  hand: HandRank | null;
}

export function isValidStake(stake: unknown): stake is number {
  return typeof stake === 'number' && Number.isSafeInteger(stake) && stake >= MIN_STAKE && stake <= MAX_STAKE;
}
export function isValidHold(hold: unknown): hold is boolean[] {
  return Array.isArray(hold) && hold.length === HAND_SIZE && hold.every((value) => typeof value === 'boolean');
}

/** Positions 0..count-1 of the forward Fisher-Yates shuffle driven by `floats`. */
export function shuffledTop(floats: readonly number[], count = FLOATS_NEEDED): string[] {
  const deck = [...DECK];
  for (let index = 0; index < count; index += 1) {
    const swap = index + Math.floor((floats[index] ?? 0) * (deck.length - index));
    const card = deck[index] as string;
    deck[index] = deck[swap] as string;
    deck[swap] = card;
  }
  return deck.slice(0, count);
}

/** The five cards the deal shows. */
export function deal(floats: readonly number[]): string[] {
  return shuffledTop(floats).slice(0, HAND_SIZE);
}

const RANK_INDEX = new Map<string, number>(RANKS.map((rank, index) => [rank, index]));
const CARD_INDEX = new Map<string, number>(DECK.map((card, index) => [card, index]));
/** 0 for a two up to 12 for an ace. */
export const rankOf = (card: string): number => RANK_INDEX.get(card[0] as string) ?? -1;
export const suitOf = (card: string): string => card[1] as string;
/** The card's place in the unshuffled deck (0-51). */
export const cardIndex = (card: string): number => CARD_INDEX.get(card) ?? -1;

/** The best paying rank of five cards, or null when they pay nothing. */
export function evaluateHand(cards: readonly string[]): HandRank | null {
  return evaluateIndices(cards.map(cardIndex));
}

/** evaluateHand over deck indices (rank = index % 13, suit = floor(index / 13)), for speed. */
export function evaluateIndices(cards: readonly number[]): HandRank | null {
  const counts = new Array<number>(13).fill(0);
  let rankBits = 0;
  let flush = true;
  const suit = Math.floor((cards[0] as number) / 13);
  for (const card of cards) {
    const rank = card % 13;
    counts[rank] = (counts[rank] as number) + 1;
    rankBits |= 1 << rank;
    if (Math.floor(card / 13) !== suit) flush = false;
  }
  let most = 0;
  let pairs = 0;
  let highPair = false;
  for (let rank = 0; rank < 13; rank += 1) {
    const count = counts[rank] as number;
    if (count > most) most = count;
    if (count === 2) {
      pairs += 1;
      // A pair of jacks (rank 9) or better.
      if (rank >= 9) highPair = true;
    }
  }
  // Five distinct ranks in a row (the lowest bit times 0b11111), or the wheel A-2-3-4-5.
  const lowest = rankBits & -rankBits;
  const straight = most === 1 && (rankBits === lowest * 0b11111 || rankBits === WHEEL_BITS);
  if (straight && flush) return rankBits === ROYAL_BITS ? 'royalFlush' : 'straightFlush';
  if (most === 4) return 'fourOfAKind';
  if (most === 3 && pairs === 1) return 'fullHouse';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (most === 3) return 'threeOfAKind';
  if (pairs === 2) return 'twoPair';
  if (highPair) return 'jacksOrBetter';
  return null;
}
const WHEEL_BITS = 0b1_0000_0000_1111;
const ROYAL_BITS = 0b1_1111_0000_0000;

export function outcome(floats: readonly number[], wager: PokerWager): PokerOutcome {
  const top = shuffledTop(floats);
  const dealt = top.slice(0, HAND_SIZE);
  let next = HAND_SIZE;
  const final = dealt.map((card, index) => {
    if (wager.hold[index]) return card;
    const drawn = top[next] as string;
    next += 1;
    return drawn;
  });
  return { dealt, hold: dealt.map((_, index) => wager.hold[index] === true), final, hand: evaluateHand(final) };
}

export function payout(result: PokerOutcome, wager: PokerDealWager): number {
  return result.hand ? PAYTABLE[result.hand] * wager.stake : 0;
}
