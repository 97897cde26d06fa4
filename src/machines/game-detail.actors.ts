// The calls the game detail page makes, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import type { GameDetail, GameNavigationTag } from '../domain/game.schema';
import { getGameDetail, setFavorite, setLike, type GameMarkReply } from '../services/game.api';
import { getNavigationTags } from '../services/game-home.api';

export interface MarkChange {
  gameId: number;
  on: boolean;
}

/** The game, and the navigation tags whose names its tag codes show. */
export interface GamePage {
  game: GameDetail;
  tags: GameNavigationTag[];
}

export const gameDetailActors = {
  loadGame: fromPromise<GamePage, { gameId: number }>(async ({ input }) => {
    const [game, tags] = await Promise.all([getGameDetail(input.gameId), getNavigationTags()]);
    return { game, tags };
  }),
  setFavorite: fromPromise<GameMarkReply, MarkChange>(({ input }) => setFavorite(input.gameId, input.on)),
  setLike: fromPromise<GameMarkReply, MarkChange>(({ input }) => setLike(input.gameId, input.on)),
};
