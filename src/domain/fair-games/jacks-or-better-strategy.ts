// A simple holding strategy for 9/6 Jacks or Better: the well-known 16-line list (after the
// Wizard of Odds' "simple strategy"), applied top to bottom; the first line the hand matches
// decides what is held. The RTP test plays it (tests/unit/fair-games-rtp.test.ts), and the game
// page may offer it as a hint. Where a line matches more than one set of cards, the first set in
// card order is held.
//   1. royal flush, straight flush, four of a kind   9. low pair
//   2. 4 to a royal flush                            10. 4 to an outside straight
//   3. three of a kind, straight, flush, full house  11. 2 suited high cards
//   4. 4 to a straight flush                         12. 3 to a straight flush
//   5. two pair                                      13. 2 unsuited high cards (the lowest two)
//   6. high pair (jacks or better)                   14. suited 10/J, 10/Q or 10/K
//   7. 3 to a royal flush                            15. one high card (the lowest)
//   8. 4 to a flush                                  16. discard everything
import { HAND_SIZE, evaluateHand, rankOf, suitOf } from './jacks-or-better';

const TEN = 8;
const JACK = 9;
const KING = 11;
const ACE = 12;
const isHigh = (card: string) => rankOf(card) >= JACK;

/** Every set of `size` positions out of 0-4, in order. */
function positionSets(size: number): number[][] {
  const sets: number[][] = [];
  const walk = (start: number, chosen: number[]) => {
    if (chosen.length === size) {
      sets.push(chosen);
      return;
    }
    for (let index = start; index < HAND_SIZE; index += 1) walk(index + 1, [...chosen, index]);
  };
  walk(0, []);
  return sets;
}
const SETS: Record<number, number[][]> = { 2: positionSets(2), 3: positionSets(3), 4: positionSets(4) };

const suited = (cards: string[]) => cards.every((card) => suitOf(card) === suitOf(cards[0] as string));
const distinctRanks = (cards: string[]) => new Set(cards.map(rankOf)).size === cards.length;
/** The cards fit inside one straight's five ranks (ace high, or ace low as in A-2-3-4-5). */
function fitStraight(cards: string[]): boolean {
  if (!distinctRanks(cards)) return false;
  const ranks = cards.map(rankOf);
  const span = (values: number[]) => Math.max(...values) - Math.min(...values);
  return span(ranks) <= 4 || (ranks.includes(ACE) && span(ranks.map((rank) => (rank === ACE ? -1 : rank))) <= 4);
}
const toRoyal = (cards: string[]) => suited(cards) && distinctRanks(cards) && cards.every((card) => rankOf(card) >= TEN);
const toStraightFlush = (cards: string[]) => suited(cards) && fitStraight(cards);
/** Four consecutive ranks open at both ends (2-3-4-5 up to T-J-Q-K). */
function outsideStraight(cards: string[]): boolean {
  if (!distinctRanks(cards)) return false;
  const ranks = cards.map(rankOf).sort((a, b) => a - b);
  return (ranks[3] as number) - (ranks[0] as number) === 3 && (ranks[3] as number) <= KING;
}

function holdPositions(positions: number[]): boolean[] {
  return Array.from({ length: HAND_SIZE }, (_, index) => positions.includes(index));
}
function firstSet(hand: readonly string[], size: number, test: (cards: string[]) => boolean): number[] | null {
  for (const set of SETS[size] ?? []) if (test(set.map((index) => hand[index] as string))) return set;
  return null;
}
/** Positions of cards whose rank appears `count` times. */
function positionsOfGroups(hand: readonly string[], count: number): number[] {
  const counts = new Map<number, number>();
  for (const card of hand) counts.set(rankOf(card), (counts.get(rankOf(card)) ?? 0) + 1);
  return hand.flatMap((card, index) => (counts.get(rankOf(card)) === count ? [index] : []));
}

/** Which cards the simple strategy holds. */
export function simpleStrategyHold(hand: readonly string[]): boolean[] {
  const all = [0, 1, 2, 3, 4];
  const made = evaluateHand(hand);
  if (made === 'royalFlush' || made === 'straightFlush') return holdPositions(all);
  if (made === 'fourOfAKind') return holdPositions(positionsOfGroups(hand, 4));
  const royal4 = firstSet(hand, 4, toRoyal);
  if (royal4) return holdPositions(royal4);
  if (made === 'straight' || made === 'flush' || made === 'fullHouse') return holdPositions(all);
  if (made === 'threeOfAKind') return holdPositions(positionsOfGroups(hand, 3));
  const straightFlush4 = firstSet(hand, 4, toStraightFlush);
  if (straightFlush4) return holdPositions(straightFlush4);
  const pairs = positionsOfGroups(hand, 2);
  if (made === 'twoPair') return holdPositions(pairs);
  if (made === 'jacksOrBetter') return holdPositions(pairs);
  const royal3 = firstSet(hand, 3, toRoyal);
  if (royal3) return holdPositions(royal3);
  const flush4 = firstSet(hand, 4, suited);
  if (flush4) return holdPositions(flush4);
  if (pairs.length === 2) return holdPositions(pairs);
  const outside4 = firstSet(hand, 4, outsideStraight);
  if (outside4) return holdPositions(outside4);
  const suitedHigh = firstSet(hand, 2, (cards) => suited(cards) && cards.every(isHigh));
  if (suitedHigh) return holdPositions(suitedHigh);
  const straightFlush3 = firstSet(hand, 3, toStraightFlush);
  if (straightFlush3) return holdPositions(straightFlush3);
  const high = all.filter((index) => isHigh(hand[index] as string)).sort((a, b) => rankOf(hand[a] as string) - rankOf(hand[b] as string));
  if (high.length >= 2) return holdPositions(high.slice(0, 2));
  const suitedTen = firstSet(hand, 2, (cards) => suited(cards) && cards.some((card) => rankOf(card) === TEN) && cards.some((card) => rankOf(card) >= JACK && rankOf(card) <= KING));
  if (suitedTen) return holdPositions(suitedTen);
  if (high.length === 1) return holdPositions(high);
  return holdPositions([]);
}
