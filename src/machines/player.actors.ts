// The calls the player actor makes, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import { getInfo, getWalletParams, logout } from '../services/user.api';
import type { UserInfo, WalletParams } from '../services/user.types';
import { onlineTimeMachine } from './online-time.machine';

export interface PlayerData {
  userInfo: UserInfo;
  walletParams: WalletParams;
}

export const playerActors = {
  /** Wallet parameters and user info together (SPEC.md §4 success sequence; the wallet loads the balance). */
  loadPlayer: fromPromise<PlayerData>(async () => {
    const [walletParams, userInfo] = await Promise.all([getWalletParams(), getInfo()]);
    return { walletParams, userInfo };
  }),
  logout: fromPromise<void>(() => logout()),
  onlineTime: onlineTimeMachine,
};
