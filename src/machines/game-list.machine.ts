// A maker's games (SPEC.md §2 makerGameList) or a navigation tag's (reached from the home's tag
// chips): the whole list at once, as the catalogue sends it, with its heading.
//   loading → shown | failed → RETRY
import { assign, setup } from 'xstate';
import type { GameItem } from '../domain/game.schema';
import { errorOf, messageOf } from './failure-message';
import { gameListActors, type GameListShelf, type GameListSource } from './game-list.actors';

export interface GameListContext {
  source: GameListSource;
  heading: GameListShelf['heading'];
  games: GameItem[];
  error: string | null;
}

export type GameListEvent = { type: 'RETRY' };

export const gameListMachine = setup({
  types: { input: {} as GameListSource, context: {} as GameListContext, events: {} as GameListEvent },
  actors: gameListActors,
  actions: {
    takeShelf: assign((_, shelf: GameListShelf) => ({ heading: shelf.heading, games: shelf.games, error: null })),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
  },
}).createMachine({
  id: 'gameList',
  description: "A maker's or a navigation tag's games, whole.",
  context: ({ input }) => ({ source: input, heading: null, games: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadList',
        src: 'loadList',
        input: ({ context }) => context.source,
        onDone: { target: 'shown', actions: { type: 'takeShelf', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
      },
    },
    shown: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
