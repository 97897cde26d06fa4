// Deep Sea Blaster: a fishing game. Each shot is one round: the player pays the shot's cost, aims
// at one kind of fish, and the round's one float decides whether that fish is caught. A caught
// fish pays the shot's cost × its multiplier, stake included; a miss pays nothing.
//
// Mapping (docs/provably-fair.md): roll = floor(f0 × 10000), an integer 0 to 9999; the shot
// catches the fish when roll < the kind's chance (out of 10000). Every kind's chance × its
// multiplier is 9600, so the return is 96 % whichever fish is aimed at: the aim changes how often
// a shot pays and how much, never what a shot returns on average.
//
// Amounts are integer minor units held in plain numbers (JSON-safe, so the wager as recorded is
// the wager the verify page replays).

export const GAME_CODE = 'deep-sea-blaster';
export const FLOATS_NEEDED = 1;
/** A kind's chance is out of this many: roll = floor(f0 × ROLL_RANGE). */
export const ROLL_RANGE = 10_000;
/** chance × multiplier of every kind, out of ROLL_RANGE: the stated return. */
export const RETURN_PER_SHOT = 9_600;
export const RTP = RETURN_PER_SHOT / ROLL_RANGE;

/** The kinds of fish, smallest first; codes are language-neutral (records and tables carry them). */
export const FISH_KINDS = ['lanternfish', 'pufferfish', 'angelfish', 'jellyfish', 'turtle', 'manta', 'shark', 'giantSquid'] as const;
export type FishKind = (typeof FISH_KINDS)[number];

export interface FishRule {
  /** What a catch returns per unit of the shot's cost, stake included. */
  multiplier: number;
  /** Rolls below this (out of ROLL_RANGE) catch the fish. */
  chance: number;
}

/** Each kind's multiplier and chance: multiplier × chance = RETURN_PER_SHOT for every one. */
export const FISH: Readonly<Record<FishKind, FishRule>> = {
  lanternfish: { multiplier: 2, chance: 4_800 },
  pufferfish: { multiplier: 3, chance: 3_200 },
  angelfish: { multiplier: 5, chance: 1_920 },
  jellyfish: { multiplier: 8, chance: 1_200 },
  turtle: { multiplier: 12, chance: 800 },
  manta: { multiplier: 20, chance: 480 },
  shark: { multiplier: 50, chance: 192 },
  giantSquid: { multiplier: 100, chance: 96 },
};

/** One shot's cost in minor units (0.10 to 100.00). */
export const MIN_BET = 10;
export const MAX_BET = 10_000;

export interface FishingWager {
  /** The kind of fish the shot was aimed at. */
  fish: FishKind;
  /** The shot's cost, minor units. */
  bet: number;
}

export interface FishingOutcome {
  fish: FishKind;
  /** floor(f0 × ROLL_RANGE). */
  roll: number;
  caught: boolean;
  multiplier: number;
  /** Minor units: bet × multiplier when caught, else 0. */
  win: number;
}

export const isFishKind = (value: unknown): value is FishKind => typeof value === 'string' && (FISH_KINDS as readonly string[]).includes(value);

/** A shot cost the maker accepts: an integer number of minor units within the limits. */
export function isValidBet(bet: unknown): bet is number {
  return typeof bet === 'number' && Number.isSafeInteger(bet) && bet >= MIN_BET && bet <= MAX_BET;
}

export function isValidWager(wager: unknown): wager is FishingWager {
  if (typeof wager !== 'object' || wager === null) return false;
  const { fish, bet } = wager as Partial<FishingWager>;
  return isFishKind(fish) && isValidBet(bet);
}

export function totalBet(wager: FishingWager): number {
  return wager.bet;
}

export function outcome(floats: readonly number[], wager: FishingWager): FishingOutcome {
  const rule = FISH[wager.fish];
  // f0 has 32 bits after the point, so f0 × 10000 is exact in a double and the floor is too.
  const roll = Math.floor((floats[0] ?? 0) * ROLL_RANGE);
  const caught = roll < rule.chance;
  return { fish: wager.fish, roll, caught, multiplier: rule.multiplier, win: caught ? wager.bet * rule.multiplier : 0 };
}

export function payout(result: FishingOutcome, _wager: FishingWager): number {
  return result.win;
}
