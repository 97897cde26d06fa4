// The call the search page makes, as a named actor (tests provide their own).
import { fromPromise } from 'xstate';
import type { GameItem } from '../domain/game.schema';
import type { Page } from '../domain/trade';
import { searchGames, type PageQuery } from '../services/game.api';

export interface SearchQuery extends PageQuery {
  name: string;
}

export const gameSearchActors = {
  search: fromPromise<Page<GameItem>, SearchQuery>(({ input }) => searchGames(input.name, input)),
};
