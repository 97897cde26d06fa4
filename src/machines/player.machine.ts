// The player (SPEC.md §3 token, userInfo; §4 success sequence and logout), system id `player`.
// Login, sign-up, code login and reset send it SIGNED_IN themselves (session-system.ts).
//   waiting   → the app is booting; the stored token waits for the first screen
//   guest     → no token
//   signedIn  → the online-time tracker runs; loadingPlayer → idle, SIGN_OUT → reportingTime
//               (the tracker sends its last part) → loggingOut (POST /logout) → guest
// It tells its siblings what they need: the wallet and the unread messages to refresh or clear, the guest guard who is
// signed in and that the login popup is done. The settle check (system id `settleCheck`) is its own
// child, spawned at the first sign-in once its module has loaded, so the first screen, which
// runs no settle check, does not carry it; it stays for later sign-ins, stopped while signed out.
import { assign, emit, enqueueActions, sendTo, setup, spawnChild } from 'xstate';
import type { DeviceType } from '../domain/device';
import { firstScreenPaths as paths } from '../domain/first-screen-paths';
import { navigate, reload, relaunch } from '../services/navigation';
import { storage } from '../services/storage';
import type { UserInfo, WalletParams } from '../services/user.types';
import { playerActors, type PlayerData, type TimeReportedEvent } from './player.actors';
import { onDemandChild, sessionChild, type SignedInEvent, type SignedInVia } from './session-system';

export interface PlayerInput {
  token: string | null;
  userInfo: UserInfo | null;
  deviceType: DeviceType;
}

export interface PlayerContext extends PlayerInput {
  walletParams: WalletParams | null;
  /** Set by a successful login, registration or reset; the home screen greets once and clears it. */
  loginSuccessNotice: boolean;
}

export type PlayerEvent =
  | { type: 'START' }
  | SignedInEvent
  | { type: 'SIGN_OUT' }
  | { type: 'REFRESH_PLAYER' }
  | { type: 'USER_INFO_LOADED'; userInfo: UserInfo }
  | { type: 'LOGIN_NOTICE_SHOWN' }
  | { type: 'INVITE_CODE_RECEIVED'; inviteCode: string }
  /** A 401/403 body code: the session is over (SPEC.md §8). */
  | { type: 'SESSION_REJECTED' }
  /** HTTP 403: the address is blocked; the forbidden page shows. */
  | { type: 'FORBIDDEN' }
  | TimeReportedEvent;

const clearSession = ['clearSession', 'forgetSession', 'clearWallet', 'clearUnread', 'stopSettleCheck'] as const;

export const playerMachine = setup({
  types: { input: {} as PlayerInput, context: {} as PlayerContext, events: {} as PlayerEvent, emitted: {} as { type: 'loginSuccess'; via: SignedInVia; mobile: boolean } },
  actors: playerActors,
  guards: { hasToken: ({ context }) => context.token !== null },
  actions: {
    takeToken: assign({ token: ({ event }) => (event.type === 'SIGNED_IN' ? event.token : null), loginSuccessNotice: true }),
    storeToken: ({ context }) => (context.token ? storage.set('token', context.token) : storage.remove('token')),
    // A registration used the stored invite code: it is spent.
    forgetInviteCode: ({ event }) => {
      if (event.type === 'SIGNED_IN' && event.via === 'register') storage.remove('inviteCode');
    },
    storeInviteCode: ({ event }) => {
      if (event.type === 'INVITE_CODE_RECEIVED') storage.set('inviteCode', event.inviteCode);
    },
    // SPEC.md §4 names a mobile-login-success event after a reset; listeners filter on `via`.
    announceSignIn: emit(({ context, event }) => ({
      type: 'loginSuccess' as const,
      via: event.type === 'SIGNED_IN' ? event.via : ('login' as SignedInVia),
      mobile: context.deviceType !== 'pc',
    })),
    goHomeTab: ({ context }) => navigate(context.deviceType === 'pc' ? paths.desktopIndex : paths.home),
    takePlayer: assign((_, player: PlayerData) => player),
    takeUserInfo: assign({ userInfo: ({ context, event }) => (event.type === 'USER_INFO_LOADED' ? event.userInfo : context.userInfo) }),
    storeUserInfo: ({ context }) => {
      if (context.userInfo) storage.set('userInfo', context.userInfo);
    },
    loginNoticeShown: assign({ loginSuccessNotice: false }),
    clearSession: assign({ token: null, userInfo: null, walletParams: null }),
    forgetSession: () => {
      storage.remove('token');
      storage.remove('userInfo');
    },
    // SPEC.md §8: after a 401/403 body code the desktop reloads, the mobile app relaunches home.
    restartAfterRejection: ({ context }) => (context.deviceType === 'pc' ? reload() : relaunch(paths.home)),
    refreshWallet: sendTo(({ system }) => system.get(sessionChild.wallet), { type: 'REFRESH' }),
    clearWallet: sendTo(({ system }) => system.get(sessionChild.wallet), { type: 'CLEAR' }),
    refreshUnread: sendTo(({ system }) => system.get(sessionChild.unreadMessages), { type: 'REFRESH' }),
    clearUnread: sendTo(({ system }) => system.get(sessionChild.unreadMessages), { type: 'CLEAR' }),
    // SPEC.md §4: the settle check runs while a token exists. Signed out before it ever ran, there
    // is nothing to stop (the event then comes back here, where nothing takes it).
    stopSettleCheck: sendTo(({ system }) => system.get(onDemandChild.settleCheck), { type: 'STOP' }),
    tellGuardSignedIn: sendTo(({ system }) => system.get(sessionChild.guestGuard), () => ({ type: 'PLAYER_CHANGED' as const, signedIn: true })),
    tellGuardGuest: sendTo(({ system }) => system.get(sessionChild.guestGuard), () => ({ type: 'PLAYER_CHANGED' as const, signedIn: false })),
    closeLoginPopup: sendTo(({ system }) => system.get(sessionChild.guestGuard), { type: 'CLOSE_LOGIN_POPUP' }),
  },
}).createMachine({
  id: 'player',
  description: 'Token, user and level of the player: the success sequence after login, registration or reset, and logout.',
  context: ({ input }) => ({ ...input, walletParams: null, loginSuccessNotice: false }),
  initial: 'waiting',
  on: {
    INVITE_CODE_RECEIVED: { actions: 'storeInviteCode' },
    LOGIN_NOTICE_SHOWN: { actions: 'loginNoticeShown' },
    // SPEC.md §4: success of login, registration or password reset (forms only exist once booted).
    SIGNED_IN: {
      target: '.signedIn',
      reenter: true,
      actions: ['takeToken', 'storeToken', 'forgetInviteCode', 'announceSignIn', 'closeLoginPopup', 'goHomeTab'],
    },
  },
  states: {
    // SPEC.md §8 at boot: a blocked address clears what was stored.
    waiting: { on: { START: 'deciding', FORBIDDEN: { actions: clearSession } } },
    deciding: { always: [{ guard: 'hasToken', target: 'signedIn' }, { target: 'guest' }] },
    guest: { entry: 'tellGuardGuest' },
    signedIn: {
      entry: 'tellGuardSignedIn',
      invoke: [
        // The tracker runs while signed in; at logout it sends its last part, then says so.
        { id: 'onlineTime', src: 'onlineTime' },
        // The settle check's module, asked for on every sign-in (fetched once): the first time it
        // is in, the settle check is spawned; every time, it starts checking.
        {
          id: 'loadSettleCheck',
          src: 'loadSettleCheck',
          onDone: {
            actions: enqueueActions(({ enqueue, event, system }) => {
              // Cast: the machine comes with its module, so it is not among the named actors that
              // type spawnChild; it is spawned as any child is (stopped with the player, in its system).
              if (!system.get(onDemandChild.settleCheck)) enqueue(spawnChild(event.output, { id: 'settleCheck', systemId: onDemandChild.settleCheck, input: {} }) as never);
              enqueue.sendTo(() => system.get(onDemandChild.settleCheck), { type: 'START' });
            }),
          },
        },
      ],
      initial: 'loadingPlayer',
      on: {
        USER_INFO_LOADED: { actions: ['takeUserInfo', 'storeUserInfo'] },
        SESSION_REJECTED: { target: 'guest', actions: [...clearSession, 'restartAfterRejection'] },
        FORBIDDEN: { target: 'guest', actions: clearSession },
      },
      states: {
        loadingPlayer: {
          entry: ['refreshWallet', 'refreshUnread'],
          // Logging out must not wait for fresh figures (the Account page reloads them on every visit).
          on: { SIGN_OUT: 'reportingTime' },
          invoke: {
            id: 'loadPlayer',
            src: 'loadPlayer',
            onDone: { target: 'idle', actions: [{ type: 'takePlayer', params: ({ event }) => event.output }, 'storeUserInfo'] },
            onError: 'idle',
          },
        },
        idle: { on: { REFRESH_PLAYER: 'loadingPlayer', SIGN_OUT: 'reportingTime' } },
        reportingTime: { entry: sendTo('onlineTime', { type: 'STOP' }), on: { TIME_REPORTED: 'loggingOut' } },
        loggingOut: {
          invoke: {
            id: 'logout',
            src: 'logout',
            // SPEC.md §4: on a code-200 reply the token and user info are removed.
            onDone: { target: '#player.guest', actions: [...clearSession, 'goHomeTab'] },
            onError: { target: '#player.signedIn', reenter: true },
          },
        },
      },
    },
  },
});
