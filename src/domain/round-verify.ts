// The verify page's check of one recorded round (issue 9 "Provably fair"): with the server seed
// revealed, anyone can recompute the round in the browser. Three facts, each shown to the player:
//   1. the revealed seed is the one committed before the bet: SHA-256(serverSeed) == serverSeedHash;
//   2. the seeds and nonce give the outcome the maker recorded (the game's documented mapping);
//   3. that outcome pays the win the maker recorded (the game's paytable).
// The mapping is passed in (src/domain/fair-games/replay.ts), so this rule stays one small function.
import type { ReplayInput } from './fair-games/replay';
import type { RoundRecord } from './game-play.schema';
import { toMajorUnits, toMinorUnits } from './money';
import { hashServerSeed, SERVER_SEED_PATTERN } from './provably-fair';

/** The game's mapping (fair-games/replay.ts): the outcome, and the win in integer minor units. */
export type ReplayRound = (round: ReplayInput) => { outcome: unknown; win: number };

/**
 * A recorded outcome read in the shape the mapping gives today (fair-games/replay.ts
 * recordedOutcome: a Lucky Lanterns round recorded with 0-based `line` reads as 1-based `payline`).
 */
export type ReadRecordedOutcome = (gameCode: string, outcome: unknown) => unknown;
const asRecorded: ReadRecordedOutcome = (_gameCode, outcome) => outcome;

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
      /** The recomputed win in major units, as the round's own win travels. */
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

/** The mapping's win (integer minor units) as minor units, or null when it is not one. */
const minorOf = (win: number): bigint | null => (Number.isSafeInteger(win) && win >= 0 ? BigInt(win) : null);

export function checkRound(round: RoundRecord, replay: ReplayRound, readRecorded: ReadRecordedOutcome = asRecorded): RoundCheck {
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
  const win = minorOf(replayed.win);
  if (win === null) return { state: 'unreadable', reason: 'win' };
  // The recorded win travels in major units (money.ts): compared exactly, in minor units.
  const recordedWin = Number.isFinite(round.win) && round.win >= 0 ? toMinorUnits(round.win) : null;
  return {
    state: 'checked',
    hashMatches: computedHash === round.serverSeedHash.toLowerCase(),
    outcomeMatches: canonicalJson(replayed.outcome) === canonicalJson(readRecorded(round.gameCode, round.outcome)),
    winMatches: recordedWin !== null && recordedWin === win,
    computedHash,
    outcome: replayed.outcome,
    win: toMajorUnits(win),
  };
}

/** Every fact holds. */
export const roundVerified = (check: RoundCheck): boolean =>
  check.state === 'checked' && check.hashMatches && check.outcomeMatches && check.winMatches;
