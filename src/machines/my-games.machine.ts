// My games (SPEC.md §2 myGames tabs favorite, liked, history; the Account page's myFavorite, myLike
// and recentlyPlaying show one of them): the player's games page by page. A guest sees the login
// prompt; signing in loads the list.
//   guest | loading → shown (MORE: loadingMore) | failed; SELECT_TAB starts again at page 1
import { assign, setup } from 'xstate';
import type { MyGamesTab } from '../domain/game';
import type { GameItem } from '../domain/game.schema';
import { DEFAULT_PAGE_LIMIT, type Page } from '../domain/trade';
import { errorOf, messageOf } from './failure-message';
import { myGamesActors } from './my-games.actors';
import { appendPage } from './paged-rows';

export const MY_GAMES_PAGE_LIMIT = DEFAULT_PAGE_LIMIT * 2;

export interface MyGamesInput {
  tab: MyGamesTab;
  signedIn: boolean;
}

export interface MyGamesContext extends MyGamesInput {
  rows: GameItem[];
  total: number;
  page: number;
  error: string | null;
}

export type MyGamesEvent =
  | { type: 'SELECT_TAB'; tab: MyGamesTab }
  | { type: 'PLAYER_CHANGED'; signedIn: boolean }
  | { type: 'MORE' }
  | { type: 'RETRY' };

export const myGamesMachine = setup({
  types: { input: {} as MyGamesInput, context: {} as MyGamesContext, events: {} as MyGamesEvent },
  actors: myGamesActors,
  guards: {
    signedIn: ({ context }) => context.signedIn,
    sameTab: ({ context, event }) => event.type === 'SELECT_TAB' && event.tab === context.tab,
    signsIn: ({ event }) => event.type === 'PLAYER_CHANGED' && event.signedIn,
    hasMore: ({ context }) => context.rows.length < context.total,
  },
  actions: {
    setTab: assign(({ event }) => (event.type === 'SELECT_TAB' ? { tab: event.tab } : {})),
    setPlayer: assign(({ event }) => (event.type === 'PLAYER_CHANGED' ? { signedIn: event.signedIn } : {})),
    restart: assign({ rows: [], total: 0, page: 1, error: null }),
    nextPage: assign(({ context }) => ({ page: context.page + 1, error: null })),
    takePage: assign(({ context }, page: Page<GameItem>) => appendPage(context.rows, page)),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
  },
}).createMachine({
  id: 'myGames',
  description: "My games: the player's favorite, liked and recently played games, page by page; a guest is asked to log in.",
  context: ({ input }) => ({ ...input, rows: [], total: 0, page: 1, error: null }),
  initial: 'start',
  on: {
    SELECT_TAB: [
      { guard: 'sameTab' },
      { guard: 'signedIn', target: '.loading', actions: ['setTab', 'restart'] },
      { actions: 'setTab' },
    ],
    PLAYER_CHANGED: [
      { guard: 'signsIn', target: '.loading', actions: ['setPlayer', 'restart'] },
      { target: '.guest', actions: ['setPlayer', 'restart'] },
    ],
  },
  states: {
    start: { always: [{ guard: 'signedIn', target: 'loading' }, { target: 'guest' }] },
    guest: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ tab: context.tab, page: context.page, limit: MY_GAMES_PAGE_LIMIT }),
        onDone: { target: 'shown', actions: { type: 'takePage', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
      },
    },
    shown: { on: { MORE: { guard: 'hasMore', target: 'loading', actions: 'nextPage' } } },
    // RETRY asks for the page that failed; the rows before it stay.
    failed: { on: { RETRY: 'loading' } },
  },
});
