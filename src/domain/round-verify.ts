// The verify page's check of one recorded round (issue 9 "Provably fair"): with the server seed
// revealed, anyone can recompute the round in the browser. Three facts, each shown to the player:
//   1. the revealed seed is the one committed before the bet: SHA-256(serverSeed) == serverSeedHash;
//   2. the seeds and nonce give the outcome the maker recorded (the game's documented mapping);
//   3. that outcome pays the win the maker recorded (the game's paytable).
// The mapping is passed in (src/domain/fair-games/replay.ts), so this rule stays one small function.
import type { RoundRecord } from './game-play';
import { toMinorUnits } from './money';
import { hashServerSeed, SERVER_SEED_PATTERN } from './provably-fair';

export interface ReplayInput {
  gameCode: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  wager: unknown;
}

export type ReplayRound = (round: ReplayInput) => { outcome: unknown; win: number };

export type RoundCheck =
  /** The seed pair is still in use: the player rotates it in the game's Fairness panel first. */
  | { state: 'unrevealed' }
  /** The recomputation could not run (a game this page has no mapping for, a wager it cannot read). */
  | { state: 'unreadable'; reason: string }
  | {
      state: 'checked';
      hashMatches: boolean;
      outcomeMatches: boolean;
      winMatches: boolean;
      computedHash: string;
      outcome: unknown;
      win: number;
    };

/** JSON with object keys in order, so two outcomes compare by content, not by key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Two amounts as the wire carries them, compared in minor units. */
const sameAmount = (a: number, b: number): boolean => {
  const minor = (amount: number) => (Number.isFinite(amount) ? toMinorUnits(Math.abs(amount).toFixed(2)) : null);
  return Math.sign(a) === Math.sign(b) && minor(a) !== null && minor(a) === minor(b);
};

export function checkRound(round: RoundRecord, replay: ReplayRound): RoundCheck {
  const serverSeed = round.serverSeed;
  if (serverSeed === null) return { state: 'unrevealed' };
  if (!SERVER_SEED_PATTERN.test(serverSeed)) return { state: 'unreadable', reason: 'serverSeed' };
  const computedHash = hashServerSeed(serverSeed);
  let replayed: { outcome: unknown; win: number };
  try {
    replayed = replay({ gameCode: round.gameCode, serverSeed, clientSeed: round.clientSeed, nonce: round.nonce, wager: round.wager });
  } catch (error) {
    return { state: 'unreadable', reason: error instanceof Error ? error.message : String(error) };
  }
  return {
    state: 'checked',
    hashMatches: computedHash === round.serverSeedHash.toLowerCase(),
    outcomeMatches: canonicalJson(replayed.outcome) === canonicalJson(round.outcome),
    winMatches: sameAmount(replayed.win, round.win),
    computedHash,
    outcome: replayed.outcome,
    win: replayed.win,
  };
}

/** Every fact holds. */
export const roundVerified = (check: RoundCheck): boolean =>
  check.state === 'checked' && check.hashMatches && check.outcomeMatches && check.winMatches;
