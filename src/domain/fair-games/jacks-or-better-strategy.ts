// A simple holding strategy for 9/6 Jacks or Better: the well-known 16-line list (after the
// Wizard of Odds' "simple strategy"), applied top to bottom; the first line the hand matches
// decides what is held. The RTP test plays it (tests/unit/fair-games-rtp.test.ts), and the game
// page may offer it as a hint. Where a line matches more than one set of cards, the first set in
// deck order (DECK) is held, so the holds depend on the five cards and not on the order they were
// dealt in, and the strategy's exact return can be computed over the 2,598,960 hands
// (scripts/jacks-or-better-rtp.ts).
//   1. royal flush, straight flush, four of a kind   9. low pair
//   2. 4 to a royal flush                            10. 4 to an outside straight
//   3. three of a kind, straight, flush, full house  11. 2 suited high cards
//   4. 4 to a straight flush                         12. 3 to a straight flush
//   5. two pair                                      13. 2 unsuited high cards (the lowest two)
//   6. high pair (jacks or better)                   14. suited 10/J, 10/Q or 10/K
//   7. 3 to a royal flush                            15. one high card (the lowest)
//   8. 4 to a flush                                  16. discard everything
// Cards are deck indices here (rank = index % 13 with 0 a two and 12 an ace, suit = index / 13);
// a million hands a second matters to the RTP test.
import { HAND_SIZE, cardIndex, evaluateIndices } from './jacks-or-better';

/** This strategy's exact return on the 9/6 table: 99.4588 % (scripts/jacks-or-better-rtp.ts). */
export const SIMPLE_STRATEGY_RTP = 0.994588;
/** Its exact standard deviation per unit bet, from the same computation: 4.4421. */
export const SIMPLE_STRATEGY_SD = 4.4421;

const TEN = 8;
const JACK = 9;
const KING = 11;
const ACE = 12;
const ALL = 0b11111;

/** The 5-bit masks of `size` positions out of 0-4, in order (01100 before 10100 ...). */
function masksOfSize(size: number): number[] {
  const masks: number[] = [];
  const walk = (start: number, mask: number, count: number) => {
    if (count === size) {
      masks.push(mask);
      return;
    }
    for (let index = start; index < HAND_SIZE; index += 1) walk(index + 1, mask | (1 << index), count + 1);
  };
  walk(0, 0, 0);
  return masks;
}
const MASKS: Record<number, number[]> = { 2: masksOfSize(2), 3: masksOfSize(3), 4: masksOfSize(4) };

interface Picked {
  ranks: number[];
  suited: boolean;
  distinct: boolean;
  /** Bits of the ranks present. */
  bits: number;
}
function pick(ranks: readonly number[], suits: readonly number[], mask: number): Picked {
  const picked: number[] = [];
  let suit = -1;
  let suited = true;
  let bits = 0;
  let distinct = true;
  for (let index = 0; index < HAND_SIZE; index += 1) {
    if (!(mask & (1 << index))) continue;
    const rank = ranks[index] as number;
    picked.push(rank);
    if (bits & (1 << rank)) distinct = false;
    bits |= 1 << rank;
    if (suit === -1) suit = suits[index] as number;
    else if (suits[index] !== suit) suited = false;
  }
  return { ranks: picked, suited, distinct, bits };
}

/** The ranks fit inside one straight's five (ace high, or ace low as in A-2-3-4-5). */
function fitStraight({ ranks, distinct, bits }: Picked): boolean {
  if (!distinct) return false;
  const span = (values: number[]) => Math.max(...values) - Math.min(...values);
  return span(ranks) <= 4 || ((bits & (1 << ACE)) !== 0 && span(ranks.map((rank) => (rank === ACE ? -1 : rank))) <= 4);
}
const toRoyal = (cards: Picked) => cards.suited && cards.distinct && cards.ranks.every((rank) => rank >= TEN);
const toStraightFlush = (cards: Picked) => cards.suited && fitStraight(cards);
/** Four consecutive ranks open at both ends (2-3-4-5 up to T-J-Q-K). */
const outsideStraight = (cards: Picked) => cards.distinct && Math.max(...cards.ranks) - Math.min(...cards.ranks) === 3 && Math.max(...cards.ranks) <= KING;
const suitedHigh = (cards: Picked) => cards.suited && cards.ranks.every((rank) => rank >= JACK);
const suitedTenFace = (cards: Picked) => cards.suited && cards.ranks.includes(TEN) && cards.ranks.some((rank) => rank >= JACK && rank <= KING);

function firstMask(ranks: readonly number[], suits: readonly number[], size: number, test: (cards: Picked) => boolean): number {
  for (const mask of MASKS[size] ?? []) if (test(pick(ranks, suits, mask))) return mask;
  return 0;
}
/** Positions whose rank appears exactly `count` times. */
function groupMask(ranks: readonly number[], count: number): number {
  let mask = 0;
  for (let index = 0; index < HAND_SIZE; index += 1) {
    let same = 0;
    for (const rank of ranks) if (rank === ranks[index]) same += 1;
    if (same === count) mask |= 1 << index;
  }
  return mask;
}

/** The held positions (a 5-bit mask) for five deck indices in increasing order. */
export function simpleStrategyMask(sortedCards: readonly number[]): number {
  const ranks = sortedCards.map((card) => card % 13);
  const suits = sortedCards.map((card) => Math.floor(card / 13));
  const made = evaluateIndices(sortedCards);
  if (made === 'royalFlush' || made === 'straightFlush') return ALL;
  if (made === 'fourOfAKind') return groupMask(ranks, 4);
  const royal4 = firstMask(ranks, suits, 4, toRoyal);
  if (royal4) return royal4;
  if (made === 'straight' || made === 'flush' || made === 'fullHouse') return ALL;
  if (made === 'threeOfAKind') return groupMask(ranks, 3);
  const straightFlush4 = firstMask(ranks, suits, 4, toStraightFlush);
  if (straightFlush4) return straightFlush4;
  const pairs = groupMask(ranks, 2);
  if (made === 'twoPair' || made === 'jacksOrBetter') return pairs;
  const royal3 = firstMask(ranks, suits, 3, toRoyal);
  if (royal3) return royal3;
  const flush4 = firstMask(ranks, suits, 4, (cards) => cards.suited);
  if (flush4) return flush4;
  if (pairs) return pairs;
  const outside4 = firstMask(ranks, suits, 4, outsideStraight);
  if (outside4) return outside4;
  const suitedHighPair = firstMask(ranks, suits, 2, suitedHigh);
  if (suitedHighPair) return suitedHighPair;
  const straightFlush3 = firstMask(ranks, suits, 3, toStraightFlush);
  if (straightFlush3) return straightFlush3;
  // High cards, lowest first (no two share a rank: a pair was taken above).
  const high = [0, 1, 2, 3, 4].filter((index) => (ranks[index] as number) >= JACK).sort((a, b) => (ranks[a] as number) - (ranks[b] as number));
  if (high.length >= 2) return (1 << (high[0] as number)) | (1 << (high[1] as number));
  const tenFace = firstMask(ranks, suits, 2, suitedTenFace);
  if (tenFace) return tenFace;
  if (high.length === 1) return 1 << (high[0] as number);
  return 0;
}

/** Which of the dealt cards the simple strategy holds, in the dealt order. */
export function simpleStrategyHold(dealt: readonly string[]): boolean[] {
  // Decide on the cards in deck order, then answer in the dealt order.
  const order = [0, 1, 2, 3, 4].sort((a, b) => cardIndex(dealt[a] as string) - cardIndex(dealt[b] as string));
  const mask = simpleStrategyMask(order.map((index) => cardIndex(dealt[index] as string)));
  const hold = new Array<boolean>(HAND_SIZE).fill(false);
  order.forEach((index, place) => {
    hold[index] = (mask & (1 << place)) !== 0;
  });
  return hold;
}
