// The call the abnormal-exit check makes, as a named actor (tests provide their own).
import { fromPromise } from 'xstate';
import type { AutoExitReply } from '../domain/game-play.schema';
import { autoExitGame } from '../services/game-play.api';

export const abnormalExitActors = {
  autoExit: fromPromise<AutoExitReply, { key: string }>(({ input }) => autoExitGame(input.key)),
};
