// The start's abnormal-exit check decision, walked from its graph: waiting for the player to be
// signed in, then asking whether a left game should be brought back from this page (yes, no, no
// answer). Then its actor's rules: nothing on playingGame or with no stored game, and only the
// first sign-in counts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { abnormalExitCheckMachine } from '../../src/machines/abnormal-exit-check.machine';
import { storage } from '../../src/services/storage';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

afterEach(() => {
  vi.unstubAllGlobals();
  storage.remove('gameId');
  storage.remove('gamePath');
});

describeModel(abnormalExitCheckMachine.provide({ actors: { gameToBringBack: pendingActor } }), {
  pathStrategy: 'transitions',
  events: {
    SIGNED_IN: [{ path: '/pages/index/index' }],
    'xstate.done.actor.gameToBringBack': [{ output: true }, { output: false }],
    'xstate.error.actor.gameToBringBack': [{ error: new Error('no answer') }],
  },
  states: {
    waiting: (s) => expect(s.children.gameToBringBack).toBeUndefined(),
    deciding: (s) => {
      expect(s.context.path).toBe('/pages/index/index');
      expect(s.children.gameToBringBack).toBeDefined();
    },
    checking: (s) => expect(s.status).toBe('done'),
    skipped: (s) => expect(s.status).toBe('done'),
  },
});

describe('abnormal-exit check decision (SPEC.md §4 at start)', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const decide = async (path: string) => {
    const actor = stoppedAfterTest(createActor(abnormalExitCheckMachine)).start();
    actor.send({ type: 'SIGNED_IN', path });
    await settle();
    return actor.getSnapshot().value;
  };
  const storeGame = () => {
    storage.set('gameId', 7);
    storage.set('gamePath', '/pages/index/playingGame?id=7');
  };

  // A top-level page (Node has no Web Locks: no other tab is known to be playing).
  const topPage = () => {
    const page = {};
    vi.stubGlobal('window', { self: page, top: page });
  };

  it('checks a stored game from any page but playingGame, whose own session checks first', async () => {
    topPage();
    storeGame();
    expect(await decide('/pages/index/index')).toBe('checking');
    expect(await decide('/pages/index/playingGame?id=7')).toBe('skipped');
  });

  it('skips inside a game\'s frame (the platform\'s gamePostMessagePage)', async () => {
    vi.stubGlobal('window', { self: {}, top: {} });
    storeGame();
    expect(await decide('/pages/index/gamePostMessage')).toBe('skipped');
  });

  it('skips when no game is stored', async () => {
    topPage();
    expect(await decide('/pages/index/index')).toBe('skipped');
  });

  it('decides once: a second sign-in or page meanwhile asks nothing', async () => {
    const asked: string[] = [];
    const actor = stoppedAfterTest(createActor(
      abnormalExitCheckMachine.provide({ actors: { gameToBringBack: fromPromise<boolean, { path: string }>(async ({ input }) => (asked.push(input.path), false)) } }),
    )).start();
    actor.send({ type: 'SIGNED_IN', path: '/a' });
    actor.send({ type: 'SIGNED_IN', path: '/b' });
    await settle();
    expect(asked).toEqual(['/a']);
    expect(actor.getSnapshot().value).toBe('skipped');
  });
});
