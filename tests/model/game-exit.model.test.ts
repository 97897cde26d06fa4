// Leaving a game, walked from its graph: the exit answered, failed and retried with the same key, or
// left with the money at the maker. Then the rule on a real actor: one key for the exit and its retries.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { ExitReply } from '../../src/domain/game-play.schema';
import { IDEMPOTENCY_KEY_PATTERN } from '../../src/domain/trade';
import { gameExitMachine } from '../../src/machines/game-exit.machine';
import { ApiError } from '../../src/services/api-error';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof gameExitMachine>;

const exited: ExitReply = { returned: 245.5, wallet: 445.5 };
const offline = new ApiError('network', 'Failed to fetch');

describeModel(gameExitMachine.provide({ actors: { exit: pendingActor } }), {
  input: { sessionId: 31, makeKey: () => 'key-1-abcdefgh' },
  pathStrategy: 'transitions',
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context.error !== null]),
  events: {
    'xstate.done.actor.exit': [{ output: exited }],
    'xstate.error.actor.exit': [{ error: offline }],
  },
  states: {
    exiting: (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
      expect(s.context.error).toBeNull();
    },
    exitFailed: (s) => {
      expect(s.context.error).toBe(offline.message);
      expect(s.context.key).toBe('key-1-abcdefgh');
    },
    exited: (s) => expect(s.output).toEqual({ reply: exited }),
    // The money stays with the maker: nothing came back.
    left: (s) => expect(s.output).toEqual({ reply: null }),
  },
});

describe('exit rules (issue 9: one key per move)', () => {
  it('retries with the same key until the exit is answered', async () => {
    const keys: string[] = [];
    const outcomes: Array<ExitReply | Error> = [offline, offline, exited];
    let made = 0;
    const actor = stoppedAfterTest(createActor(
      gameExitMachine.provide({
        actors: {
          exit: fromPromise<ExitReply, { sessionId: number; key: string }>(async ({ input }) => {
            keys.push(input.key);
            const outcome = outcomes.shift();
            if (outcome instanceof Error || outcome === undefined) throw outcome;
            return outcome;
          }),
        },
      }),
      { input: { sessionId: 31, makeKey: () => `key-${++made}-abcdefgh` } },
    )).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    actor.send({ type: 'RETRY' });
    await settle();
    actor.send({ type: 'RETRY' });
    await settle();
    expect(keys).toEqual(['key-1-abcdefgh', 'key-1-abcdefgh', 'key-1-abcdefgh']);
    expect(actor.getSnapshot().output).toEqual({ reply: exited });
  });
});
