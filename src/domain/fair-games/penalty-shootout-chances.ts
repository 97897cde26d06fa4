// Penalty Shootout's exact chances: the probability of every pick, worked out from the kick table
// as a fraction (bigint, no rounding anywhere), and each market's return to player as odds ×
// probability. Every denominator is a power of two times a power of ten, so each figure has a
// finite decimal expansion, which the docs and the published tables print in full.
import * as game from './penalty-shootout';

export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
function fraction(numerator: bigint, denominator: bigint): Fraction {
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}
const add = (a: Fraction, b: Fraction) => fraction(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
const times = (a: Fraction, b: Fraction) => fraction(a.numerator * b.numerator, a.denominator * b.denominator);
const power = (a: Fraction, exponent: number) => fraction(a.numerator ** BigInt(exponent), a.denominator ** BigInt(exponent));
const sameFraction = (a: Fraction, b: Fraction) => a.numerator === b.numerator && a.denominator === b.denominator;

/** The whole decimal expansion (the denominator has no prime factor but 2 and 5), e.g. "0.9573307037353515625". */
export function exactDecimal(value: Fraction): string {
  let remainder = value.numerator % value.denominator;
  let digits = '';
  for (let step = 0; remainder !== 0n; step += 1) {
    if (step > 200) throw new Error('exactDecimal: the expansion does not end');
    remainder *= 10n;
    digits += String(remainder / value.denominator);
    remainder %= value.denominator;
  }
  return `${value.numerator / value.denominator}${digits ? `.${digits}` : ''}`;
}
/** A fraction as a percentage with every digit: "95.73307037353515625". */
export const exactPercent = (value: Fraction) => exactDecimal(times(value, fraction(100n, 1n)));
export const toNumber = (value: Fraction) => Number(value.numerator) / Number(value.denominator);

const BUCKETS = BigInt(game.KICK_BUCKETS);
/** One kick's chance of each result: its buckets out of 16. */
export const KICK_CHANCE: Readonly<Record<game.KickResult, Fraction>> = Object.fromEntries(
  game.KICK_RESULTS.map((result) => [result, fraction(BigInt(game.KICK_TABLE[result].to - game.KICK_TABLE[result].from + 1), BUCKETS)]),
) as Record<game.KickResult, Fraction>;
const GOAL = KICK_CHANCE.goal;
const NO_GOAL = fraction(GOAL.denominator - GOAL.numerator, GOAL.denominator);
const choose5 = [1n, 5n, 10n, 10n, 5n, 1n];

/** One side's chance of exactly `goals` in its five kicks (binomial). */
export function sideGoals(goals: number): Fraction {
  return times(times(fraction(choose5[goals] ?? 0n, 1n), power(GOAL, goals)), power(NO_GOAL, game.ROUNDS - goals));
}
/** The chance of the score after five kicks each. */
export const scoreChance = (home: number, away: number) => times(sideGoals(home), sideGoals(away));

const range = Array.from({ length: game.ROUNDS + 1 }, (_, goals) => goals);
const sum = (values: readonly Fraction[]) => values.reduce(add, fraction(0n, 1n));
/** Level after five each: the sum over k of P(k)². */
export const LEVEL_CHANCE = sum(range.map((goals) => scoreChance(goals, goals)));
const HOME_AHEAD = sum(range.flatMap((home) => range.filter((away) => away < home).map((away) => scoreChance(home, away))));
/** A sudden-death round stays level when both score or both fail. */
const ROUND_LEVEL = add(times(GOAL, GOAL), times(NO_GOAL, NO_GOAL));
const ROUND_HOME = times(GOAL, NO_GOAL);
/** Home wins sudden death: decided in round r (level before it) or, after 30 level rounds, on the coin. */
export const HOME_WINS_SUDDEN_DEATH = add(
  sum(Array.from({ length: game.SUDDEN_DEATH_ROUNDS }, (_, round) => times(power(ROUND_LEVEL, round), ROUND_HOME))),
  times(power(ROUND_LEVEL, game.SUDDEN_DEATH_ROUNDS), fraction(1n, 2n)),
);
const HOME_WINS = add(HOME_AHEAD, times(LEVEL_CHANCE, HOME_WINS_SUDDEN_DEATH));

/** The exact chance of a pick. */
export function pickChance(market: game.Market, pick: string): Fraction {
  switch (market) {
    case 'winner':
      return pick === 'home' ? HOME_WINS : fraction(HOME_WINS.denominator - HOME_WINS.numerator, HOME_WINS.denominator);
    case 'suddenDeath':
      return LEVEL_CHANCE;
    case 'score': {
      const [home, away] = pick.split('-').map(Number);
      return scoreChance(home ?? 0, away ?? 0);
    }
    case 'kick':
      return KICK_CHANCE[pick.split(':')[1] as game.KickResult];
  }
}

export interface Price {
  market: game.Market;
  pick: string;
  /** Hundredths. */
  odds: number;
  chance: Fraction;
  /** odds × chance, exactly. */
  rtp: Fraction;
}

/** Every pick with its odds, chance and return, in the order of PICKS. */
export const PRICES: readonly Price[] = game.MARKETS.flatMap((market) =>
  game.PICKS[market].map((pick) => {
    const odds = game.oddsOf(market, pick) ?? 0;
    const chance = pickChance(market, pick);
    return { market, pick, odds, chance, rtp: times(fraction(BigInt(odds), 100n), chance) };
  }),
);

/** Each market's return to player: every pick of a market returns the same, exactly (else this throws at load). */
export const MARKET_RTP: Readonly<Record<game.Market, Fraction>> = Object.fromEntries(
  game.MARKETS.map((market) => {
    const [first, ...others] = PRICES.filter((price) => price.market === market);
    if (!first || others.some((price) => !sameFraction(price.rtp, first.rtp))) throw new Error(`penalty-shootout: the picks of ${market} return different amounts`);
    return [market, first.rtp];
  }),
) as Record<game.Market, Fraction>;

/** The game's stated RTP: the lowest of its markets (the exact score's). */
export const RTP = Math.min(...game.MARKETS.map((market) => toNumber(MARKET_RTP[market])));
