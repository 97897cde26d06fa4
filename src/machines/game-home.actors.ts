// The calls the home lists make, as named actors (tests provide their own). Their code loads when
// a call is made: the server-rendered home starts from the lists its page carries, so its first
// screen carries neither these calls nor the API client.
import { fromPromise } from 'xstate';
import type { GameHome, GameNavigationTag } from '../domain/game.schema';

export interface GameLobby {
  home: GameHome;
  tags: GameNavigationTag[];
}

export const gameHomeActors = {
  // A refresh in the background must not show the loading indicator over the lists.
  loadLobby: fromPromise<GameLobby, { quiet: boolean }>(async ({ input }) => {
    const { getGameHome, getNavigationTags } = await import('../services/game-home.api');
    const options = { loading: !input.quiet, toastError: !input.quiet };
    const [home, tags] = await Promise.all([getGameHome(options), getNavigationTags(options)]);
    return { home, tags };
  }),
};
