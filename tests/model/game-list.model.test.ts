// A maker's or a tag's games, walked from the machine's graph: loaded whole, retried on failure.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { gameListMachine } from '../../src/machines/game-list.machine';
import type { GameListShelf, GameListSource } from '../../src/machines/game-list.actors';
import { describeModel, pendingActor } from './model-harness';
import { game } from './game-fixtures';
import { offline } from './wallet-fixtures';
import { stoppedAfterTest } from './stopped-after-test';

const shelf: GameListShelf = { heading: { name: 'Lantern Forge', icon: '/games/maker-demo.svg' }, games: [game(1), game(2)] };

describeModel(gameListMachine.provide({ actors: { loadList: pendingActor } }), {
  input: { kind: 'maker', id: 1 },
  pathStrategy: 'transitions',
  events: {
    'xstate.done.actor.loadList': [{ output: shelf }],
    'xstate.error.actor.loadList': [{ error: offline }],
  },
  states: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    shown: (s) => {
      expect(s.context.heading?.name).toBe('Lantern Forge');
      expect(s.context.games).toHaveLength(2);
    },
    failed: (s) => expect(s.context.error).toBe(offline.message),
  },
});

describe('game list rules', () => {
  it("asks for the tag's games when opened from a tag chip", async () => {
    const asked: GameListSource[] = [];
    const actor = stoppedAfterTest(createActor(
      gameListMachine.provide({
        actors: {
          loadList: fromPromise<GameListShelf, GameListSource>(async ({ input }) => {
            asked.push(input);
            return shelf;
          }),
        },
      }),
      { input: { kind: 'tag', id: 4 } },
    )).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([{ kind: 'tag', id: 4 }]);
    expect(actor.getSnapshot().value).toBe('shown');
  });
});
