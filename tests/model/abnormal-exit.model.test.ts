// Abnormal game exit (SPEC.md §4), walked from the machine's graph: the pull under way, what came
// back, a failure retried or closed, "don't show again" at any time. Then the rules on real actors:
// one key reused on retry, the stored game forgotten only once the balance is back, a quiet pull
// when the player chose not to see the popup again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AutoExitReply } from '../../src/domain/game-play.schema';
import { IDEMPOTENCY_KEY_PATTERN } from '../../src/domain/trade';
import { abnormalExitMachine } from '../../src/machines/abnormal-exit.machine';
import { leftoverGame } from '../../src/machines/device-memory';
import { ApiError } from '../../src/services/api-error';
import { storage } from '../../src/services/storage';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

const pulled: AutoExitReply = { returned: 120.5, wallet: 620.5, games: [{ gameId: 7, returned: 120.5 }] };
const offline = new ApiError('network', 'Failed to fetch');
const storeGame = () => {
  storage.set('gameId', 7);
  storage.set('gamePath', '/pages/index/playingGame?id=7');
};

afterEach(() => {
  storage.remove('gameId');
  storage.remove('gamePath');
  storage.remove('abnormalExitDontShow');
});

describeModel(abnormalExitMachine.provide({ actors: { autoExit: pendingActor } }), {
  input: { wallet: { send: vi.fn() }, makeKey: () => 'pull-key-0001' },
  pathStrategy: 'transitions',
  serializeState: (s) => JSON.stringify([s.value, s.context.dontShow, s.context.reply !== null]),
  events: {
    'xstate.done.actor.autoExit': [{ output: pulled }],
    'xstate.error.actor.autoExit': [{ error: offline }],
    DONT_SHOW_AGAIN: [{ on: true }, { on: false }],
  },
  states: {
    pulling: (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    },
    shown: (s) => {
      expect(s.context.reply).toEqual(pulled);
      expect(storage.get('abnormalExitDontShow') === true).toBe(s.context.dontShow);
    },
    failed: (s) => expect(s.context.error).toBe(offline.message),
    done: (s) => expect(s.status).toBe('done'),
  },
});

describe('abnormal exit rules (SPEC.md §4)', () => {
  const start = (outcomes: Array<AutoExitReply | Error>) => {
    const keys: string[] = [];
    const wallet = { send: vi.fn() };
    let made = 0;
    const actor = stoppedAfterTest(createActor(
      abnormalExitMachine.provide({
        actors: {
          autoExit: fromPromise<AutoExitReply, { key: string }>(async ({ input }) => {
            keys.push(input.key);
            const outcome = outcomes.shift();
            if (!outcome || outcome instanceof Error) throw outcome ?? new Error('no outcome');
            return outcome;
          }),
        },
      }),
      { input: { wallet, makeKey: () => `pull-${++made}-abcdefgh` } },
    )).start();
    return { actor, keys, wallet };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('reads the stored game as the sign of an abnormal exit', () => {
    expect(leftoverGame()).toBeNull();
    storeGame();
    expect(leftoverGame()).toEqual({ gameId: 7, gamePath: '/pages/index/playingGame?id=7' });
  });

  it('keeps the stored game after a failure and retries with the same key, then forgets it and refreshes the wallet', async () => {
    storeGame();
    const { actor, keys, wallet } = start([offline, pulled]);
    await settle();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(leftoverGame()).not.toBeNull();
    actor.send({ type: 'RETRY' });
    await settle();
    expect(keys).toEqual(['pull-1-abcdefgh', 'pull-1-abcdefgh']);
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    expect(leftoverGame()).toBeNull();
    expect(wallet.send).toHaveBeenCalledWith({ type: 'REFRESH' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().output).toEqual({ wallet: 620.5 });
  });

  it('remembers "don\'t show again" and then pulls back without the popup', async () => {
    const first = start([pulled]);
    first.actor.send({ type: 'DONT_SHOW_AGAIN', on: true });
    await settle();
    expect(storage.get('abnormalExitDontShow')).toBe(true);
    // Ticked while this popup shows: this one still says what came back.
    expect(first.actor.getSnapshot().matches('shown')).toBe(true);
    first.actor.send({ type: 'CLOSE' });
    storeGame();
    const second = start([pulled]);
    await settle();
    expect(second.actor.getSnapshot().status).toBe('done');
    expect(leftoverGame()).toBeNull();
    expect(first.actor.getSnapshot().status).toBe('done');
    // Unticked while the popup shows: shown again next time.
    storage.remove('abnormalExitDontShow');
    const third = start([pulled]);
    await settle();
    third.actor.send({ type: 'DONT_SHOW_AGAIN', on: true });
    expect(storage.get('abnormalExitDontShow')).toBe(true);
    third.actor.send({ type: 'DONT_SHOW_AGAIN', on: false });
    expect(storage.get('abnormalExitDontShow')).toBeNull();
  });

  it('a quiet pull that fails leaves the game stored for the next start', async () => {
    storage.set('abnormalExitDontShow', true);
    storeGame();
    const { actor } = start([offline]);
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(leftoverGame()).not.toBeNull();
  });
});
