// The raw generator behind every round (src/domain/provably-fair.ts: HMAC-SHA256 over
// clientSeed:nonce:cursor, 4 bytes per float), tested at the 99 % level on the floats of many
// consecutive nonces, the way a game consumes them (8 floats per cursor, two cursors per nonce).
// The seeds are fixed, so the statistics are reproducible and printed for the record; a generator
// that favoured some values, or whose consecutive floats clung together, fails these.
//   - frequency: chi-square over 100 equal buckets, 99 degrees of freedom, critical value 134.642;
//   - bytes: chi-square over the 256 byte values, 255 degrees of freedom, critical value 310.457;
//   - runs (Wald-Wolfowitz) above and below 0.5: |z| < 2.5758 (two-sided 99 %);
//   - runs up and down: |z| < 2.5758, with mean (2n-1)/3 and variance (16n-29)/90.
import { describe, expect, it } from 'vitest';
import { roundBytes, roundFloats } from '../../src/domain/provably-fair';

const SEED_PAIRS = [
  { serverSeed: '3f1c0e6a9b7d2c4e5f60718293a4b5c6d7e8f90112233445566778899aabbccd', clientSeed: 'lantern-player' },
  { serverSeed: '0000000000000000000000000000000000000000000000000000000000000001', clientSeed: 'a' },
];
const NONCES = 40_000;
const FLOATS_PER_NONCE = 16;
const CHI_SQUARE_99_DF99 = 134.642;
const CHI_SQUARE_99_DF255 = 310.457;
const Z_99 = 2.5758;

function chiSquare(counts: readonly number[], expected: number): number {
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

describe.each(SEED_PAIRS)('the round generator on client seed $clientSeed', ({ serverSeed, clientSeed }) => {
  const floats: number[] = [];
  for (let nonce = 0; nonce < NONCES; nonce += 1) floats.push(...roundFloats(serverSeed, clientSeed, nonce, FLOATS_PER_NONCE));
  const n = floats.length;

  it('fills 100 buckets evenly (chi-square, 99 df)', () => {
    const counts = new Array<number>(100).fill(0);
    for (const value of floats) counts[Math.floor(value * 100)] = (counts[Math.floor(value * 100)] ?? 0) + 1;
    const statistic = chiSquare(counts, n / 100);
    console.log(`fair-rng ${clientSeed}: ${n} floats, frequency chi-square ${statistic.toFixed(2)} (99 df, 99 % critical ${CHI_SQUARE_99_DF99})`);
    expect(floats.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(statistic).toBeLessThan(CHI_SQUARE_99_DF99);
  });

  it('gives every byte value evenly (chi-square, 255 df)', () => {
    const counts = new Array<number>(256).fill(0);
    let bytes = 0;
    for (let nonce = 0; nonce < NONCES / 4; nonce += 1) {
      for (const byte of roundBytes(serverSeed, clientSeed, nonce, 0)) counts[byte] = (counts[byte] ?? 0) + 1;
      bytes += 32;
    }
    const statistic = chiSquare(counts, bytes / 256);
    console.log(`fair-rng ${clientSeed}: ${bytes} bytes, byte chi-square ${statistic.toFixed(2)} (255 df, 99 % critical ${CHI_SQUARE_99_DF255})`);
    expect(statistic).toBeLessThan(CHI_SQUARE_99_DF255);
  });

  it('alternates above and below one half as chance does (runs test)', () => {
    let above = 0;
    let runs = 0;
    let previous: boolean | null = null;
    for (const value of floats) {
      const high = value >= 0.5;
      if (high) above += 1;
      if (high !== previous) runs += 1;
      previous = high;
    }
    const below = n - above;
    const mean = (2 * above * below) / n + 1;
    const variance = (2 * above * below * (2 * above * below - n)) / (n * n * (n - 1));
    const z = (runs - mean) / Math.sqrt(variance);
    console.log(`fair-rng ${clientSeed}: ${runs} runs above/below 0.5 (expected ${mean.toFixed(1)}), z = ${z.toFixed(3)} (99 % bound ${Z_99})`);
    expect(Math.abs(z)).toBeLessThan(Z_99);
  });

  it('rises and falls as chance does (runs up and down)', () => {
    let runs = 1;
    let rising = (floats[1] as number) > (floats[0] as number);
    for (let index = 2; index < n; index += 1) {
      const up = (floats[index] as number) > (floats[index - 1] as number);
      if (up !== rising) runs += 1;
      rising = up;
    }
    const mean = (2 * n - 1) / 3;
    const z = (runs - mean) / Math.sqrt((16 * n - 29) / 90);
    console.log(`fair-rng ${clientSeed}: ${runs} runs up and down (expected ${mean.toFixed(1)}), z = ${z.toFixed(3)} (99 % bound ${Z_99})`);
    expect(Math.abs(z)).toBeLessThan(Z_99);
  });
});
