// The home lists, walked from the machine's graph: a failed first load is retried, shown lists are
// asked again by the timer or a visit and stay when that fails; the winners tab is the player's.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { gameHomeMachine, HOME_REFRESH_MS } from '../../src/machines/game-home.machine';
import type { GameLobby } from '../../src/machines/game-home.actors';
import { describeModel, pendingActor } from './model-harness';
import { home, tags } from './game-fixtures';
import { offline } from './wallet-fixtures';
import { stoppedAfterTest } from './stopped-after-test';

const lobby: GameLobby = { home, tags };

describeModel(gameHomeMachine.provide({ actors: { loadLobby: pendingActor } }), {
  pathStrategy: 'transitions',
  clock: true,
  events: {
    'xstate.done.actor.loadLobby': [{ output: lobby }],
    'xstate.error.actor.loadLobby': [{ error: offline }],
    'xstate.done.actor.refreshLobby': [{ output: lobby }],
    'xstate.error.actor.refreshLobby': [{ error: offline }],
    SELECT_PERIOD: [{ period: 'week' }],
  },
  states: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    failed: (s) => {
      expect(s.context.error).toBe(offline.message);
      expect(s.context.home).toBeNull();
    },
    shown: (s) => expect(s.context.home).toEqual(home),
    // The lists stay on screen while they are asked again.
    refreshing: (s) => {
      expect(s.context.home).toEqual(home);
      expect(s.hasTag('busy')).toBe(false);
    },
  },
});

describe('home lists rules', () => {
  it('starts shown with the lists a server-rendered page carries, without asking for them', () => {
    let asked = 0;
    const actor = stoppedAfterTest(createActor(
      gameHomeMachine.provide({
        actors: {
          loadLobby: fromPromise<GameLobby, { quiet: boolean }>(async () => {
            asked += 1;
            return lobby;
          }),
        },
      }),
      { input: { lobby } },
    )).start();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.home).toEqual(home);
    expect(actor.getSnapshot().context.tags).toEqual(tags);
    expect(asked).toBe(0);
  });

  it('asks again every HOME_REFRESH_MS, quietly, and keeps the lists when that fails', async () => {
    const inputs: Array<{ quiet: boolean }> = [];
    let fail = false;
    const clock = new SimulatedClock();
    const actor = stoppedAfterTest(createActor(
      gameHomeMachine.provide({
        actors: {
          loadLobby: fromPromise<GameLobby, { quiet: boolean }>(async ({ input }) => {
            inputs.push(input);
            if (fail) throw offline;
            return lobby;
          }),
        },
      }),
      { clock, input: {} },
    )).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    expect(actor.getSnapshot().value).toBe('shown');
    clock.increment(HOME_REFRESH_MS - 1);
    expect(actor.getSnapshot().value).toBe('shown');
    fail = true;
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('refreshing');
    await settle();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.home).toEqual(home);
    expect(inputs).toEqual([{ quiet: false }, { quiet: true }]);
    actor.send({ type: 'SELECT_PERIOD', period: 'month' });
    expect(actor.getSnapshot().context.period).toBe('month');
  });
});
