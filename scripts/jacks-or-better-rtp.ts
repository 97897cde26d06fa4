// The exact return of Jacks or Better's 9/6 table, over all 2,598,960 five-card deals:
//   - with the simple strategy (src/domain/fair-games/jacks-or-better-strategy.ts) the RTP test
//     plays, and
//   - with optimal holds (the best of the 32 holds by expected value on every deal),
// so the figures stated in jacks-or-better.ts and docs/provably-fair.md are computed, not quoted.
// Method: for every set X of up to 5 cards, P[X] = the sum of the pays of all five-card hands
// containing X. Holding H and discarding D, the final hands are those containing H and none of D,
// so their total pay is the inclusion-exclusion sum over S ⊆ D of (-1)^|S| P[H ∪ S], out of
// C(47, 5 - |H|) equally likely draws. Run: node --import tsx scripts/jacks-or-better-rtp.ts
import { PAYTABLE, evaluateIndices } from '../src/domain/fair-games/jacks-or-better';
import { simpleStrategyMask } from '../src/domain/fair-games/jacks-or-better-strategy';

const choose = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let value = 1;
  for (let index = 0; index < k; index += 1) value = (value * (n - index)) / (index + 1);
  return Math.round(value);
};
// CHOOSE[n][k] for the colex index of a sorted set: sum over i of C(card_i, i + 1).
const CHOOSE = Array.from({ length: 53 }, (_, n) => Array.from({ length: 6 }, (_, k) => choose(n, k)));
const byteCount = (mask: number) => ((mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1) + ((mask >> 4) & 1));
const SIZE = Array.from({ length: 32 }, (_, mask) => byteCount(mask));
const sums = [0, 1, 2, 3, 4, 5].map((k) => new Float64Array(choose(52, k)));
// The same sums of the squared pays, for the simple strategy's variance.
const squares = [0, 1, 2, 3, 4, 5].map((k) => new Float64Array(choose(52, k)));

function subsetIndices(cards: number[], out: Int32Array) {
  for (let mask = 0; mask < 32; mask += 1) {
    let index = 0;
    let place = 0;
    for (let position = 0; position < 5; position += 1) {
      if (mask & (1 << position)) {
        place += 1;
        index += (CHOOSE[cards[position] as number] as number[])[place] as number;
      }
    }
    out[mask] = index;
  }
}

function forEachHand(visit: (cards: number[]) => void) {
  const cards = [0, 0, 0, 0, 0];
  for (let a = 0; a < 52; a += 1)
    for (let b = a + 1; b < 52; b += 1)
      for (let c = b + 1; c < 52; c += 1)
        for (let d = c + 1; d < 52; d += 1)
          for (let e = d + 1; e < 52; e += 1) {
            cards[0] = a; cards[1] = b; cards[2] = c; cards[3] = d; cards[4] = e;
            visit(cards);
          }
}

const started = Date.now();
const indices = new Int32Array(32);
forEachHand((cards) => {
  const rank = evaluateIndices(cards);
  const pay = rank ? PAYTABLE[rank] : 0;
  if (pay === 0) return;
  subsetIndices(cards, indices);
  for (let mask = 0; mask < 32; mask += 1) {
    const table = sums[SIZE[mask] as number] as Float64Array;
    const squared = squares[SIZE[mask] as number] as Float64Array;
    const at = indices[mask] as number;
    table[at] = (table[at] as number) + pay;
    squared[at] = (squared[at] as number) + pay * pay;
  }
});

/** Total pay (or squared pay, from `tables`) over the C(47, 5 - |held|) draws after holding `held` (a mask) of the hand. */
function drawTotal(held: number, tables = sums): number {
  const discarded = ~held & 31;
  let total = 0;
  // Every S ⊆ discarded, by the standard submask walk (including S = 0).
  for (let extra = discarded; ; extra = (extra - 1) & discarded) {
    const mask = held | extra;
    const value = (tables[SIZE[mask] as number] as Float64Array)[indices[mask] as number] as number;
    total += ((SIZE[extra] as number) & 1) === 1 ? -value : value;
    if (extra === 0) break;
  }
  return total;
}

const DRAWS = [0, 1, 2, 3, 4, 5].map((held) => choose(47, 5 - held));
let simple = 0;
let simpleSquares = 0;
let optimal = 0;
let hands = 0;
forEachHand((cards) => {
  subsetIndices(cards, indices);
  const held = simpleStrategyMask(cards);
  simple += drawTotal(held) / (DRAWS[SIZE[held] as number] as number);
  simpleSquares += drawTotal(held, squares) / (DRAWS[SIZE[held] as number] as number);
  let best = 0;
  for (let mask = 0; mask < 32; mask += 1) best = Math.max(best, drawTotal(mask) / (DRAWS[SIZE[mask] as number] as number));
  optimal += best;
  hands += 1;
});
console.log(`Jacks or Better 9/6 over ${hands} deals (${((Date.now() - started) / 1000).toFixed(1)} s):`);
const simpleDeviation = Math.sqrt(simpleSquares / hands - (simple / hands) ** 2);
console.log(`  simple strategy RTP ${((simple / hands) * 100).toFixed(6)} %, standard deviation ${simpleDeviation.toFixed(4)} per unit bet`);
console.log(`  optimal holds RTP   ${((optimal / hands) * 100).toFixed(6)} %`);
