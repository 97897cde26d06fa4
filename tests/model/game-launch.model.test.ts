// The launch of a game, walked from its graph: launched, refused or unanswered, retried with the
// same key, a step back to the amount, abandoned by pulling back what a maker holds (which may fail
// too). Then the rules on a real actor: one key for the launch and its retries, another for the pull.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { LaunchRequest } from '../../src/domain/game-play';
import type { AutoExitReply, GameSession } from '../../src/domain/game-play.schema';
import { IDEMPOTENCY_KEY_PATTERN } from '../../src/domain/trade';
import { gameLaunchMachine } from '../../src/machines/game-launch.machine';
import { ApiError } from '../../src/services/api-error';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof gameLaunchMachine>;

const session: GameSession = {
  sessionId: 31, gameId: 7, makerCode: 'demo', url: 'http://127.0.0.1:5180/play/lucky-lanterns?token=t0k3n', origin: 'http://127.0.0.1:5180', makerBalance: 200, wallet: 300, promotion: null,
};
const pulled: AutoExitReply = { returned: 200, wallet: 500, games: [{ gameId: 7, returned: 200 }] };
const disconnected = new ApiError('reply', 'The game has been disconnected, please exit and re-enter', {
  reply: { code: 500, msg: 'The game has been disconnected, please exit and re-enter', data: null },
});
const offline = new ApiError('network', 'Failed to fetch');
const request: LaunchRequest = { amount: 200, all: false };

let made = 0;
const makeKey = () => `key-${++made}-abcdefgh`;

describeModel(gameLaunchMachine.provide({ actors: { launch: pendingActor, autoExit: pendingActor } }), {
  input: { gameId: 7, request, makeKey },
  pathStrategy: 'transitions',
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context.error !== null]),
  events: {
    'xstate.done.actor.launch': [{ output: session }],
    'xstate.error.actor.launch': [{ error: disconnected }],
    'xstate.done.actor.autoExit': [{ output: pulled }],
    'xstate.error.actor.autoExit': [{ error: offline }],
  },
  states: {
    launching: (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
      expect(s.context.error).toBeNull();
    },
    launchFailed: (s) => {
      expect(s.context.error).toBeTruthy();
      // The launch's key stays for the retry.
      expect(s.context.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    },
    abandoning: (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context.pullKey).toMatch(IDEMPOTENCY_KEY_PATTERN);
      expect(s.context.pullKey).not.toBe(s.context.key);
    },
    launched: (s) => expect(s.output).toEqual({ kind: 'launched', session }),
    changingAmount: (s) => expect(s.output).toEqual({ kind: 'changeAmount' }),
    abandoned: (s) => expect(s.output).toEqual({ kind: 'abandoned', reply: pulled }),
  },
});

describe('launch rules (issue 9: one key per move)', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const start = (launches: Array<GameSession | Error>, pulls: Array<AutoExitReply | Error> = []) => {
    const sent: { launch: string[]; autoExit: string[] } = { launch: [], autoExit: [] };
    const next = <T,>(list: Array<T | Error>): T => {
      const outcome = list.shift();
      if (outcome === undefined || outcome instanceof Error) throw outcome ?? new Error('no outcome');
      return outcome;
    };
    let keys = 0;
    const actor = stoppedAfterTest(createActor(
      gameLaunchMachine.provide({
        actors: {
          launch: fromPromise<GameSession, { gameId: number; request: LaunchRequest; key: string }>(async ({ input }) => (sent.launch.push(input.key), next(launches))),
          autoExit: fromPromise<AutoExitReply, { key: string }>(async ({ input }) => (sent.autoExit.push(input.key), next(pulls))),
        },
      }),
      { input: { gameId: 7, request, makeKey: () => `key-${++keys}-abcdefgh` } },
    )).start();
    return { actor, sent };
  };

  it('retries with the same key until the launch completes', async () => {
    const { actor, sent } = start([disconnected, offline, session]);
    await settle();
    expect(actor.getSnapshot().context.error).toBe('The game has been disconnected, please exit and re-enter');
    actor.send({ type: 'RETRY' });
    await settle();
    actor.send({ type: 'RETRY' });
    await settle();
    expect(sent.launch).toEqual(['key-1-abcdefgh', 'key-1-abcdefgh', 'key-1-abcdefgh']);
    expect(actor.getSnapshot().output).toEqual({ kind: 'launched', session });
  });

  it('pulls back with a key of its own, kept when the pull is tried again', async () => {
    const { actor, sent } = start([offline], [offline, pulled]);
    await settle();
    actor.send({ type: 'ABANDON' });
    await settle();
    expect(actor.getSnapshot().value).toBe('launchFailed');
    actor.send({ type: 'ABANDON' });
    await settle();
    expect(sent.autoExit).toEqual(['key-2-abcdefgh', 'key-2-abcdefgh']);
    expect(actor.getSnapshot().output).toEqual({ kind: 'abandoned', reply: pulled });
  });
});
