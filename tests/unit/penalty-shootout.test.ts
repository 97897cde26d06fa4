// Penalty Shootout's mapping at its edges (the lowest and highest float of every kick bucket,
// sudden death decided and undecided, the coin), the settlement of every market, the wagers the
// maker accepts, and the exact prices: every pick's odds × chance is its market's stated RTP.
import { describe, expect, it } from 'vitest';
import * as game from '../../src/domain/fair-games/penalty-shootout';
import { LEVEL_CHANCE, MARKET_RTP, PRICES, exactDecimal, exactPercent, pickChance, scoreChance } from '../../src/domain/fair-games/penalty-shootout-chances';

const TOP = 0.99999999;
/** A float inside bucket `bucket` of floor(f × 16), at aim `aim` (0 left, 1 centre, 2 right). */
const floatFor = (bucket: number, aim = 1) => (bucket * 3 + aim + 0.5) / 48;
const GOAL = floatFor(0);
const SAVE = floatFor(12);
const MISS = floatFor(15);
/** All 71 floats: the given ones first, goals after. */
const floats = (first: number[], rest = GOAL) => [...first, ...Array.from({ length: game.FLOATS_NEEDED - first.length }, () => rest)];
const bet = (market: game.Market, pick: string, amount = 1000): game.ShootoutBet => ({ market, pick, amount });

describe('Penalty Shootout kicks', () => {
  it('reads floor(f × 16) in the kick table and the aim from the same float', () => {
    expect(game.kickOf(0, 'home')).toEqual({ team: 'home', result: 'goal', aim: 'left' });
    expect(game.kickOf(12 / 16 - 1e-9, 'away')).toEqual({ team: 'away', result: 'goal', aim: 'right' });
    expect(game.kickOf(12 / 16, 'home')).toEqual({ team: 'home', result: 'save', aim: 'left' });
    expect(game.kickOf(15 / 16 - 1e-9, 'home')).toMatchObject({ result: 'save', aim: 'right' });
    expect(game.kickOf(15 / 16, 'home')).toMatchObject({ result: 'miss', aim: 'left' });
    expect(game.kickOf(TOP, 'home')).toMatchObject({ result: 'miss', aim: 'right' });
    expect(game.kickOf(floatFor(7, 1), 'home')).toMatchObject({ result: 'goal', aim: 'centre' });
  });

  it('takes all ten kicks, Home first, even when five rounds have decided it', () => {
    const result = game.outcome(floats([GOAL, SAVE, GOAL, MISS, GOAL, SAVE, GOAL, GOAL, GOAL, SAVE]), { bets: [] });
    expect(result.kicks.map((kick) => kick.team)).toEqual(['home', 'away', 'home', 'away', 'home', 'away', 'home', 'away', 'home', 'away']);
    expect(result.regulation).toEqual({ home: 5, away: 1 });
    expect(result).toMatchObject({ suddenDeath: false, coin: false, winner: 'home', final: { home: 5, away: 1 } });
  });

  it('goes to sudden death when level, and stops at the first round one side scores and the other does not', () => {
    // 4-4 after five each; sudden death rounds 1 and 2 level (both score, both fail), round 3 Away scores and Home misses.
    const regulation = [GOAL, GOAL, GOAL, GOAL, SAVE, SAVE, GOAL, GOAL, GOAL, GOAL];
    const result = game.outcome(floats([...regulation, GOAL, GOAL, SAVE, MISS, MISS, GOAL, GOAL, SAVE]), { bets: [] });
    expect(result.regulation).toEqual({ home: 4, away: 4 });
    expect(result.kicks).toHaveLength(16);
    expect(result).toMatchObject({ suddenDeath: true, coin: false, winner: 'away', final: { home: 5, away: 6 } });
  });

  it('lets the referee\'s coin (f70) decide after 30 level rounds of sudden death', () => {
    const level = floats([]);
    expect(game.outcome(level, { bets: [] })).toMatchObject({ coin: true, winner: 'home', final: { home: 35, away: 35 } });
    expect(game.outcome([...level.slice(0, 70), 0.5], { bets: [] })).toMatchObject({ coin: true, winner: 'away' });
    expect(game.outcome(level, { bets: [] }).kicks).toHaveLength(70);
  });
});

describe('Penalty Shootout bets', () => {
  const shootout = floats([GOAL, SAVE, GOAL, GOAL, MISS, GOAL, GOAL, GOAL, GOAL, SAVE, SAVE, GOAL]);

  it('settles every market at its odds, stake included, and the rest at nothing', () => {
    const wager = {
      bets: [bet('winner', 'away'), bet('winner', 'home'), bet('suddenDeath', 'yes', 200), bet('score', '4-3', 500), bet('score', '3-4'), bet('kick', '2:save', 300), bet('kick', '5:miss'), bet('kick', '1:miss')],
    };
    const result = game.outcome(shootout, wager);
    expect(result).toMatchObject({ regulation: { home: 4, away: 3 }, suddenDeath: false, winner: 'home' });
    expect(result.bets.map((item) => [item.pick, item.odds, item.win])).toEqual([
      ['away', 192, 0],
      ['home', 192, 1920],
      ['yes', 330, 0],
      ['4-3', 918, 4590],
      ['3-4', 918, 0],
      ['2:save', 512, 1536],
      ['5:miss', 1536, 15360],
      ['1:miss', 1536, 0],
    ]);
    expect(game.payout(result, wager)).toBe(1920 + 4590 + 1536 + 15360);
    expect(game.totalBet(wager)).toBe(1000 * 5 + 200 + 500 + 300);
  });

  it('accepts whole-unit amounts on picks the markets offer, 1 to 20 bets', () => {
    expect(game.isValidWager({ bets: [bet('winner', 'home', 100)] })).toBe(true);
    expect(game.isValidWager({ bets: [bet('kick', '10:goal', 100_000)] })).toBe(true);
    expect(game.isValidWager({ bets: Array.from({ length: 20 }, () => bet('suddenDeath', 'yes')) })).toBe(true);
    expect(game.isValidWager({ bets: Array.from({ length: 21 }, () => bet('suddenDeath', 'yes')) })).toBe(false);
    expect(game.isValidWager({ bets: [] })).toBe(false);
    expect(game.isValidWager({ bets: [bet('winner', 'home', 150)] })).toBe(false);
    expect(game.isValidWager({ bets: [bet('winner', 'home', 0)] })).toBe(false);
    expect(game.isValidWager({ bets: [bet('winner', 'home', 100_100)] })).toBe(false);
    expect(game.isValidWager({ bets: [bet('winner', 'draw')] })).toBe(false);
    expect(game.isValidWager({ bets: [bet('suddenDeath', 'no')] })).toBe(false);
    expect(game.isValidWager({ bets: [bet('score', '6-0')] })).toBe(false);
    expect(game.isValidWager({ bets: [bet('kick', '11:goal')] })).toBe(false);
    expect(game.isValidWager({ bets: [{ market: 'toString', pick: 'home', amount: 100 }] })).toBe(false);
  });
});

describe('Penalty Shootout prices', () => {
  it('prices every pick so that odds × chance is its market\'s RTP exactly', () => {
    expect(PRICES).toHaveLength(2 + 1 + 36 + 30);
    for (const price of PRICES) {
      const rtp = MARKET_RTP[price.market];
      // odds/100 × n/d == N/D  <=>  odds × n × D == 100 × d × N, in integers.
      expect(BigInt(price.odds) * price.chance.numerator * rtp.denominator, `${price.market} ${price.pick}`).toBe(100n * price.chance.denominator * rtp.numerator);
    }
    expect(exactPercent(MARKET_RTP.winner)).toBe('96');
    expect(exactPercent(MARKET_RTP.kick)).toBe('96');
    expect(exactPercent(MARKET_RTP.suddenDeath)).toBe('95.76702117919921875');
    expect(exactPercent(MARKET_RTP.score)).toBe('95.732975006103515625');
  });

  it('gives each market\'s picks chances that add up to one, Home and Away one half each', () => {
    const total = (market: game.Market, filter: (pick: string) => boolean = () => true) =>
      game.PICKS[market].filter(filter).reduce((sum, pick) => {
        const chance = pickChance(market, pick);
        return sum + Number(chance.numerator) / Number(chance.denominator);
      }, 0);
    expect(pickChance('winner', 'home')).toEqual({ numerator: 1n, denominator: 2n });
    expect(pickChance('winner', 'away')).toEqual({ numerator: 1n, denominator: 2n });
    expect(total('score')).toBeCloseTo(1, 12);
    expect(total('kick', (pick) => pick.startsWith('4:'))).toBe(1);
    expect(exactDecimal(LEVEL_CHANCE)).toBe('0.290203094482421875');
    // 5-5 is (3/4)^10; 0-0 is (1/4)^10.
    expect(scoreChance(5, 5)).toEqual({ numerator: 59049n, denominator: 1048576n });
    expect(scoreChance(0, 0)).toEqual({ numerator: 1n, denominator: 1048576n });
    expect(game.scoreOdds(5, 5)).toBe(1700);
    expect(game.scoreOdds(0, 0)).toBe(100_383_300);
  });
});
