// What the start's abnormal-exit check asks, as a named actor (tests provide their own): whether a
// game left without a clean exit should be brought back from this page now.
import { fromPromise } from 'xstate';
import { normalizePath, paths } from '../domain/routes';
import { gameLeftOver } from './game-left-over';

const inFrame = (): boolean => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};

export const abnormalExitCheckActors = {
  // Not on playingGame (its own session runs the check first), not inside a game's frame (the
  // platform's gamePostMessagePage), and not while another tab is still playing (game-left-over.ts).
  gameToBringBack: fromPromise<boolean, { path: string }>(async ({ input }) =>
    !inFrame() && normalizePath(input.path) !== paths.playingGame && (await gameLeftOver()),
  ),
};
