// The calls the Browser tab makes, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import type { GameCategory, GameItem, GameMaker } from '../domain/game.schema';
import { getCategories, getCategoryGames, getCategoryMakers } from '../services/game.api';

export interface CategoryShelf {
  makers: GameMaker[];
  games: GameItem[];
}

export const gameBrowserActors = {
  loadCategories: fromPromise<GameCategory[]>(() => getCategories()),
  loadCategory: fromPromise<CategoryShelf, { categoryId: number }>(async ({ input }) => {
    const [makers, games] = await Promise.all([getCategoryMakers(input.categoryId), getCategoryGames(input.categoryId)]);
    return { makers, games };
  }),
};
