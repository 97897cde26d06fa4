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
 * The return of this paytable with optimal holds (the published figure for 9/6 Jacks or Better,
 * 99.54 %). The player chooses the holds; tests/unit/fair-games-rtp.test.ts measures the simple
 * strategy of jacks-or-better-strategy.ts, whose return is stated there.
 */
export const RTP = 0.9954;

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

export const rankOf = (card: string): number => RANKS.indexOf(card[0] as (typeof RANKS)[number]);
export const suitOf = (card: string): string => card[1] as string;

/** The best paying rank of five cards, or null when they pay nothing. */
export function evaluateHand(cards: readonly string[]): HandRank | null {
  const counts = new Array<number>(13).fill(0);
  for (const card of cards) counts[rankOf(card)] = (counts[rankOf(card)] ?? 0) + 1;
  const flush = cards.every((card) => suitOf(card) === suitOf(cards[0] as string));
  const present = counts.flatMap((count, rank) => (count > 0 ? [rank] : []));
  const wheel = present.join() === '0,1,2,3,12';
  const straight = present.length === 5 && ((present[4] as number) - (present[0] as number) === 4 || wheel);
  if (straight && flush) return present[0] === 8 ? 'royalFlush' : 'straightFlush';
  const groups = counts.filter((count) => count > 0).sort((a, b) => b - a);
  if (groups[0] === 4) return 'fourOfAKind';
  if (groups[0] === 3 && groups[1] === 2) return 'fullHouse';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (groups[0] === 3) return 'threeOfAKind';
  if (groups[0] === 2 && groups[1] === 2) return 'twoPair';
  // A pair of jacks (rank 9) or better.
  if (groups[0] === 2 && counts.some((count, rank) => count === 2 && rank >= 9)) return 'jacksOrBetter';
  return null;
}

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
