// The home tab's game lists (SPEC.md §2 home: Trending, New, the Top 20 winners and the day, week
// and month winners; the navigation tags above them). The lists come from recorded rounds, so they
// are asked again every HOME_REFRESH_MS and when the player comes back to the page.
//   loading → shown ⇄ refreshing (a failed refresh keeps what is shown) | failed → RETRY
// A page rendered on the server hands in the lists it was rendered with: the lobby starts shown
// with them, so the app's first render is the page's (DESIGN.md "First screen").
import { assign, setup } from 'xstate';
import type { GameHome, GameNavigationTag } from '../domain/game.schema';
import { errorOf, messageOf } from './failure-message';
import { gameHomeActors, type GameLobby } from './game-home.actors';

/** How often the shown lists are asked again: winners change with every round, trending within minutes. */
export const HOME_REFRESH_MS = 180_000;

/** The winners tabs: the top 20 of all time, then the day, week and month. */
export const WINNER_PERIODS = ['top', 'day', 'week', 'month'] as const;
export type WinnerPeriod = (typeof WINNER_PERIODS)[number];

export interface GameHomeContext {
  home: GameHome | null;
  tags: GameNavigationTag[];
  period: WinnerPeriod;
  error: string | null;
}

export interface GameHomeInput {
  /** The lists the server rendered the page with, or null to load them. */
  lobby?: GameLobby | null;
}

export type GameHomeEvent =
  | { type: 'RETRY' }
  /** The page is shown again (focus, tab visible): the lists may have changed meanwhile. */
  | { type: 'REFRESH' }
  | { type: 'SELECT_PERIOD'; period: WinnerPeriod };

export const gameHomeMachine = setup({
  types: { input: {} as GameHomeInput, context: {} as GameHomeContext, events: {} as GameHomeEvent },
  actors: gameHomeActors,
  delays: { refreshAfter: HOME_REFRESH_MS },
  guards: {
    rendered: ({ context }) => context.home !== null,
  },
  actions: {
    takeLobby: assign((_, lobby: GameLobby) => ({ home: lobby.home, tags: lobby.tags, error: null })),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    selectPeriod: assign(({ event }) => (event.type === 'SELECT_PERIOD' ? { period: event.period } : {})),
  },
}).createMachine({
  id: 'gameHome',
  description: 'Home lists: Trending, New, winners and tags; asked again every few minutes and when the page is shown again.',
  context: ({ input }) => ({ home: input?.lobby?.home ?? null, tags: input?.lobby?.tags ?? [], period: 'top', error: null }),
  initial: 'starting',
  on: { SELECT_PERIOD: { actions: 'selectPeriod' } },
  states: {
    starting: {
      always: [{ guard: 'rendered', target: 'shown' }, { target: 'loading' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLobby',
        src: 'loadLobby',
        input: { quiet: false },
        onDone: { target: 'shown', actions: { type: 'takeLobby', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
      },
    },
    failed: { on: { RETRY: 'loading', REFRESH: 'loading' } },
    shown: {
      after: { refreshAfter: 'refreshing' },
      on: { REFRESH: 'refreshing' },
    },
    refreshing: {
      invoke: {
        id: 'refreshLobby',
        src: 'loadLobby',
        input: { quiet: true },
        onDone: { target: 'shown', actions: { type: 'takeLobby', params: ({ event }) => event.output } },
        // The lists shown stay; the next timer or visit tries again.
        onError: 'shown',
      },
    },
  },
});
