// Lucky Lanterns: a 5x3 video slot with 20 fixed paylines. Everything the server pays by is data
// in this file (symbols, reel strips, paylines, paytable), so the game page draws the same table
// and the verify page recomputes a spin from the seeds.
//
// Mapping (docs/provably-fair.md): the spin takes 5 floats f0..f4, one per reel. Reel r stops at
// index floor(f_r * strip.length); the window shows strip[stop], strip[stop+1], strip[stop+2]
// (wrapping) as rows 0 (top), 1 (middle), 2 (bottom).
//
// Amounts are integer minor units held in plain numbers (JSON-safe, so the wager as recorded is
// the wager the verify page replays); the stake limit keeps every product far below 2^53.

export const GAME_CODE = 'lucky-lanterns';
export const REELS = 5;
export const ROWS = 3;
export const FLOATS_NEEDED = REELS;

/** Symbol codes: language-neutral, what describeOutcome prints and the page draws. */
export const SYMBOLS = ['DRAGON', 'FIREWORK', 'LANTERN', 'KOI', 'FAN', 'COIN', 'A', 'K', 'Q', 'J'] as const;
export type LanternSymbol = (typeof SYMBOLS)[number];
/** Substitutes for every symbol except the scatter, and pays on its own. */
export const WILD = 'DRAGON' satisfies LanternSymbol;
/** Pays anywhere in the window, on the total bet. */
export const SCATTER = 'FIREWORK' satisfies LanternSymbol;

/**
 * The reel strips, 30 stops each, top to bottom as they scroll. Each holds one FIREWORK, so a
 * window shows at most one per reel.
 */
export const REEL_STRIPS: readonly (readonly LanternSymbol[])[] = [
  ['A', 'K', 'COIN', 'Q', 'A', 'FAN', 'COIN', 'KOI', 'Q', 'K', 'J', 'A', 'K', 'Q', 'DRAGON', 'FAN', 'J', 'COIN', 'KOI', 'LANTERN', 'COIN', 'A', 'K', 'FAN', 'KOI', 'J', 'LANTERN', 'Q', 'FIREWORK', 'DRAGON'],
  ['COIN', 'A', 'Q', 'K', 'KOI', 'A', 'J', 'K', 'Q', 'FAN', 'COIN', 'DRAGON', 'LANTERN', 'K', 'A', 'J', 'COIN', 'Q', 'FAN', 'KOI', 'Q', 'FIREWORK', 'DRAGON', 'LANTERN', 'K', 'J', 'COIN', 'KOI', 'A', 'FAN'],
  ['Q', 'K', 'A', 'COIN', 'J', 'K', 'COIN', 'FAN', 'KOI', 'Q', 'A', 'KOI', 'FAN', 'DRAGON', 'LANTERN', 'A', 'COIN', 'Q', 'K', 'J', 'A', 'KOI', 'FAN', 'DRAGON', 'J', 'Q', 'COIN', 'K', 'FIREWORK', 'LANTERN'],
  ['K', 'COIN', 'Q', 'A', 'COIN', 'J', 'Q', 'K', 'KOI', 'A', 'FAN', 'DRAGON', 'K', 'COIN', 'A', 'J', 'FAN', 'KOI', 'LANTERN', 'Q', 'FIREWORK', 'DRAGON', 'COIN', 'A', 'LANTERN', 'J', 'Q', 'FAN', 'KOI', 'K'],
  ['A', 'Q', 'COIN', 'K', 'FAN', 'KOI', 'K', 'A', 'Q', 'COIN', 'J', 'KOI', 'Q', 'FAN', 'DRAGON', 'COIN', 'A', 'K', 'LANTERN', 'J', 'FIREWORK', 'A', 'Q', 'J', 'LANTERN', 'K', 'COIN', 'FAN', 'KOI', 'DRAGON'],
];

/** The 20 paylines: for each reel, the row (0 top, 1 middle, 2 bottom) the line passes through. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];
export const LINES = PAYLINES.length;

/**
 * Line pays, in multiples of the stake per line, for 3, 4 and 5 of a kind from the leftmost reel
 * (DRAGON substitutes, and a run of DRAGONs alone pays its own row; the better of the two counts).
 */
export const LINE_PAYS: Readonly<Record<Exclude<LanternSymbol, 'FIREWORK'>, readonly [number, number, number]>> = {
  DRAGON: [50, 250, 1000],
  LANTERN: [30, 120, 500],
  KOI: [25, 90, 300],
  FAN: [20, 60, 200],
  COIN: [15, 50, 150],
  A: [8, 25, 100],
  K: [8, 20, 80],
  Q: [5, 15, 60],
  J: [4, 12, 50],
};
/** FIREWORK pays anywhere: 3, 4 or 5 in the window, in multiples of the total bet. */
export const SCATTER_PAYS: readonly [number, number, number] = [2, 10, 50];

/** The stake per line in minor units (0.01 to 5.00); the total bet is stake x LINES. */
export const MIN_STAKE = 1;
export const MAX_STAKE = 500;

/** The return to player of this paytable and these strips, computed exactly by enumeration (tests/unit/fair-games-rtp.test.ts). */
export const RTP = 0.9679;

export interface LanternsWager {
  /** Stake per line, minor units. */
  stake: number;
}

export interface LineWin {
  /**
   * The payline's number, 1 to 20, as the docs, the published tables and the game page number
   * them (PAYLINES[payline - 1]). Rounds recorded before this field carry `line`, 0-based instead:
   * readRecordedOutcome reads both.
   */
  payline: number;
  symbol: LanternSymbol;
  count: number;
  win: number;
}

export interface LanternsOutcome {
  /** Each reel's stop index on its strip. */
  stops: number[];
  /** window[row][reel]. */
  window: LanternSymbol[][];
  lines: LineWin[];
  scatters: number;
  /** Scatter win, minor units. */
  scatterWin: number;
}

/** A stake the maker accepts: an integer number of minor units within the limits. */
export function isValidStake(stake: unknown): stake is number {
  return typeof stake === 'number' && Number.isSafeInteger(stake) && stake >= MIN_STAKE && stake <= MAX_STAKE;
}

export function totalBet(wager: LanternsWager): number {
  return wager.stake * LINES;
}

function symbolAt(reel: number, index: number): LanternSymbol {
  const strip = REEL_STRIPS[reel] ?? [];
  return strip[index % strip.length] as LanternSymbol;
}

/** The multiple a line pays for `symbols` (left to right), with the symbol and count that pay. */
export function linePay(symbols: readonly LanternSymbol[]): { symbol: LanternSymbol; count: number; multiple: number } | null {
  // A run of wilds from the left pays as wilds...
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === WILD) wildRun += 1;
  // ...and the first other symbol, with the wilds around it, pays as that symbol.
  const first = symbols[wildRun];
  let run = wildRun;
  if (first !== undefined && first !== SCATTER) {
    while (run < symbols.length && (symbols[run] === first || symbols[run] === WILD)) run += 1;
  }
  const wildPay = wildRun >= 3 ? (LINE_PAYS.DRAGON[wildRun - 3] ?? 0) : 0;
  const symbolPay = first !== undefined && first !== SCATTER && run >= 3 ? (LINE_PAYS[first][run - 3] ?? 0) : 0;
  if (wildPay === 0 && symbolPay === 0) return null;
  if (wildPay >= symbolPay) return { symbol: WILD, count: wildRun, multiple: wildPay };
  return { symbol: first as LanternSymbol, count: run, multiple: symbolPay };
}

export function outcome(floats: readonly number[], wager: LanternsWager): LanternsOutcome {
  const stops = REEL_STRIPS.map((strip, reel) => Math.floor((floats[reel] ?? 0) * strip.length));
  const window = Array.from({ length: ROWS }, (_, row) => stops.map((stop, reel) => symbolAt(reel, stop + row)));
  const lines: LineWin[] = [];
  PAYLINES.forEach((rows, index) => {
    const symbols = rows.map((row, reel) => window[row]?.[reel] as LanternSymbol);
    const pay = linePay(symbols);
    if (pay) lines.push({ payline: index + 1, symbol: pay.symbol, count: pay.count, win: pay.multiple * wager.stake });
  });
  const scatters = window.reduce((count, row) => count + row.filter((symbol) => symbol === SCATTER).length, 0);
  const scatterMultiple = scatters >= 3 ? (SCATTER_PAYS[Math.min(scatters, 5) - 3] ?? 0) : 0;
  return { stops, window, lines, scatters, scatterWin: scatterMultiple * totalBet(wager) };
}

/** What the spin pays, minor units: every line win plus the scatter win. */
export function payout(result: LanternsOutcome, _wager: LanternsWager): number {
  return result.lines.reduce((sum, line) => sum + line.win, 0) + result.scatterWin;
}

/**
 * A recorded outcome in today's shape. Rounds recorded before paylines were numbered from 1 hold
 * `lines: [{ line, ... }]` with `line` 0-based (line 0 is payline 1); they are read as
 * `{ payline: line + 1, ... }`, so an old round still verifies and reads the same numbers as a new
 * one. Anything else is returned as it is, for the comparison to judge.
 */
export function readRecordedOutcome(recorded: unknown): unknown {
  if (typeof recorded !== 'object' || recorded === null) return recorded;
  const lines = (recorded as { lines?: unknown }).lines;
  if (!Array.isArray(lines)) return recorded;
  const isLegacy = (entry: unknown) => typeof entry === 'object' && entry !== null && !('payline' in entry) && Number.isSafeInteger((entry as { line?: unknown }).line);
  if (!lines.some(isLegacy)) return recorded;
  return {
    ...recorded,
    lines: lines.map((entry: unknown) => {
      if (!isLegacy(entry)) return entry;
      const { line, ...rest } = entry as { line: number } & Record<string, unknown>;
      return { payline: line + 1, ...rest };
    }),
  };
}
