// A game's page, walked from the machine's graph: the game loads (or is retried); favorite and like
// change at once and go back when refused, each button resting for BUTTON_THROTTLE_MS; Play asks a
// guest to log in, stops an empty wallet with the deposit prompt, and otherwise opens the game.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { BUTTON_THROTTLE_MS } from '../../src/domain/constants';
import { gameDetailMachine } from '../../src/machines/game-detail.machine';
import type { MarkChange } from '../../src/machines/game-detail.actors';
import type { GameMarkReply } from '../../src/services/game.api';
import { describeModel, pendingActor, type ModelPath } from './model-harness';
import { detail, tags } from './game-fixtures';
import { offline, refused } from './wallet-fixtures';
import { stoppedAfterTest } from './stopped-after-test';

const opened = vi.fn();
const deposit = vi.fn();
const askLogin = vi.fn();
const provided = gameDetailMachine.provide({
  actors: { loadGame: pendingActor, setFavorite: pendingActor, setLike: pendingActor },
  actions: { openGame: opened, openDeposit: deposit },
});
const events = {
  'xstate.done.actor.loadGame': [{ output: { game: detail(), tags } }],
  'xstate.error.actor.loadGame': [{ error: offline }],
  'xstate.done.actor.setFavorite': [{ output: { on: true, count: 3 } }],
  'xstate.error.actor.setFavorite': [{ error: refused('Try later') }],
  'xstate.done.actor.setLike': [{ output: { on: true, count: 5 } }],
  'xstate.error.actor.setLike': [{ error: refused('Try later') }],
  PLAY: [{ balance: 0 }, { balance: 25 }],
  SELECT_TAB: [{ tab: 'comment' as const }],
};

// The three buttons' regions are independent; a path that mixes them would have two timers of the
// same length due at once, which a simulated clock fires together while the graph steps them one by
// one. Each path works one button, which still reaches every state of every region.
const buttonOf = (type: string): string | null =>
  /favorite/i.test(type) ? 'favorite' : /like/i.test(type) ? 'like' : /PLAY|DEPOSIT|DISMISS|play/.test(type) ? 'play' : null;
const oneButton = (path: ModelPath): boolean =>
  new Set(path.steps.map((step) => buttonOf(step.event.type)).filter((button) => button !== null)).size <= 1;

describeModel(provided, {
  input: { gameId: 3, signedIn: true, askLogin },
  clock: true,
  pathStrategy: 'transitions',
  filter: oneButton,
  events,
  states: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    failed: (s) => expect(s.context.error).toBe(offline.message),
    'shown.favorite.ready': (s) => expect(s.context.game?.favoriteCount).toBe(s.context.game?.favorite ? 3 : 2),
    // Shown as changed while the call is out.
    'shown.favorite.busy.call.sending': (s) => expect(s.context.game).toMatchObject({ favorite: true, favoriteCount: 3 }),
    'shown.favorite.busy.call.sent': (s) => expect(s.context.game?.favoriteCount).toBe(s.context.game?.favorite ? 3 : 2),
    'shown.favorite.busy.throttle': (s) => expect(s.can({ type: 'TOGGLE_FAVORITE' })).toBe(false),
    'shown.like.ready': (s) => expect(s.context.game?.likeCount).toBe(s.context.game?.liked ? 5 : 4),
    'shown.like.busy.call.sending': (s) => expect(s.context.game).toMatchObject({ liked: true, likeCount: 5 }),
    'shown.like.busy.call.sent': (s) => expect(s.context.game?.likeCount).toBe(s.context.game?.liked ? 5 : 4),
    'shown.like.busy.throttle': (s) => expect(s.can({ type: 'TOGGLE_LIKE' })).toBe(false),
    'shown.play.ready': (s) => expect(s.context.game).not.toBeNull(),
    'shown.play.cooling': () => expect(opened).toHaveBeenCalled(),
    'shown.play.insufficient': (s) => expect(s.can({ type: 'DEPOSIT' })).toBe(true),
  },
});

describe('game detail rules', () => {
  const start = (input: { signedIn: boolean }, mark?: (change: MarkChange) => Promise<GameMarkReply>) => {
    const clock = new SimulatedClock();
    const openGame = vi.fn();
    const login = vi.fn();
    const calls: MarkChange[] = [];
    const actor = stoppedAfterTest(createActor(
      gameDetailMachine.provide({
        actors: {
          loadGame: fromPromise(async () => ({ game: detail({ maintenance: false }), tags })),
          setFavorite: fromPromise<GameMarkReply, MarkChange>(async ({ input: change }) => {
            calls.push(change);
            return mark ? mark(change) : { on: change.on, count: 3 };
          }),
          setLike: pendingActor,
        },
        actions: { openGame },
      }),
      { input: { gameId: 3, askLogin: login, ...input }, clock },
    )).start();
    return { actor, clock, openGame, login, calls };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('turns a refused favorite back and lets the button act again only after the throttle', async () => {
    const { actor, clock, calls } = start({ signedIn: true }, async () => {
      throw refused('Try later');
    });
    await settle();
    actor.send({ type: 'TOGGLE_FAVORITE' });
    expect(actor.getSnapshot().context.game).toMatchObject({ favorite: true, favoriteCount: 3 });
    actor.send({ type: 'TOGGLE_FAVORITE' });
    await settle();
    expect(actor.getSnapshot().context.game).toMatchObject({ favorite: false, favoriteCount: 2 });
    expect(calls).toEqual([{ gameId: 3, on: true }]);
    actor.send({ type: 'TOGGLE_FAVORITE' });
    expect(calls).toHaveLength(1);
    clock.increment(BUTTON_THROTTLE_MS);
    actor.send({ type: 'TOGGLE_FAVORITE' });
    await settle();
    expect(calls).toHaveLength(2);
  });

  it('asks a guest to log in instead of marking or playing', async () => {
    const { actor, login, openGame, calls } = start({ signedIn: false });
    await settle();
    actor.send({ type: 'TOGGLE_FAVORITE' });
    actor.send({ type: 'PLAY', balance: 100 });
    expect(login).toHaveBeenCalledTimes(2);
    expect(openGame).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    actor.send({ type: 'PLAYER_CHANGED', signedIn: true });
    actor.send({ type: 'PLAY', balance: 100 });
    expect(openGame).toHaveBeenCalledTimes(1);
  });

  it('opens the game once per throttle, and never one in maintenance', async () => {
    const { actor, clock, openGame } = start({ signedIn: true });
    await settle();
    actor.send({ type: 'PLAY', balance: null });
    actor.send({ type: 'PLAY', balance: null });
    expect(openGame).toHaveBeenCalledTimes(1);
    clock.increment(BUTTON_THROTTLE_MS);
    actor.send({ type: 'PLAY', balance: 0 });
    expect(actor.getSnapshot().matches({ shown: { play: 'insufficient' } })).toBe(true);
    expect(openGame).toHaveBeenCalledTimes(1);

    const maintained = stoppedAfterTest(createActor(
      gameDetailMachine.provide({ actors: { loadGame: fromPromise(async () => ({ game: detail({ maintenance: true }), tags })) }, actions: { openGame } }),
      { input: { gameId: 3, signedIn: true, askLogin: vi.fn() } },
    )).start();
    await settle();
    maintained.send({ type: 'PLAY', balance: 100 });
    expect(openGame).toHaveBeenCalledTimes(1);
  });
});
