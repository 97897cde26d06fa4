// The calls the player actor makes, as named actors (tests provide their own).
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import type { UserInfo, WalletParams } from '../services/user.types';
import type { onlineTimeMachine } from './online-time.machine';

export interface PlayerData {
  userInfo: UserInfo;
  walletParams: WalletParams;
}

/** What the tracker tells the player: its last part is sent (or there was none), logout may go on. */
export interface TimeReportedEvent {
  type: 'TIME_REPORTED';
}

/**
 * The online-time tracker, loaded only once someone is signed in so the first screen does not
 * carry it: it starts the tracker machine when its module is in, passes STOP on (kept until then)
 * and reports TIME_REPORTED when the tracker has ended.
 */
export const trackOnlineTime = (load: () => Promise<typeof onlineTimeMachine>) =>
  fromCallback<EventObject, void, TimeReportedEvent>(({ sendBack, receive }) => {
    let stopAsked = false;
    let tracker: ReturnType<typeof createActor<typeof onlineTimeMachine>> | null = null;
    let ended = false;
    receive((event) => {
      if (event.type !== 'STOP') return;
      stopAsked = true;
      tracker?.send({ type: 'STOP' });
    });
    void load().then((machine) => {
      if (ended) return;
      tracker = createActor(machine, { input: { now: Date.now } });
      tracker.subscribe({ complete: () => sendBack({ type: 'TIME_REPORTED' }) });
      tracker.start();
      if (stopAsked) tracker.send({ type: 'STOP' });
    });
    return () => {
      ended = true;
      tracker?.stop();
    };
  });

/**
 * The player's own calls, fetched once someone is signed in: a guest's first screen makes none of
 * them, so it does not carry them; a signed-in player's boot fetches them beside the other
 * signed-in parts (the wallet's and the unread count's calls, the settle check).
 */
const userApi = () => import('../services/user.api');

export const playerActors = {
  /** Wallet parameters and user info together (SPEC.md §4 success sequence; the wallet loads the balance). */
  loadPlayer: fromPromise<PlayerData>(async () => {
    const { getInfo, getWalletParams } = await userApi();
    const [walletParams, userInfo] = await Promise.all([getWalletParams(), getInfo()]);
    return { walletParams, userInfo };
  }),
  logout: fromPromise<void>(async () => (await userApi()).logout()),
  onlineTime: trackOnlineTime(() => import('./online-time.machine').then((module) => module.onlineTimeMachine)),
  /** The settle check's machine, fetched at the first sign-in (player.machine.ts spawns it). */
  loadSettleCheck: fromPromise(() => import('./settle-check.machine').then((module) => module.settleCheckMachine)),
};
