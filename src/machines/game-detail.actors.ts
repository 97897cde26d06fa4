// The calls the game detail page makes, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import type { GameDetail } from '../domain/game';
import { getGameDetail, setFavorite, setLike, type GameMarkReply } from '../services/game.api';

export interface MarkChange {
  gameId: number;
  on: boolean;
}

export const gameDetailActors = {
  loadGame: fromPromise<GameDetail, { gameId: number }>(({ input }) => getGameDetail(input.gameId)),
  setFavorite: fromPromise<GameMarkReply, MarkChange>(({ input }) => setFavorite(input.gameId, input.on)),
  setLike: fromPromise<GameMarkReply, MarkChange>(({ input }) => setLike(input.gameId, input.on)),
};
