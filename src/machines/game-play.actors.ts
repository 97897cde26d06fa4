// The calls a game session's steps make (the amount step, the launch, a recharge, the exit), as
// named actors each step takes in its own setup (tests provide their own).
import { fromPromise } from 'xstate';
import type { GameDetail } from '../domain/game.schema';
import type { LaunchRequest } from '../domain/game-play';
import type { AutoExitReply, ExitReply, GameSession, RechargeReply } from '../domain/game-play.schema';
import { autoExitGame, exitGame, getGameInfo, launchGame, rechargeGame } from '../services/game-play.api';

export const gameInfoActor = fromPromise<GameDetail, { gameId: number }>(({ input }) => getGameInfo(input.gameId));

export const launchActor = fromPromise<GameSession, { gameId: number; request: LaunchRequest; key: string }>(({ input }) => launchGame(input.gameId, input.request, input.key));

// A launch whose answer never came may have moved money: leaving then pulls back what any maker holds.
export const autoExitActor = fromPromise<AutoExitReply, { key: string }>(({ input }) => autoExitGame(input.key));

export const rechargeActor = fromPromise<RechargeReply, { sessionId: number; amount: number; key: string }>(({ input }) =>
  rechargeGame(input.sessionId, { amount: input.amount }, input.key),
);

export const exitActor = fromPromise<ExitReply, { sessionId: number; key: string }>(({ input }) => exitGame(input.sessionId, input.key));
