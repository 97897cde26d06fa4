// The call the wallet summary makes, as a named actor (tests provide their own).
import { fromPromise } from 'xstate';
import type { BalanceInfo } from '../services/user.types';

export const walletSummaryActors = {
  // Only a signed-in player has a balance: the call's module comes with the first one.
  loadBalance: fromPromise<BalanceInfo>(async () => (await import('../services/user.api')).getBalanceInfo()),
};
