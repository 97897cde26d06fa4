// Royal Roulette: European single-zero roulette. The pocket is floor(f * 37) of the round's one
// float. Every bet names the numbers it covers, and a winning bet returns amount x 36 / (numbers
// covered): straight 35 to 1, split 17, street 11, corner 8, line 5, dozen and column 2, the
// even-money bets 1 to 1. Zero loses every outside bet (no "la partage"), so each bet's return to
// player is 36/37.
//
// Amounts are integer minor units held in plain numbers (JSON-safe, so the wager as recorded is
// the wager the verify page replays).

export const GAME_CODE = 'royal-roulette';
export const POCKETS = 37;
export const FLOATS_NEEDED = 1;
/** Exact: every bet returns 36 for 37 on average. */
export const RTP = 36 / 37;

export const BET_KINDS = ['straight', 'split', 'street', 'corner', 'line', 'dozen', 'column', 'red', 'black', 'odd', 'even', 'low', 'high'] as const;
export type RouletteBetKind = (typeof BET_KINDS)[number];

/** The red numbers of the European wheel; the other numbers 1-36 are black, 0 is green. */
export const RED_NUMBERS: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
export type PocketColour = 'green' | 'red' | 'black';
export function pocketColour(pocket: number): PocketColour {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.includes(pocket) ? 'red' : 'black';
}
/** The wheel's order clockwise from zero, for drawing the wheel. */
export const WHEEL_ORDER: readonly number[] = [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26];

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, index) => from + index);
/** Dozen d (0, 1, 2): 1-12, 13-24, 25-36. */
export const DOZENS: readonly (readonly number[])[] = [range(1, 12), range(13, 24), range(25, 36)];
/** Column c (0, 1, 2) of the layout: 1, 4, ... 34; 2, 5, ... 35; 3, 6, ... 36. */
export const COLUMNS: readonly (readonly number[])[] = [0, 1, 2].map((column) => range(0, 11).map((row) => row * 3 + column + 1));
/** The numbers an even-money bet covers (they need not be listed in the bet). */
export const EVEN_MONEY: Readonly<Record<'red' | 'black' | 'odd' | 'even' | 'low' | 'high', readonly number[]>> = {
  red: RED_NUMBERS,
  black: range(1, 36).filter((number) => !RED_NUMBERS.includes(number)),
  odd: range(1, 36).filter((number) => number % 2 === 1),
  even: range(1, 36).filter((number) => number % 2 === 0),
  low: range(1, 18),
  high: range(19, 36),
};

/** One bet's amount in minor units (0.10 to 1,000.00), and at most this many bets in a round. */
export const MIN_BET = 10;
export const MAX_BET = 100_000;
export const MAX_BETS = 60;

export interface RouletteBet {
  kind: RouletteBetKind;
  /** The numbers the bet covers (the even-money bets may leave it empty). */
  numbers: number[];
  /** Minor units. */
  amount: number;
}
export interface RouletteWager {
  bets: RouletteBet[];
}
export interface RouletteBetResult {
  kind: RouletteBetKind;
  numbers: number[];
  amount: number;
  win: number;
}
export interface RouletteOutcome {
  pocket: number;
  colour: PocketColour;
  bets: RouletteBetResult[];
}

// Layout geometry: number n (1-36) sits in row floor((n-1)/3) and column (n-1) % 3.
const rowOf = (number: number) => Math.floor((number - 1) / 3);
const columnOf = (number: number) => (number - 1) % 3;
const sorted = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);
function sameSet(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const left = sorted(a);
  const right = sorted(b);
  return left.every((number, index) => number === right[index]);
}

/** The legal number sets of the inside bets, built once from the layout. */
function insideSets(): Record<'straight' | 'split' | 'street' | 'corner' | 'line', number[][]> {
  const sets = { straight: [] as number[][], split: [] as number[][], street: [] as number[][], corner: [] as number[][], line: [] as number[][] };
  for (let number = 0; number <= 36; number += 1) sets.straight.push([number]);
  for (let number = 1; number <= 36; number += 1) {
    if (columnOf(number) < 2) sets.split.push([number, number + 1]);
    if (rowOf(number) < 11) sets.split.push([number, number + 3]);
    if (columnOf(number) < 2 && rowOf(number) < 11) sets.corner.push([number, number + 1, number + 3, number + 4]);
  }
  // Zero touches 1, 2 and 3.
  sets.split.push([0, 1], [0, 2], [0, 3]);
  for (let row = 0; row < 12; row += 1) sets.street.push(range(row * 3 + 1, row * 3 + 3));
  // The two trios with zero pay as streets; the first four (0-1-2-3) as a corner.
  sets.street.push([0, 1, 2], [0, 2, 3]);
  sets.corner.push([0, 1, 2, 3]);
  for (let row = 0; row < 11; row += 1) sets.line.push(range(row * 3 + 1, row * 3 + 6));
  return sets;
}
const INSIDE = insideSets();

/** The numbers a bet covers, or null when its numbers are not a bet of that kind on the layout. */
export function coveredNumbers(bet: Pick<RouletteBet, 'kind' | 'numbers'>): number[] | null {
  const numbers = bet.numbers;
  if (!Array.isArray(numbers) || !numbers.every((number) => Number.isInteger(number))) return null;
  switch (bet.kind) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line': {
      const match = INSIDE[bet.kind].find((set) => sameSet(set, numbers));
      return match ? sorted(match) : null;
    }
    case 'dozen':
    case 'column': {
      const match = (bet.kind === 'dozen' ? DOZENS : COLUMNS).find((set) => sameSet(set, numbers));
      return match ? sorted(match) : null;
    }
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
    case 'low':
    case 'high': {
      const covered = EVEN_MONEY[bet.kind];
      return numbers.length === 0 || sameSet(covered, numbers) ? sorted(covered) : null;
    }
    default:
      return null;
  }
}

/** What a winning bet returns in total (stake included) per unit staked: 36 / numbers covered. */
export function returnMultiple(coveredCount: number): number {
  return 36 / coveredCount;
}

/** A wager the maker accepts: 1 to MAX_BETS legal bets, each an integer amount within the limits. */
export function isValidWager(wager: unknown): wager is RouletteWager {
  if (typeof wager !== 'object' || wager === null) return false;
  const bets = (wager as { bets?: unknown }).bets;
  if (!Array.isArray(bets) || bets.length === 0 || bets.length > MAX_BETS) return false;
  return bets.every((bet: unknown) => {
    if (typeof bet !== 'object' || bet === null) return false;
    const { kind, numbers, amount } = bet as Partial<RouletteBet>;
    if (typeof kind !== 'string' || !(BET_KINDS as readonly string[]).includes(kind)) return false;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < MIN_BET || amount > MAX_BET) return false;
    return coveredNumbers({ kind, numbers: numbers as number[] }) !== null;
  });
}

export function totalBet(wager: RouletteWager): number {
  return wager.bets.reduce((sum, bet) => sum + bet.amount, 0);
}

export function outcome(floats: readonly number[], wager: RouletteWager): RouletteOutcome {
  const pocket = Math.floor((floats[0] ?? 0) * POCKETS);
  const bets = wager.bets.map((bet) => {
    const covered = coveredNumbers(bet) ?? [];
    // 36 / covered is a whole number for every legal bet (1, 2, 3, 4, 6, 12, 18 numbers).
    const win = covered.includes(pocket) ? bet.amount * returnMultiple(covered.length) : 0;
    return { kind: bet.kind, numbers: covered, amount: bet.amount, win };
  });
  return { pocket, colour: pocketColour(pocket), bets };
}

export function payout(result: RouletteOutcome, _wager: RouletteWager): number {
  return result.bets.reduce((sum, bet) => sum + bet.win, 0);
}
