// What a game session runs besides its calls (game-play.actors.ts): its steps as child machines,
// the abnormal-exit check it runs first when the last game was left without a clean exit, the
// reality check while the game plays, and the tab's hold on the game while money may be with a
// maker. Tests provide their own.
import { fromCallback, fromPromise } from 'xstate';
import { holdGameLock } from '../services/game-lock';
import { abnormalExitMachine } from './abnormal-exit.machine';
import { gameAmountMachine } from './game-amount.machine';
import { gameExitMachine } from './game-exit.machine';
import { gameLaunchMachine } from './game-launch.machine';
import { gameLeftOver } from './game-left-over';
import { gameRechargeMachine } from './game-recharge.machine';
import { realityCheckMachine } from './reality-check.machine';

export const gameSessionActors = {
  leftoverCheck: fromPromise<boolean>(() => gameLeftOver()),
  // Another tab's start then leaves this game's money alone (game-lock.ts), and closing this tab
  // asks first: it would leave the balance with the maker until the next start.
  gameLock: fromCallback(() => {
    const release = holdGameLock();
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => {
      release();
      window.removeEventListener('beforeunload', ask);
    };
  }),
  amountStep: gameAmountMachine,
  launch: gameLaunchMachine,
  recharge: gameRechargeMachine,
  exit: gameExitMachine,
  abnormalExit: abnormalExitMachine,
  realityCheck: realityCheckMachine,
};
