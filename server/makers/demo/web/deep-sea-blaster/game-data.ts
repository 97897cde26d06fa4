// Deep Sea Blaster as the page shows it: the kinds, multipliers and chances are the maker's own
// data (src/domain/fair-games/deep-sea-blaster.ts), so the table drawn here is the table paid by.
// Shot costs on the wire are major units; the domain's limits are minor units.
import { toMinorUnits } from '../../../../../src/domain/money';
import { FISH, FISH_KINDS, MAX_BET, MIN_BET, ROLL_RANGE, isFishKind, type FishKind } from '../../../../../src/domain/fair-games/deep-sea-blaster';

export { FISH, FISH_KINDS, ROLL_RANGE, type FishKind };

/** Shot costs offered (major units), those within the maker's limits. */
export const SHOT_COSTS = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100].filter((cost) => {
  const minor = Number(toMinorUnits(cost) ?? 0n);
  return minor >= MIN_BET && minor <= MAX_BET;
});

export interface ShotResult {
  fish: FishKind;
  caught: boolean;
  multiplier: number;
}

/** The maker's outcome ({ fish, roll, caught, multiplier, win }) as the page draws it, or null when it is not one. */
export function readOutcome(outcome: unknown): ShotResult | null {
  if (typeof outcome !== 'object' || outcome === null) return null;
  const { fish, caught, multiplier } = outcome as { fish?: unknown; caught?: unknown; multiplier?: unknown };
  if (!isFishKind(fish) || typeof caught !== 'boolean' || multiplier !== FISH[fish].multiplier) return null;
  return { fish, caught, multiplier };
}
