// The verify page's check (src/domain/round-verify.ts) with the real SHA-256 commitment and a small
// stand-in mapping: every fact that holds is reported as holding, and each way a recorded round can
// disagree with its seeds is caught on its own. Also the frame message reader and the amount rule.
import { describe, expect, it } from 'vitest';
import { gameAmountProblem, quickAmountsFor, wholeWalletProblem } from '../../src/domain/game-amount';
import { MAKER_MESSAGE_SOURCE } from '../../src/domain/game-play';
import type { RoundRecord } from '../../src/domain/game-play.schema';
import { parseMakerMessage } from '../../src/domain/maker-message';
import { describeOutcome, recordedOutcome, replayRound } from '../../src/domain/fair-games/replay';
import { hashServerSeed, roundFloats } from '../../src/domain/provably-fair';
import { canonicalJson, checkRound, roundVerified, type ReplayRound } from '../../src/domain/round-verify';

const serverSeed = 'a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
// A stand-in mapping: one float picks a pocket 0-36; any pocket under 18 pays the stake (minor
// units) 1.5 times, so both wins and losses occur among a few nonces.
const replay: ReplayRound = ({ serverSeed: seed, clientSeed, nonce, wager }) => {
  const pocket = Math.floor((roundFloats(seed, clientSeed, nonce, 1)[0] ?? 0) * 37);
  const { amount } = wager as { amount: number };
  return { outcome: { pocket, color: pocket === 0 ? 'green' : 'other' }, win: pocket < 18 ? (amount * 3) / 2 : 0 };
};
const honest = (nonce: number): RoundRecord => {
  const wager = { amount: 250 };
  const { outcome, win } = replay({ gameCode: 'royal-roulette', serverSeed, clientSeed: 'player-seed', nonce, wager });
  return {
    id: nonce + 1, gameId: 3, gameName: 'Royal Roulette', gameCode: 'royal-roulette', makerRoundId: `r${nonce}`, bet: 2.5, win: win / 100,
    balanceAfter: 100, serverSeedHash: hashServerSeed(serverSeed), serverSeed, clientSeed: 'player-seed', nonce, outcome, wager, time: 0,
  };
};

describe('checkRound', () => {
  it('verifies an honest round, won or lost: committed hash, outcome and win all match', () => {
    const checks = [0, 1, 2, 3, 4, 5, 6, 7].map((nonce) => checkRound(honest(nonce), replay));
    for (const check of checks) {
      expect(check).toMatchObject({ state: 'checked', hashMatches: true, outcomeMatches: true, winMatches: true });
      expect(roundVerified(check)).toBe(true);
    }
    // The sample holds both kinds, so the win comparison is exercised on a non-zero amount.
    const wins = checks.map((check) => (check.state === 'checked' ? check.win : -1));
    expect(wins.some((win) => win > 0)).toBe(true);
    expect(wins.some((win) => win === 0)).toBe(true);
    expect(wins.filter((win) => win > 0).every((win) => win === 3.75)).toBe(true);
  });

  it('says an unrevealed seed must be rotated first', () => {
    expect(checkRound({ ...honest(1), serverSeed: null }, replay)).toEqual({ state: 'unrevealed' });
  });

  it('catches a seed that is not the committed one', () => {
    const check = checkRound({ ...honest(1), serverSeedHash: hashServerSeed('0'.repeat(64)) }, replay);
    expect(check).toMatchObject({ state: 'checked', hashMatches: false, outcomeMatches: true });
    expect(roundVerified(check)).toBe(false);
  });

  it('catches an outcome and a win the seeds do not give', () => {
    const round = honest(2);
    const outcome = round.outcome as { pocket: number };
    const other = checkRound({ ...round, outcome: { ...outcome, pocket: (outcome.pocket + 1) % 37 } }, replay);
    expect(other).toMatchObject({ hashMatches: true, outcomeMatches: false, winMatches: true });
    const paid = checkRound({ ...round, win: round.win + 0.01 }, replay);
    expect(checkRound({ ...round, win: round.win === 0 ? 3.75 : 0 }, replay)).toMatchObject({ winMatches: false });
    expect(paid).toMatchObject({ outcomeMatches: true, winMatches: false });
  });

  it('compares outcomes by content, not key order', () => {
    expect(canonicalJson({ b: [1, { d: 2, c: 3 }], a: 'x' })).toBe(canonicalJson({ a: 'x', b: [1, { c: 3, d: 2 }] }));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
  });

  it('reports a round it cannot recompute instead of a verdict', () => {
    expect(checkRound({ ...honest(1), serverSeed: 'not-a-seed' }, replay)).toMatchObject({ state: 'unreadable' });
    const unknown: ReplayRound = () => {
      throw new Error('no outcome mapping for reef-hunter');
    };
    expect(checkRound(honest(1), unknown)).toEqual({ state: 'unreadable', reason: 'no outcome mapping for reef-hunter' });
  });
});

describe('parseMakerMessage', () => {
  it('reads each message of the contract and nothing else', () => {
    for (const type of ['ready', 'exit', 'recharge', 'disconnected'] as const) {
      expect(parseMakerMessage({ source: MAKER_MESSAGE_SOURCE, type })).toEqual({ source: MAKER_MESSAGE_SOURCE, type });
    }
    expect(parseMakerMessage({ source: MAKER_MESSAGE_SOURCE, type: 'balance', balance: 12.5 })).toEqual({ source: MAKER_MESSAGE_SOURCE, type: 'balance', balance: 12.5 });
    expect(parseMakerMessage({ source: MAKER_MESSAGE_SOURCE, type: 'balance', balance: Number.NaN })).toBeNull();
    expect(parseMakerMessage({ source: MAKER_MESSAGE_SOURCE, type: 'navigate', url: 'http://evil.test' })).toBeNull();
    expect(parseMakerMessage({ source: 'other', type: 'exit' })).toBeNull();
    expect(parseMakerMessage('exit')).toBeNull();
    expect(parseMakerMessage(null)).toBeNull();
  });
});

describe('gameAmountProblem', () => {
  it('refuses a wrong amount and one the wallet does not cover, in minor units', () => {
    expect(gameAmountProblem('', 100)).toBe('wrongAmount');
    expect(gameAmountProblem('0', 100)).toBe('wrongAmount');
    expect(gameAmountProblem('1.005', 100)).toBe('wrongAmount');
    expect(gameAmountProblem('-5', 100)).toBe('wrongAmount');
    expect(gameAmountProblem('100.01', 100)).toBe('insufficientBalance');
    expect(gameAmountProblem('100', 100)).toBeNull();
    expect(gameAmountProblem('0.1', 0.3)).toBeNull();
    expect(gameAmountProblem('5000', null)).toBeNull();
  });

  it('offers only the quick amounts and the whole wallet the balance covers', () => {
    expect(quickAmountsFor(250)).toEqual([50, 100, 200]);
    expect(quickAmountsFor(0)).toEqual([]);
    expect(wholeWalletProblem(0)).toBe('insufficientBalance');
    expect(wholeWalletProblem(0.01)).toBeNull();
  });
});

describe('checkRound with the demo games\' own mapping (fair-games/replay.ts)', () => {
  it('verifies Lucky Lanterns rounds as the maker records them, and catches a changed stop', () => {
    const rounds = Array.from({ length: 40 }, (_, nonce): RoundRecord => {
      const wager = { stake: 5 };
      const { outcome, win } = replayRound({ gameCode: 'lucky-lanterns', serverSeed, clientSeed: 'lantern-fan', nonce, wager });
      return {
        id: nonce + 1, gameId: 1, gameName: 'Lucky Lanterns', gameCode: 'lucky-lanterns', makerRoundId: String(nonce), bet: 1, win: win / 100, balanceAfter: 0,
        serverSeedHash: hashServerSeed(serverSeed), serverSeed, clientSeed: 'lantern-fan', nonce, outcome, wager, time: 0,
      };
    });
    expect(rounds.every((round) => roundVerified(checkRound(round, replayRound)))).toBe(true);
    expect(rounds.some((round) => round.win > 0)).toBe(true);
    const first = rounds[0]!;
    const outcome = first.outcome as { stops: number[] };
    const tampered = { ...first, outcome: { ...outcome, stops: [(outcome.stops[0] ?? 0) + 1, ...outcome.stops.slice(1)] } };
    expect(checkRound(tampered, replayRound)).toMatchObject({ state: 'checked', outcomeMatches: false });
    expect(describeOutcome('lucky-lanterns', first.outcome).length).toBeGreaterThan(3);
  });

  it('still verifies a Lucky Lanterns round recorded before paylines were numbered from 1, and shows it with the same numbers', () => {
    // Find a spin with a line win, then record it the old way: `line`, 0-based.
    const rounds = Array.from({ length: 200 }, (_, nonce) => ({ nonce, ...replayRound({ gameCode: 'lucky-lanterns', serverSeed, clientSeed: 'old-records', nonce, wager: { stake: 5 } }) }));
    const won = rounds.find((round) => (round.outcome as { lines: unknown[] }).lines.length > 0)!;
    const fresh = won.outcome as { lines: { payline: number }[] };
    const legacy = { ...fresh, lines: fresh.lines.map(({ payline, ...rest }) => ({ line: payline - 1, ...rest })) };
    const record: RoundRecord = {
      id: 1, gameId: 1, gameName: 'Lucky Lanterns', gameCode: 'lucky-lanterns', makerRoundId: '1', bet: 1, win: won.win / 100, balanceAfter: 0,
      serverSeedHash: hashServerSeed(serverSeed), serverSeed, clientSeed: 'old-records', nonce: won.nonce, outcome: legacy, wager: { stake: 5 }, time: 0,
    };
    expect(roundVerified(checkRound(record, replayRound, recordedOutcome))).toBe(true);
    // Read as recorded, the old shape differs from today's: the reader is what keeps it verifiable.
    expect(checkRound(record, replayRound)).toMatchObject({ outcomeMatches: false });
    expect(describeOutcome('lucky-lanterns', legacy)).toEqual(describeOutcome('lucky-lanterns', fresh));
    expect(describeOutcome('lucky-lanterns', fresh).filter((line) => line.startsWith('Line ')).map((line) => line.split(':')[0])).toEqual(fresh.lines.map((line) => `Line ${line.payline}`));
    // A legacy round with a changed payline is still caught.
    const moved = { ...legacy, lines: legacy.lines.map((line, index) => (index === 0 ? { ...line, line: (line.line + 1) % 20 } : line)) };
    expect(checkRound({ ...record, outcome: moved }, replayRound, recordedOutcome)).toMatchObject({ outcomeMatches: false });
  });
});
