// Each game's outcome function over a million rounds, fed with cryptographic random floats (the
// mapping does not care where its floats come from; the HMAC generator itself is tested in
// fair-rng.test.ts). The measured return must fall within 4 standard errors of the stated one,
// the standard error measured from the rounds themselves (sample standard deviation / sqrt(n)):
// a correct game fails this about once in 16,000 runs, a paytable or mapping off by more than
// the tolerance printed below fails it almost always. Video poker's returns hang on rare royal
// flushes (800 for 1), so a sample's deviation wanders with how many came up: its tolerance uses
// the strategy's exact standard deviation instead (4.4421, scripts/jacks-or-better-rtp.ts).
// Stated returns:
//   - Lucky Lanterns: computed exactly here, by enumerating every reel's symbols (below);
//   - Royal Roulette: 36/37, and every bet kind is checked exactly over the 37 pockets in
//     fair-games.test.ts;
//   - Jacks or Better: the simple strategy's exact return, computed over all 2,598,960 deals by
//     scripts/jacks-or-better-rtp.ts (optimal holds: 99.5439 %).
import { randomFillSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as poker from '../../src/domain/fair-games/jacks-or-better';
import { SIMPLE_STRATEGY_RTP, SIMPLE_STRATEGY_SD, simpleStrategyHold } from '../../src/domain/fair-games/jacks-or-better-strategy';
import * as slot from '../../src/domain/fair-games/lucky-lanterns';
import * as roulette from '../../src/domain/fair-games/royal-roulette';

const ROUNDS = 1_000_000;
const STANDARD_ERRORS = 4;

/** Random floats in [0, 1) with the generator's 32-bit resolution, refilled in blocks. */
function floatSource(perRound: number) {
  const block = new Uint32Array(perRound * 65_536);
  let used = block.length;
  const floats = new Array<number>(perRound).fill(0);
  return () => {
    if (used === block.length) {
      randomFillSync(block);
      used = 0;
    }
    for (let index = 0; index < perRound; index += 1) floats[index] = (block[used + index] as number) / 2 ** 32;
    used += perRound;
    return floats;
  };
}

/** Plays `ROUNDS` rounds; `round` returns what one round returned per unit bet. */
function measure(name: string, stated: number, round: () => number, knownDeviation?: number) {
  const started = performance.now();
  let sum = 0;
  let squares = 0;
  for (let index = 0; index < ROUNDS; index += 1) {
    const returned = round();
    sum += returned;
    squares += returned * returned;
  }
  const mean = sum / ROUNDS;
  const sampleDeviation = Math.sqrt(squares / ROUNDS - mean * mean);
  const deviation = knownDeviation ?? sampleDeviation;
  const tolerance = (STANDARD_ERRORS * deviation) / Math.sqrt(ROUNDS);
  const seconds = (performance.now() - started) / 1000;
  console.log(`RTP ${name}: measured ${(mean * 100).toFixed(3)} % over ${ROUNDS} rounds, stated ${(stated * 100).toFixed(4)} %, tolerance ±${(tolerance * 100).toFixed(3)} % (4 s.e., s.d. ${deviation.toFixed(3)} per unit bet${knownDeviation === undefined ? '' : ` exact, ${sampleDeviation.toFixed(3)} in this sample`}), ${seconds.toFixed(1)} s`);
  return { mean, tolerance };
}

/**
 * Lucky Lanterns' exact return. Each payline passes through one row of each reel, and a reel's
 * stop is uniform, so every payline sees on reel r each symbol with probability (its count on the
 * strip) / (strip length), independently across reels: the line's return is the sum over the 10^5
 * symbol combinations of their probability times linePay. Every strip has one FIREWORK, so a reel
 * shows it with probability 3 / length, and the scatter's return sums over the 2^5 patterns.
 * Exact fractions (bigint) until the final division.
 */
function lanternsExactRtp(): number {
  const lengths = slot.REEL_STRIPS.map((strip) => BigInt(strip.length));
  const counts = slot.REEL_STRIPS.map((strip) => slot.SYMBOLS.map((symbol) => BigInt(strip.filter((item) => item === symbol).length)));
  const combinations = lengths.reduce((product, length) => product * length, 1n);
  let lineTotal = 0n;
  const walk = (reel: number, weight: bigint, symbols: slot.LanternSymbol[]) => {
    if (reel === slot.REELS) {
      lineTotal += weight * BigInt(slot.linePay(symbols)?.multiple ?? 0);
      return;
    }
    slot.SYMBOLS.forEach((symbol, index) => {
      const count = counts[reel]?.[index] ?? 0n;
      if (count > 0n) walk(reel + 1, weight * count, [...symbols, symbol]);
    });
  };
  walk(0, 1n, []);
  let scatterTotal = 0n;
  for (let pattern = 0; pattern < 2 ** slot.REELS; pattern += 1) {
    let weight = 1n;
    let shown = 0;
    lengths.forEach((length, reel) => {
      const showing = (pattern >> reel) & 1;
      shown += showing;
      weight *= showing ? 3n : length - 3n;
    });
    if (shown >= 3) scatterTotal += weight * BigInt(slot.SCATTER_PAYS[shown - 3] ?? 0);
  }
  // Line returns are per line stake, scatter returns per total bet: both are per unit bet.
  const numerator = (lineTotal + scatterTotal) * 1_000_000_000n;
  return Number(numerator / combinations) / 1_000_000_000;
}

describe('measured return to player', { timeout: 120_000 }, () => {
  it('Lucky Lanterns returns its exact RTP, as stated', () => {
    const exact = lanternsExactRtp();
    console.log(`RTP lucky-lanterns: exact ${(exact * 100).toFixed(5)} % by enumeration of every reel's symbols`);
    expect(Math.abs(exact - slot.RTP)).toBeLessThan(0.00005);
    const next = floatSource(slot.FLOATS_NEEDED);
    const wager = { stake: 1 };
    const { mean, tolerance } = measure('lucky-lanterns', exact, () => slot.payout(slot.outcome(next(), wager), wager) / slot.totalBet(wager));
    expect(Math.abs(mean - exact)).toBeLessThan(tolerance);
  });

  it('Royal Roulette returns 36/37 on every kind of bet', () => {
    const bets: roulette.RouletteBet[] = [
      { kind: 'straight', numbers: [17], amount: 100 },
      { kind: 'split', numbers: [0, 3], amount: 100 },
      { kind: 'street', numbers: [34, 35, 36], amount: 100 },
      { kind: 'corner', numbers: [1, 2, 4, 5], amount: 100 },
      { kind: 'line', numbers: [7, 8, 9, 10, 11, 12], amount: 100 },
      { kind: 'dozen', numbers: [...(roulette.DOZENS[2] ?? [])], amount: 100 },
      { kind: 'column', numbers: [...(roulette.COLUMNS[0] ?? [])], amount: 100 },
      ...(['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((kind) => ({ kind, numbers: [], amount: 100 })),
    ];
    const wagers = bets.map((bet) => ({ bets: [bet] }));
    const next = floatSource(roulette.FLOATS_NEEDED);
    let round = 0;
    const { mean, tolerance } = measure('royal-roulette', roulette.RTP, () => {
      const wager = wagers[round++ % wagers.length] as roulette.RouletteWager;
      return roulette.payout(roulette.outcome(next(), wager), wager) / roulette.totalBet(wager);
    });
    expect(Math.abs(mean - roulette.RTP)).toBeLessThan(tolerance);
  });

  it('Jacks or Better returns what the simple strategy is computed to return', () => {
    const next = floatSource(poker.FLOATS_NEEDED);
    const { mean, tolerance } = measure('jacks-or-better (simple strategy)', SIMPLE_STRATEGY_RTP, () => {
      const floats = next();
      const hold = simpleStrategyHold(poker.deal(floats));
      const result = poker.outcome(floats, { stake: 1, hold });
      return poker.payout(result, { stake: 1 });
    }, SIMPLE_STRATEGY_SD);
    expect(Math.abs(mean - SIMPLE_STRATEGY_RTP)).toBeLessThan(tolerance);
    expect(SIMPLE_STRATEGY_RTP).toBeLessThan(poker.RTP);
  });
});
