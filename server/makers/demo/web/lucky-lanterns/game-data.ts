// Lucky Lanterns as the page shows it: the symbols, lines and pays are the maker's own data
// (src/domain/fair-games/lucky-lanterns.ts), so the table drawn here is the table paid by. Stakes on
// the wire are major units; the domain's limits are minor units.
import { toMinorUnits } from '../../../../../src/domain/money';
import {
  LINE_PAYS,
  LINES,
  MAX_STAKE,
  MIN_STAKE,
  PAYLINES,
  REELS,
  ROWS,
  SCATTER,
  SCATTER_PAYS,
  SYMBOLS,
  WILD,
  type LanternSymbol,
} from '../../../../../src/domain/fair-games/lucky-lanterns';

export { LINE_PAYS, LINES, PAYLINES, REELS, ROWS, SCATTER, SCATTER_PAYS, SYMBOLS, WILD, type LanternSymbol };

/** Stakes per line offered (major units), those within the maker's limits. */
export const STAKES = [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5].filter((stake) => {
  const minor = Number(toMinorUnits(stake) ?? 0n);
  return minor >= MIN_STAKE && minor <= MAX_STAKE;
});

export interface ShownWin {
  /** 1-based line number as the paylines picture numbers them; null for the scatter pay. */
  line: number | null;
  symbol: LanternSymbol;
  count: number;
  /** Major units. */
  win: number;
  /** [reel, row] of each cell that pays. */
  cells: [number, number][];
}

export interface SlotRound {
  /** grid[reel][row], row 0 at the top. */
  grid: LanternSymbol[][];
  wins: ShownWin[];
}

const isSymbol = (value: unknown): value is LanternSymbol => typeof value === 'string' && (SYMBOLS as readonly string[]).includes(value);
const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The maker's outcome ({ window[row][reel], lines: [{ payline, symbol, count }], scatters }) turned into what the page draws. Each
 * line's amount is worked out from the paytable and the stake placed, so it reads in major units
 * whatever unit the outcome carries.
 */
export function readOutcome(outcome: unknown, stake: number): SlotRound | null {
  if (typeof outcome !== 'object' || outcome === null) return null;
  const { window, lines, scatters } = outcome as { window?: unknown; lines?: unknown; scatters?: unknown };
  if (!Array.isArray(window) || window.length !== ROWS || !window.every((row) => Array.isArray(row) && row.length === REELS && row.every(isSymbol))) return null;
  const rows = window as LanternSymbol[][];
  const grid = Array.from({ length: REELS }, (_, reel) => rows.map((row) => row[reel] as LanternSymbol));
  const wins: ShownWin[] = [];
  for (const entry of Array.isArray(lines) ? lines : []) {
    // `payline` is 1-based, as the paylines picture and the published tables number them.
    const { payline, symbol, count } = entry as { payline?: unknown; symbol?: unknown; count?: unknown };
    const path = typeof payline === 'number' ? PAYLINES[payline - 1] : undefined;
    if (!path || !isSymbol(symbol) || symbol === SCATTER || typeof count !== 'number' || count < 3 || count > REELS) continue;
    const multiple = LINE_PAYS[symbol][count - 3] ?? 0;
    wins.push({ line: payline as number, symbol, count, win: cents(multiple * stake), cells: path.slice(0, count).map((row, reel) => [reel, row]) });
  }
  if (typeof scatters === 'number' && scatters >= 3) {
    const cells: [number, number][] = [];
    grid.forEach((column, reel) => column.forEach((symbol, row) => symbol === SCATTER && cells.push([reel, row])));
    wins.push({ line: null, symbol: SCATTER, count: scatters, win: cents((SCATTER_PAYS[Math.min(scatters, 5) - 3] ?? 0) * stake * LINES), cells });
  }
  return { grid, wins };
}
