// The Browser tab, walked from the machine's graph: the categories, then the makers and games of
// the chosen one; the choice is kept on the device and comes back next time.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { GameCategory } from '../../src/domain/game.schema';
import { gameBrowserMachine } from '../../src/machines/game-browser.machine';
import type { CategoryShelf } from '../../src/machines/game-browser.actors';
import { storage } from '../../src/services/storage';
import { describeModel, pendingActor } from './model-harness';
import { game } from './game-fixtures';
import { offline } from './wallet-fixtures';
import { stoppedAfterTest } from './stopped-after-test';

const categories: GameCategory[] = [{ id: 1, code: 'slots' }, { id: 2, code: 'poker' }];
const maker = { id: 1, code: 'demo', name: 'Lantern Forge', logo: '/games/maker-demo.svg', maintenance: false, gameCount: 3 };
const shelf: CategoryShelf = { makers: [maker], games: [game(1), game(2)] };

beforeEach(() => storage.remove('homeCategory'));

describeModel(gameBrowserMachine.provide({ actors: { loadCategories: pendingActor, loadCategory: pendingActor } }), {
  pathStrategy: 'transitions',
  events: {
    'xstate.done.actor.loadCategories': [{ output: categories }, { output: [] }],
    'xstate.error.actor.loadCategories': [{ error: offline }],
    'xstate.done.actor.loadCategory': [{ output: shelf }],
    'xstate.error.actor.loadCategory': [{ error: offline }],
    SELECT_CATEGORY: [{ categoryId: 2 }, { categoryId: 99 }],
  },
  states: {
    loadingCategories: (s) => expect(s.hasTag('busy')).toBe(true),
    categoriesFailed: (s) => expect(s.context.error).toBe(offline.message),
    noCategories: (s) => expect(s.context.categoryId).toBeNull(),
    'category.loading': (s) => {
      expect(s.context.categoryId).not.toBeNull();
      // What is chosen is what the device keeps.
      expect(storage.get('homeCategory')).toBe(s.context.categoryId);
    },
    'category.shown': (s) => expect(s.context.games).toHaveLength(2),
    'category.failed': (s) => expect(s.context.error).toBe(offline.message),
  },
});

describe('browser rules', () => {
  const run = (input?: { categoryId?: number | null }) => {
    const asked: number[] = [];
    const actor = stoppedAfterTest(createActor(
      gameBrowserMachine.provide({
        actors: {
          loadCategories: fromPromise(async () => categories),
          loadCategory: fromPromise<CategoryShelf, { categoryId: number }>(async ({ input: { categoryId } }) => {
            asked.push(categoryId);
            return shelf;
          }),
        },
      }),
      { input },
    )).start();
    return { actor, asked };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('opens on the category kept on the device, and the page parameter wins over it', async () => {
    storage.set('homeCategory', 2);
    const first = run();
    await settle();
    expect(first.asked).toEqual([2]);
    const second = run({ categoryId: 1 });
    await settle();
    expect(second.asked).toEqual([1]);
    expect(storage.get('homeCategory')).toBe(1);
  });

  it('falls back to the first category when the kept one is gone', async () => {
    storage.set('homeCategory', 42);
    const { actor, asked } = run();
    await settle();
    expect(asked).toEqual([1]);
    actor.send({ type: 'SELECT_CATEGORY', categoryId: 2 });
    await settle();
    expect(asked).toEqual([1, 2]);
    expect(storage.get('homeCategory')).toBe(2);
  });
});
