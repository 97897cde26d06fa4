// The calls the home lists make, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import type { GameHome, GameNavigationTag } from '../domain/game.schema';
import { getGameHome, getNavigationTags } from '../services/game-home.api';

export interface GameLobby {
  home: GameHome;
  tags: GameNavigationTag[];
}

export const gameHomeActors = {
  // A refresh in the background must not show the loading indicator over the lists.
  loadLobby: fromPromise<GameLobby, { quiet: boolean }>(async ({ input }) => {
    const options = { loading: !input.quiet, toastError: !input.quiet };
    const [home, tags] = await Promise.all([getGameHome(options), getNavigationTags(options)]);
    return { home, tags };
  }),
};
