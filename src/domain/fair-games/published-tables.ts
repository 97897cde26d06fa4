// The tables a round is recomputed with, as the demo maker publishes them (GET /fair/<game>.json and
// the page /fair/<game>) and docs/provably-fair.md prints them (scripts/fair-tables.ts): built here
// from the very constants the games pay by, so what a player or an auditor reads cannot differ from
// what decides their rounds. The rules that turn floats and these tables into an outcome are the
// docs' text; the numbers are all here.
import * as fishing from './deep-sea-blaster';
import * as poker from './jacks-or-better';
import * as slot from './lucky-lanterns';
import * as shootout from './penalty-shootout';
import { KICK_CHANCE, MARKET_RTP, PRICES, RTP as SHOOTOUT_RTP, exactDecimal, type Fraction } from './penalty-shootout-chances';
import * as roulette from './royal-roulette';
import type { FairGameCode } from './replay';

/** How every game turns seeds into floats (src/domain/provably-fair.ts), the same for all of them. */
export const PUBLISHED_DERIVATION = {
  commitment: 'SHA-256 of the server seed\'s 64-character hex text, as hex',
  bytes: 'HMAC-SHA256(key = the server seed\'s 64-character hex text as UTF-8, message = "<clientSeed>:<nonce>:<cursor>"), cursor 0, 1, 2, ... for each further 32 bytes',
  float: 'each 4 bytes b0 b1 b2 b3 in order: b0/256 + b1/256^2 + b2/256^3 + b3/256^4, 8 floats per cursor',
  nonce: 'counts the rounds played on the seed pair from 0; one seed pair serves all of a player\'s games at this maker, so the nonce carries over from one game to the next',
} as const;

export interface LuckyLanternsTables {
  game: 'lucky-lanterns';
  derivation: typeof PUBLISHED_DERIVATION;
  /** Floats a spin takes: f0 to f4, one per reel. */
  floats: number;
  reels: number;
  rows: number;
  symbols: readonly string[];
  wild: string;
  scatter: string;
  /** reelStrips[reel][stop], reels left to right from 0; stop = floor(f_reel × strip length). */
  reelStrips: readonly (readonly string[])[];
  /** Each payline by its number (1-based, what records store as `payline`), and its row on each reel (0 top, 1 middle, 2 bottom). */
  paylines: readonly { payline: number; rows: readonly number[] }[];
  /** × the stake per line for 3, 4 and 5 in a row from the leftmost reel. */
  linePays: Readonly<Record<string, { 3: number; 4: number; 5: number }>>;
  /** × the total bet for 3, 4 and 5 scatters anywhere in the window. */
  scatterPays: { 3: number; 4: number; 5: number };
  /** Stake per line in minor units; the total bet is stake × lines. */
  stake: { min: number; max: number };
  lines: number;
  rtp: number;
}

export interface RoyalRouletteTables {
  game: 'royal-roulette';
  derivation: typeof PUBLISHED_DERIVATION;
  floats: number;
  /** pocket = floor(f0 × pockets): 0 to 36. */
  pockets: number;
  red: readonly number[];
  black: readonly number[];
  green: readonly number[];
  /** The wheel clockwise from zero (drawing only; the pocket does not depend on it). */
  wheelOrder: readonly number[];
  /** Every legal bet by kind: the number sets it may cover; a winning bet returns amount × 36 / numbers covered. */
  bets: Readonly<Record<string, { sets: readonly (readonly number[])[]; returns: number }>>;
  bet: { min: number; max: number; maxBets: number };
  rtp: number;
}

export interface JacksOrBetterTables {
  game: 'jacks-or-better';
  derivation: typeof PUBLISHED_DERIVATION;
  floats: number;
  handSize: number;
  /** The unshuffled deck, position 0 first: the Fisher-Yates shuffle starts from this order. */
  deck: readonly string[];
  ranks: readonly string[];
  suits: readonly string[];
  /** What a record's `hand` holds, best first (null when the final hand pays nothing). */
  hands: readonly string[];
  /** × the stake, stake included. */
  paytable: Readonly<Record<string, number>>;
  stake: { min: number; max: number };
  rtp: number;
}

export interface DeepSeaBlasterTables {
  game: 'deep-sea-blaster';
  derivation: typeof PUBLISHED_DERIVATION;
  floats: number;
  /** roll = floor(f0 × rollRange); the shot catches the fish aimed at when roll < its chance. */
  rollRange: number;
  /** Every kind as a record's `fish` names it, smallest first: a catch returns bet × multiplier, stake included. */
  fish: readonly { fish: string; multiplier: number; chance: number }[];
  /** A shot's cost in minor units. */
  bet: { min: number; max: number };
  rtp: number;
}

/** An exact fraction as text: numerator, denominator and the whole decimal expansion. */
export interface PublishedFraction {
  fraction: string;
  decimal: string;
}

export interface PenaltyShootoutTables {
  game: 'penalty-shootout';
  derivation: typeof PUBLISHED_DERIVATION;
  /** 10 regulation kicks, 2 per sudden-death round, 1 coin. */
  floats: number;
  rounds: number;
  suddenDeathRounds: number;
  /** result = the row whose buckets hold floor(f × buckets); aim = floor(f × buckets × 3) − 3 × bucket, an index into `aims`. */
  kickBuckets: number;
  kickTable: readonly { result: string; from: number; to: number; chance: PublishedFraction }[];
  aims: readonly string[];
  /** Every pick: decimal odds (a win returns amount × odds, stake included), its exact chance, and odds × chance. */
  prices: readonly { market: string; pick: string; odds: string; chance: PublishedFraction; rtp: PublishedFraction }[];
  marketRtp: Readonly<Record<string, PublishedFraction>>;
  bet: { min: number; max: number; unit: number; maxBets: number };
  rtp: number;
}

export type PublishedTables = LuckyLanternsTables | RoyalRouletteTables | JacksOrBetterTables | DeepSeaBlasterTables | PenaltyShootoutTables;

const byCount = (pays: readonly [number, number, number]) => ({ 3: pays[0], 4: pays[1], 5: pays[2] });

export function luckyLanternsTables(): LuckyLanternsTables {
  return {
    game: 'lucky-lanterns',
    derivation: PUBLISHED_DERIVATION,
    floats: slot.FLOATS_NEEDED,
    reels: slot.REELS,
    rows: slot.ROWS,
    symbols: [...slot.SYMBOLS],
    wild: slot.WILD,
    scatter: slot.SCATTER,
    reelStrips: slot.REEL_STRIPS.map((strip) => [...strip]),
    paylines: slot.PAYLINES.map((rows, index) => ({ payline: index + 1, rows: [...rows] })),
    linePays: Object.fromEntries(Object.entries(slot.LINE_PAYS).map(([symbol, pays]) => [symbol, byCount(pays)])),
    scatterPays: byCount(slot.SCATTER_PAYS),
    stake: { min: slot.MIN_STAKE, max: slot.MAX_STAKE },
    lines: slot.LINES,
    rtp: slot.RTP,
  };
}

/** The legal number sets of each bet kind, found by asking the game's own rule of every candidate. */
function legalSets(kind: roulette.RouletteBetKind): number[][] {
  switch (kind) {
    case 'dozen':
      return roulette.DOZENS.map((set) => [...set]);
    case 'column':
      return roulette.COLUMNS.map((set) => [...set]);
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
    case 'low':
    case 'high':
      return [[...roulette.EVEN_MONEY[kind]]];
    default: {
      // Inside bets: every set of neighbouring numbers the layout allows, as the game accepts them.
      const size = { straight: 1, split: 2, street: 3, corner: 4, line: 6 }[kind];
      const sets: number[][] = [];
      for (let first = 0; first <= 36; first += 1) {
        for (const set of candidates(first, size)) if (roulette.coveredNumbers({ kind, numbers: set }) !== null) sets.push(set);
      }
      return sets;
    }
  }
}

/** Sets of `size` numbers starting at `first`, ascending, within the next six numbers (a line's span). */
function candidates(first: number, size: number): number[][] {
  const out: number[][] = [];
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === size) {
      out.push(chosen);
      return;
    }
    for (let next = from; next <= Math.min(36, first + 6); next += 1) pick(next + 1, [...chosen, next]);
  };
  pick(first + 1, [first]);
  return out;
}

export function royalRouletteTables(): RoyalRouletteTables {
  const numbers = Array.from({ length: roulette.POCKETS }, (_, pocket) => pocket);
  return {
    game: 'royal-roulette',
    derivation: PUBLISHED_DERIVATION,
    floats: roulette.FLOATS_NEEDED,
    pockets: roulette.POCKETS,
    red: numbers.filter((pocket) => roulette.pocketColour(pocket) === 'red'),
    black: numbers.filter((pocket) => roulette.pocketColour(pocket) === 'black'),
    green: numbers.filter((pocket) => roulette.pocketColour(pocket) === 'green'),
    wheelOrder: [...roulette.WHEEL_ORDER],
    bets: Object.fromEntries(
      roulette.BET_KINDS.map((kind) => {
        const sets = legalSets(kind);
        return [kind, { sets, returns: roulette.returnMultiple(sets[0]?.length ?? 1) }];
      }),
    ),
    bet: { min: roulette.MIN_BET, max: roulette.MAX_BET, maxBets: roulette.MAX_BETS },
    rtp: roulette.RTP,
  };
}

export function jacksOrBetterTables(): JacksOrBetterTables {
  return {
    game: 'jacks-or-better',
    derivation: PUBLISHED_DERIVATION,
    floats: poker.FLOATS_NEEDED,
    handSize: poker.HAND_SIZE,
    deck: [...poker.DECK],
    ranks: [...poker.RANKS],
    suits: [...poker.SUITS],
    hands: [...poker.HAND_RANKS],
    paytable: { ...poker.PAYTABLE },
    stake: { min: poker.MIN_STAKE, max: poker.MAX_STAKE },
    rtp: poker.RTP,
  };
}

export function deepSeaBlasterTables(): DeepSeaBlasterTables {
  return {
    game: 'deep-sea-blaster',
    derivation: PUBLISHED_DERIVATION,
    floats: fishing.FLOATS_NEEDED,
    rollRange: fishing.ROLL_RANGE,
    fish: fishing.FISH_KINDS.map((fish) => ({ fish, multiplier: fishing.FISH[fish].multiplier, chance: fishing.FISH[fish].chance })),
    bet: { min: fishing.MIN_BET, max: fishing.MAX_BET },
    rtp: fishing.RTP,
  };
}

const published = (value: Fraction): PublishedFraction => ({ fraction: `${value.numerator}/${value.denominator}`, decimal: exactDecimal(value) });

export function penaltyShootoutTables(): PenaltyShootoutTables {
  return {
    game: 'penalty-shootout',
    derivation: PUBLISHED_DERIVATION,
    floats: shootout.FLOATS_NEEDED,
    rounds: shootout.ROUNDS,
    suddenDeathRounds: shootout.SUDDEN_DEATH_ROUNDS,
    kickBuckets: shootout.KICK_BUCKETS,
    kickTable: shootout.KICK_RESULTS.map((result) => ({ result, ...shootout.KICK_TABLE[result], chance: published(KICK_CHANCE[result]) })),
    aims: [...shootout.AIMS],
    prices: PRICES.map((price) => ({ market: price.market, pick: price.pick, odds: (price.odds / 100).toFixed(2), chance: published(price.chance), rtp: published(price.rtp) })),
    marketRtp: Object.fromEntries(shootout.MARKETS.map((market) => [market, published(MARKET_RTP[market])])),
    bet: { min: shootout.MIN_BET, max: shootout.MAX_BET, unit: shootout.BET_UNIT, maxBets: shootout.MAX_BETS },
    rtp: SHOOTOUT_RTP,
  };
}

export function publishedTables(game: FairGameCode): PublishedTables {
  switch (game) {
    case 'lucky-lanterns':
      return luckyLanternsTables();
    case 'royal-roulette':
      return royalRouletteTables();
    case 'jacks-or-better':
      return jacksOrBetterTables();
    case 'deep-sea-blaster':
      return deepSeaBlasterTables();
    case 'penalty-shootout':
      return penaltyShootoutTables();
  }
}
