// The calls a game session makes, as named actors (tests provide their own), and the abnormal-exit
// check it runs first when the last game was left without a clean exit.
import { fromPromise } from 'xstate';
import type { GameDetail } from '../domain/game.schema';
import type { LaunchRequest } from '../domain/game-play';
import type { AutoExitReply, ExitReply, GameSession, RechargeReply } from '../domain/game-play.schema';
import { autoExitGame, exitGame, getGameInfo, launchGame, rechargeGame } from '../services/game-play.api';
import { abnormalExitMachine } from './abnormal-exit.machine';
import { realityCheckMachine } from './reality-check.machine';

export const gameSessionActors = {
  gameInfo: fromPromise<GameDetail, { gameId: number }>(({ input }) => getGameInfo(input.gameId)),
  launch: fromPromise<GameSession, { gameId: number; request: LaunchRequest; key: string }>(({ input }) => launchGame(input.gameId, input.request, input.key)),
  recharge: fromPromise<RechargeReply, { sessionId: number; amount: number; key: string }>(({ input }) =>
    rechargeGame(input.sessionId, { amount: input.amount }, input.key),
  ),
  exit: fromPromise<ExitReply, { sessionId: number; key: string }>(({ input }) => exitGame(input.sessionId, input.key)),
  // A launch whose answer never came may have moved money: leaving then pulls back what any maker holds.
  autoExit: fromPromise<AutoExitReply, { key: string }>(({ input }) => autoExitGame(input.key)),
  abnormalExit: abnormalExitMachine,
  realityCheck: realityCheckMachine,
};
