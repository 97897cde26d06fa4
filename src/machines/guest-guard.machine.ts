// The guest guard (SPEC.md §6) and the login popup it opens (system id `guestGuard`; the popup is
// its child `loginPopup`). A guest
// outside the whitelist gets the login popup on desktop and the login page on mobile; the path
// they wanted is kept for after login. Log-in buttons open the popup on a tab too.
//   closed → no popup
//   open   → the login popup's view stack runs as a child; it ends by its close button, by a
//            sign-in (the player sends CLOSE_LOGIN_POPUP) or by an HTTP 403 (the forbidden page
//            must not be covered)
import { and, assign, raise, sendTo, setup } from 'xstate';
import type { DeviceType } from '../domain/device';
import { DEFAULT_LOGIN_POPUP_TAB, type LoginPopupTab } from '../domain/login-popup';
import { firstScreenPaths as paths } from '../domain/first-screen-paths';
import { navigate } from '../services/navigation';
import { storage } from '../services/storage';
import { loginPopupMachine } from './login-popup.machine';

export interface GuestGuardInput {
  deviceType: DeviceType;
  signedIn: boolean;
}

export interface GuestGuardContext extends GuestGuardInput {
  /** The tab the popup was asked for; null while it is closed. */
  loginPopupActiveTab: LoginPopupTab | null;
  /** True until the first screen has been shown; the redirect page reads it. */
  appFirstLoad: boolean;
}

export type GuestGuardEvent =
  /**
   * Where the player is now, and whether §6 lets a guest be there (routes.ts guestMayOpen, asked
   * by the route table that shows the path: the first screen's holds only whitelisted paths, so
   * the whole table comes with the rest of the routes, not with the guard).
   */
  | { type: 'ROUTE_CHANGED'; path: string; openToGuests: boolean }
  | { type: 'OPEN_LOGIN_POPUP'; tab?: LoginPopupTab }
  | { type: 'CLOSE_LOGIN_POPUP' }
  /** From the player: who is signed in decides what a route may show. */
  | { type: 'PLAYER_CHANGED'; signedIn: boolean }
  | { type: 'FORBIDDEN' };

export const guestGuardMachine = setup({
  types: { input: {} as GuestGuardInput, context: {} as GuestGuardContext, events: {} as GuestGuardEvent },
  actors: { loginPopup: loginPopupMachine },
  guards: {
    isBlockedGuest: ({ context, event }) => event.type === 'ROUTE_CHANGED' && !context.signedIn && !event.openToGuests,
    isDesktop: ({ context }) => context.deviceType === 'pc',
  },
  actions: {
    takeTab: assign({
      loginPopupActiveTab: ({ event }) => (event.type === 'OPEN_LOGIN_POPUP' && event.tab) || DEFAULT_LOGIN_POPUP_TAB,
    }),
    forgetTab: assign({ loginPopupActiveTab: null }),
    selectTab: sendTo('loginPopup', ({ context }) => ({ type: 'SELECT_TAB' as const, tab: context.loginPopupActiveTab ?? DEFAULT_LOGIN_POPUP_TAB })),
    takePlayer: assign({ signedIn: ({ context, event }) => (event.type === 'PLAYER_CHANGED' ? event.signedIn : context.signedIn) }),
    firstScreenShown: assign({ appFirstLoad: false }),
    rememberRedirectPath: ({ event }) => {
      if (event.type === 'ROUTE_CHANGED') storage.set('redirectPath', event.path);
    },
    showDesktopLogin: () => navigate(paths.desktopIndex, { replace: true }),
    showMobileLogin: () => navigate(paths.accountLogin, { replace: true }),
  },
}).createMachine({
  id: 'guestGuard',
  description: 'Guest guard of SPEC.md §6 and the login popup it opens (desktop) or the login page (mobile).',
  context: ({ input }) => ({ ...input, loginPopupActiveTab: null, appFirstLoad: true }),
  initial: 'closed',
  on: {
    PLAYER_CHANGED: { actions: 'takePlayer' },
    ROUTE_CHANGED: [
      {
        guard: and(['isBlockedGuest', 'isDesktop']),
        actions: ['rememberRedirectPath', 'firstScreenShown', 'showDesktopLogin', raise({ type: 'OPEN_LOGIN_POPUP' })],
      },
      { guard: 'isBlockedGuest', actions: ['rememberRedirectPath', 'firstScreenShown', 'showMobileLogin'] },
      { actions: 'firstScreenShown' },
    ],
  },
  states: {
    closed: { on: { OPEN_LOGIN_POPUP: { target: 'open', actions: 'takeTab' } } },
    open: {
      exit: 'forgetTab',
      invoke: {
        id: 'loginPopup',
        src: 'loginPopup',
        input: ({ context }) => ({ tab: context.loginPopupActiveTab }),
        onDone: 'closed',
      },
      on: {
        // Something behind the popup may ask for another tab while it is open (a "Sign up" button).
        OPEN_LOGIN_POPUP: { actions: ['takeTab', 'selectTab'] },
        CLOSE_LOGIN_POPUP: 'closed',
        FORBIDDEN: 'closed',
      },
    },
  },
});
