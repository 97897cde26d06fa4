// Royal Roulette as the page shows it: the wheel, colours and what each bet covers are the maker's
// own data (src/domain/fair-games/royal-roulette.ts). Amounts on the wire are major units.
import { coveredNumbers, pocketColour, returnMultiple, WHEEL_ORDER, type PocketColour, type RouletteBetKind } from '../../../../../src/domain/fair-games/royal-roulette';

export { WHEEL_ORDER };
export type BetKind = RouletteBetKind;
export type Colour = PocketColour;
export const colourOf = pocketColour;

export interface Bet {
  kind: BetKind;
  numbers: number[];
  /** Major units. */
  amount: number;
}

/** How many numbers each kind covers, for the odds the rules panel states. */
const COVERED: Record<BetKind, number> = { straight: 1, split: 2, street: 3, corner: 4, line: 6, dozen: 12, column: 12, red: 18, black: 18, odd: 18, even: 18, low: 18, high: 18 };

/** What each kind pays to one: a win returns 36 / covered per unit, the stake included. */
export const PAYOUTS = Object.fromEntries(Object.entries(COVERED).map(([kind, count]) => [kind, returnMultiple(count) - 1])) as Record<BetKind, number>;

export const CHIPS = [0.1, 0.5, 1, 5, 25, 100] as const;

/** Whether the bet wins on `pocket` (what the table lights after a spin). */
export function covers(kind: BetKind, numbers: number[], pocket: number): boolean {
  return coveredNumbers({ kind, numbers })?.includes(pocket) ?? false;
}

/** The pocket in the maker's outcome ({ pocket, colour, bets }), checked. */
export function readPocket(outcome: unknown): number | null {
  if (typeof outcome !== 'object' || outcome === null) return null;
  const value = (outcome as { pocket?: unknown }).pocket;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 36 ? value : null;
}
