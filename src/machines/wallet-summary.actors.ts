// The call the wallet summary makes, as a named actor (tests provide their own).
import { fromPromise } from 'xstate';
import { getBalanceInfo } from '../services/user.api';
import type { BalanceInfo } from '../services/user.types';

export const walletSummaryActors = {
  loadBalance: fromPromise<BalanceInfo>(() => getBalanceInfo()),
};
