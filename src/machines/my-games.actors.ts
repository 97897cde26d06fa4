// The call the My games lists make, as a named actor (tests provide their own).
import { fromPromise } from 'xstate';
import type { MyGamesTab } from '../domain/game';
import type { GameItem } from '../domain/game.schema';
import type { Page } from '../domain/trade';
import { getMyGames, type PageQuery } from '../services/game.api';

export interface MyGamesQuery extends PageQuery {
  tab: MyGamesTab;
}

export const myGamesActors = {
  loadPage: fromPromise<Page<GameItem>, MyGamesQuery>(({ input }) => getMyGames(input.tab, input)),
};
