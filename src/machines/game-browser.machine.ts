// The Browser tab (SPEC.md §2 browser; §3 storage key "home category"): the categories as chips,
// then the makers and games of the chosen one. The choice is kept on the device, so the tab opens
// where the player left it; the page's `id` parameter (a category id) wins over it.
//   loadingCategories → category.loading → category.shown | category.failed; SELECT_CATEGORY reloads
import { assign, setup } from 'xstate';
import type { GameCategory, GameItem, GameMaker } from '../domain/game.schema';
import { storage } from '../services/storage';
import { errorOf, messageOf } from './failure-message';
import { gameBrowserActors, type CategoryShelf } from './game-browser.actors';

export interface GameBrowserInput {
  /** The page's `id` parameter, if any. */
  categoryId?: number | null;
}

export interface GameBrowserContext {
  categories: GameCategory[];
  /** Asked for by the page or the device, until the categories arrive. */
  wanted: number | null;
  categoryId: number | null;
  makers: GameMaker[];
  games: GameItem[];
  error: string | null;
}

export type GameBrowserEvent = { type: 'SELECT_CATEGORY'; categoryId: number } | { type: 'RETRY' };

const storedCategory = (): number | null => {
  const stored = storage.get('homeCategory');
  return stored === null ? null : Number(stored);
};

export const gameBrowserMachine = setup({
  types: { input: {} as GameBrowserInput | undefined, context: {} as GameBrowserContext, events: {} as GameBrowserEvent },
  actors: gameBrowserActors,
  guards: {
    noCategories: ({ context }) => context.categories.length === 0,
    sameCategory: ({ context, event }) => event.type === 'SELECT_CATEGORY' && event.categoryId === context.categoryId,
    knownCategory: ({ context, event }) => event.type === 'SELECT_CATEGORY' && context.categories.some((c) => c.id === event.categoryId),
  },
  actions: {
    takeCategories: assign(({ context }, categories: GameCategory[]) => ({
      categories,
      // A category that is gone (or a damaged stored value) falls back to the first.
      categoryId: categories.find((c) => c.id === context.wanted)?.id ?? categories[0]?.id ?? null,
    })),
    choose: assign(({ event }) => (event.type === 'SELECT_CATEGORY' ? { categoryId: event.categoryId, makers: [], games: [] } : {})),
    rememberCategory: ({ context }) => {
      if (context.categoryId !== null) storage.set('homeCategory', context.categoryId);
    },
    takeShelf: assign((_, shelf: CategoryShelf) => ({ makers: shelf.makers, games: shelf.games, error: null })),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'gameBrowser',
  description: 'Browser: categories, then the makers and games of the chosen one, remembered on the device.',
  context: ({ input }) => ({
    categories: [],
    wanted: input?.categoryId ?? storedCategory(),
    categoryId: null,
    makers: [],
    games: [],
    error: null,
  }),
  initial: 'loadingCategories',
  states: {
    loadingCategories: {
      tags: ['busy'],
      invoke: {
        id: 'loadCategories',
        src: 'loadCategories',
        onDone: [
          { guard: ({ event }) => event.output.length === 0, target: 'noCategories' },
          { target: 'category', actions: [{ type: 'takeCategories', params: ({ event }) => event.output }, 'rememberCategory'] },
        ],
        onError: { target: 'categoriesFailed', actions: { type: 'showError', params: errorOf } },
      },
    },
    categoriesFailed: { on: { RETRY: { target: 'loadingCategories', actions: 'clearError' } } },
    noCategories: {},
    category: {
      initial: 'loading',
      on: {
        SELECT_CATEGORY: [
          { guard: 'sameCategory' },
          { guard: 'knownCategory', target: '.loading', actions: ['choose', 'rememberCategory'] },
        ],
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadCategory',
            src: 'loadCategory',
            input: ({ context }) => ({ categoryId: context.categoryId ?? 0 }),
            onDone: { target: 'shown', actions: { type: 'takeShelf', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
          },
        },
        shown: {},
        failed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
      },
    },
  },
});
