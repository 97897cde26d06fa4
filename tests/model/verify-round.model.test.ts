// The verify page, walked from the machine's graph: the list (a failure retried, more pages), one
// round verified (or its load failed), back to a fresh list; and a round named in the address opens
// directly. Then paging on a real actor: a round already shown is not listed twice.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { RoundRecord } from '../../src/domain/game-play.schema';
import type { Page } from '../../src/domain/trade';
import type { VerifiedRound } from '../../src/machines/verify-round.actors';
import { verifyRoundMachine } from '../../src/machines/verify-round.machine';
import { ApiError } from '../../src/services/api-error';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

const round = (id: number): RoundRecord => ({
  id, gameId: 1, gameName: 'Lucky Lanterns', gameCode: 'lucky-lanterns', makerRoundId: `m${id}`, bet: 2, win: id % 2 ? 0 : 5, balanceAfter: 100,
  serverSeedHash: 'ab'.repeat(32), serverSeed: null, clientSeed: 'seed', nonce: id, outcome: { stops: [1, 2, 3, 4, 5] }, wager: { stake: 0.1 }, time: id,
});
const firstPage: Page<RoundRecord> = { rows: [round(3), round(2)], total: 3 };
const lastPage: Page<RoundRecord> = { rows: [round(1)], total: 3 };
const verified: VerifiedRound = { round: round(2), check: { state: 'unrevealed' }, lines: [], recordedLines: ['Reels: 1 2 3 4 5'] };
const offline = new ApiError('network', 'Failed to fetch');

const pending = verifyRoundMachine.provide({ actors: { loadRounds: pendingActor, verify: pendingActor } });
const events = {
  'xstate.done.actor.loadRounds': [{ output: firstPage }],
  'xstate.error.actor.loadRounds': [{ error: offline }],
  'xstate.done.actor.loadMore': [{ output: lastPage }],
  'xstate.error.actor.loadMore': [{ error: offline }],
  SELECT: [{ id: 2 }],
  'xstate.done.actor.verify': [{ output: verified }],
  'xstate.error.actor.verify': [{ error: offline }],
};

describeModel(pending, {
  input: { gameId: null, roundId: null },
  pathStrategy: 'transitions',
  serializeState: (s) => JSON.stringify([s.value, s.context.rounds.length, s.context.error !== null]),
  events,
  states: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    loadFailed: (s) => expect(s.context.error).toBe(offline.message),
    list: (s) => {
      expect(s.context.rounds.length).toBeGreaterThan(0);
      expect(new Set(s.context.rounds.map((r) => r.id)).size).toBe(s.context.rounds.length);
    },
    verifying: (s) => expect(s.context.selectedId).toBe(2),
    verifyFailed: (s) => expect(s.context.error).toBe(offline.message),
    result: (s) => expect(s.context.verified).toEqual(verified),
  },
});

describeModel(pending, {
  input: { gameId: 1, roundId: 2 },
  events,
  states: {
    loading: (s) => expect(s.context.selectedId).toBeNull(),
    loadFailed: (s) => expect(s.context.error).toBe(offline.message),
    list: (s) => expect(s.context.gameId).toBe(1),
    verifying: (s) => expect(s.context.selectedId).toBe(2),
    verifyFailed: (s) => expect(s.context.error).toBe(offline.message),
    result: (s) => expect(s.context.verified?.round.id).toBe(2),
  },
});

describe('verify page paging', () => {
  it('asks for one game\'s rounds page by page and lists a round once when pages shift', async () => {
    const asked: Array<{ page: number; gameId: number | null }> = [];
    const pages = [firstPage, { rows: [round(2), round(1)], total: 3 }];
    const actor = stoppedAfterTest(createActor(
      verifyRoundMachine.provide({
        actors: {
          loadRounds: fromPromise<Page<RoundRecord>, { page: number; limit: number; gameId: number | null }>(async ({ input }) => {
            asked.push({ page: input.page, gameId: input.gameId });
            return pages.shift() ?? lastPage;
          }),
        },
      }),
      { input: { gameId: 1, roundId: null } },
    )).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'MORE' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([{ page: 1, gameId: 1 }, { page: 2, gameId: 1 }]);
    expect(actor.getSnapshot().context.rounds.map((r) => r.id)).toEqual([3, 2, 1]);
    // Everything is listed: no further page is asked for.
    actor.send({ type: 'MORE' });
    expect(actor.getSnapshot().matches({ list: 'idle' })).toBe(true);
  });
});
