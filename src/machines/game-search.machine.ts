// The search page (SPEC.md §2 searchGame): games by name, asked once the player has stopped typing
// for DEBOUNCE_MS (SPEC.md §9), page by page; "no results" and a failure that can be retried.
//   idle (nothing typed) → typing → searching → results | empty | failed; MORE → loadingMore
import { assign, setup } from 'xstate';
import { DEBOUNCE_MS } from '../domain/constants';
import { GAME_SEARCH_MAX_LENGTH, GAME_SEARCH_MIN_LENGTH } from '../domain/game';
import type { GameItem } from '../domain/game.schema';
import type { Page } from '../domain/trade';
import { errorOf, messageOf } from './failure-message';
import { gameSearchActors } from './game-search.actors';
import { appendPage } from './paged-rows';

export const SEARCH_PAGE_LIMIT = 20;

export interface GameSearchContext {
  /** What the input holds. */
  text: string;
  /** The name the rows were found for (trimmed). */
  query: string;
  rows: GameItem[];
  total: number;
  page: number;
  error: string | null;
}

export type GameSearchEvent = { type: 'TYPE'; text: string } | { type: 'MORE' } | { type: 'RETRY' } | { type: 'CLEAR' };

const searchable = (text: string): boolean => [...text.trim()].length >= GAME_SEARCH_MIN_LENGTH;

export const gameSearchMachine = setup({
  types: { context: {} as GameSearchContext, events: {} as GameSearchEvent },
  actors: gameSearchActors,
  delays: { debounce: DEBOUNCE_MS },
  guards: {
    blank: ({ event }) => event.type === 'TYPE' && !searchable(event.text),
    unchanged: ({ context, event }) => event.type === 'TYPE' && event.text.trim() === context.query && context.query !== '',
    hasMore: ({ context }) => context.rows.length < context.total,
    noRows: (_, page: Page<GameItem>) => page.rows.length === 0,
  },
  actions: {
    // The input never holds more than the server accepts.
    setText: assign(({ event }) => (event.type === 'TYPE' ? { text: [...event.text].slice(0, GAME_SEARCH_MAX_LENGTH).join('') } : {})),
    forget: assign({ text: '', query: '', rows: [], total: 0, page: 1, error: null }),
    startQuery: assign(({ context }) => ({ query: context.text.trim(), rows: [], total: 0, page: 1, error: null })),
    nextPage: assign(({ context }) => ({ page: context.page + 1, error: null })),
    takePage: assign(({ context }, page: Page<GameItem>) => appendPage(context.rows, page)),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
  },
}).createMachine({
  id: 'gameSearch',
  description: 'Search games by name: debounced, paged, with no-results and failure states.',
  context: { text: '', query: '', rows: [], total: 0, page: 1, error: null },
  initial: 'idle',
  on: {
    TYPE: [
      { guard: 'blank', target: '.idle', actions: ['forget', 'setText'] },
      // Typing back what was searched (a space added and removed) keeps the results.
      { guard: 'unchanged', actions: 'setText' },
      { target: '.typing', reenter: true, actions: 'setText' },
    ],
    CLEAR: { target: '.idle', actions: 'forget' },
  },
  states: {
    idle: {},
    typing: { after: { debounce: { target: 'searching', actions: 'startQuery' } } },
    searching: {
      tags: ['busy'],
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => ({ name: context.query, page: context.page, limit: SEARCH_PAGE_LIMIT }),
        onDone: [
          { guard: { type: 'noRows', params: ({ event }) => event.output }, target: 'empty', actions: { type: 'takePage', params: ({ event }) => event.output } },
          { target: 'results', actions: { type: 'takePage', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
      },
    },
    results: { on: { MORE: { guard: 'hasMore', target: 'loadingMore', actions: 'nextPage' } } },
    loadingMore: {
      tags: ['busy'],
      invoke: {
        id: 'searchMore',
        src: 'search',
        input: ({ context }) => ({ name: context.query, page: context.page, limit: SEARCH_PAGE_LIMIT }),
        onDone: { target: 'results', actions: { type: 'takePage', params: ({ event }) => event.output } },
        // The rows found stay; MORE asks for the same page again.
        onError: { target: 'results', actions: [{ type: 'showError', params: errorOf }, assign(({ context }) => ({ page: context.page - 1 }))] },
      },
    },
    empty: {},
    failed: { on: { RETRY: 'searching' } },
  },
});
