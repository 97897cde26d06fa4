// App session (SPEC.md §3 store state): token, userInfo, balanceObj, unreadMessageNumber,
// loginPopupActiveTab, localeCode, deviceInfo, appFirstLoad — plus the site info and theme every
// screen reads. It boots by loading site info (falling back to the stored copy), then the language
// the §1 rule picks; an HTTP 403 with no stored copy waits on the forbidden page (SPEC.md §8). It
// also guards routes: a guest outside the §6 whitelist gets the login popup on desktop and the
// login page on mobile.
import { and, assign, emit, sendTo, setup } from 'xstate';
import type { DeviceType } from '../domain/device';
import { defaultLocale, type LocaleCode } from '../domain/locales';
import { DEFAULT_LOGIN_POPUP_TAB, type LoginPopupTab } from '../domain/login-popup';
import { guestMayOpen, paths } from '../domain/routes';
import type { SiteInfo } from '../domain/site-info';
import type { ThemeName } from '../domain/themes';
import { ApiError } from '../services/api-error';
import { navigate, reload, relaunch } from '../services/navigation';
import { storage } from '../services/storage';
import type { BalanceInfo, UserInfo, WalletParams } from '../services/user.types';
import { appSessionActors, type PlayerData } from './app-session.actors';
import { onlineTimeMachine } from './online-time.machine';
import { errorOf } from './failure-message';

export interface AppSessionInput {
  token: string | null;
  userInfo: UserInfo | null;
  storedLocale: LocaleCode | null;
  theme: ThemeName;
  deviceType: DeviceType;
  cachedSiteInfo: SiteInfo | null;
}

export interface AppSessionContext {
  token: string | null;
  userInfo: UserInfo | null;
  balanceObj: BalanceInfo | null;
  unreadMessageNumber: number;
  loginPopupActiveTab: LoginPopupTab | null;
  storedLocale: LocaleCode | null;
  localeCode: LocaleCode;
  theme: ThemeName;
  deviceInfo: { deviceType: DeviceType };
  /** True until the first screen has been shown; the redirect page reads it. */
  appFirstLoad: boolean;
  siteInfo: SiteInfo | null;
  walletParams: WalletParams | null;
  /** Set by a successful login, registration or reset; the home screen greets once and clears it. */
  loginSuccessNotice: boolean;
}

export type SignedInVia = 'login' | 'register' | 'reset';

export type AppSessionEvent =
  | { type: 'RETRY' }
  | { type: 'SET_LOCALE'; localeCode: LocaleCode }
  | { type: 'SET_THEME'; theme: ThemeName }
  | { type: 'OPEN_LOGIN_POPUP'; tab?: LoginPopupTab }
  | { type: 'CLOSE_LOGIN_POPUP' }
  | { type: 'ROUTE_CHANGED'; path: string }
  | { type: 'SIGNED_IN'; token: string; via: SignedInVia }
  | { type: 'SIGN_OUT' }
  | { type: 'REFRESH_PLAYER' }
  | { type: 'USER_INFO_LOADED'; userInfo: UserInfo }
  | { type: 'SITE_INFO_LOADED'; siteInfo: SiteInfo }
  | { type: 'LOGIN_NOTICE_SHOWN' }
  | { type: 'INVITE_CODE_RECEIVED'; inviteCode: string }
  | { type: 'SESSION_REJECTED' }
  | { type: 'FORBIDDEN' }
  /** The API client had a code-200 reply (a blocked address is allowed again). */
  | { type: 'RESPONSE_OK' };

const pickLocale = (context: AppSessionContext) =>
  defaultLocale({
    stored: context.storedLocale,
    websiteDefaultLanguage: context.siteInfo?.websiteDefaultLanguage,
    countryCode: context.siteInfo?.countryCode,
  });

/**
 * Loads the context's language, then goes on to `target`. A language that fails to load goes on
 * too: i18n falls back to English rather than leave the player on a blank screen.
 */
const loadLocaleThen = (target: string) => ({
  id: 'loadLocale',
  src: 'loadLocale' as const,
  input: ({ context }: { context: AppSessionContext }) => ({ localeCode: context.localeCode }),
  onDone: target,
  onError: target,
});

export const appSessionMachine = setup({
  types: { input: {} as AppSessionInput, context: {} as AppSessionContext, events: {} as AppSessionEvent },
  actors: { ...appSessionActors, onlineTime: onlineTimeMachine },
  guards: {
    hasCachedSiteInfo: ({ context }) => context.siteInfo !== null,
    isBlockedGuest: ({ context, event }) =>
      event.type === 'ROUTE_CHANGED' && context.token === null && !guestMayOpen(event.path),
    isDesktop: ({ context }) => context.deviceInfo.deviceType === 'pc',
    hasToken: ({ context }) => context.token !== null,
    // SPEC.md §8: HTTP 403, the address or region is blocked (forbidden recovery shows the page).
    wasForbidden: (_, error: unknown) => error instanceof ApiError && error.kind === 'http' && error.status === 403,
  },
  actions: {
    takeSiteInfo: assign({ siteInfo: (_, siteInfo: SiteInfo) => siteInfo }),
    storeSiteInfo: (_, siteInfo: SiteInfo) => storage.set('websiteInfo', siteInfo),
    pickLocale: assign({ localeCode: ({ context }) => pickLocale(context) }),
    chooseLocale: assign(({ event }) =>
      event.type === 'SET_LOCALE' ? { localeCode: event.localeCode, storedLocale: event.localeCode } : {},
    ),
    storeLocale: ({ context }) => storage.set('locale', context.localeCode),
    chooseTheme: assign({ theme: ({ context, event }) => (event.type === 'SET_THEME' ? event.theme : context.theme) }),
    storeTheme: ({ context }) => storage.set('themeSkin', context.theme),
    storeInviteCode: ({ event }) => {
      if (event.type === 'INVITE_CODE_RECEIVED') storage.set('inviteCode', event.inviteCode);
    },
    firstScreenShown: assign({ appFirstLoad: false }),
    openLoginPopup: assign({
      loginPopupActiveTab: ({ event }) => (event.type === 'OPEN_LOGIN_POPUP' && event.tab) || DEFAULT_LOGIN_POPUP_TAB,
    }),
    closeLoginPopup: assign({ loginPopupActiveTab: null }),
    rememberRedirectPath: ({ event }) => {
      if (event.type === 'ROUTE_CHANGED') storage.set('redirectPath', event.path);
    },
    showDesktopLogin: () => navigate(paths.desktopIndex, { replace: true }),
    showMobileLogin: () => navigate(paths.accountLogin, { replace: true }),
    takeToken: assign({ token: ({ event }) => (event.type === 'SIGNED_IN' ? event.token : null), loginSuccessNotice: true }),
    goHomeTab: ({ context }) => navigate(context.deviceInfo.deviceType === 'pc' ? paths.desktopIndex : paths.home),
    // A registration used the stored invite code: it is spent.
    forgetInviteCode: ({ event }) => {
      if (event.type === 'SIGNED_IN' && event.via === 'register') storage.remove('inviteCode');
    },
    // SPEC.md §4 names a mobile-login-success event after a reset; listeners filter on `via`.
    announceSignIn: emit(({ context, event }) => ({
      type: 'loginSuccess' as const,
      via: event.type === 'SIGNED_IN' ? event.via : ('login' as SignedInVia),
      mobile: context.deviceInfo.deviceType !== 'pc',
    })),
    takePlayer: assign((_, player: PlayerData) => player),
    takeUserInfo: assign({ userInfo: ({ context, event }) => (event.type === 'USER_INFO_LOADED' ? event.userInfo : context.userInfo) }),
    storeUserInfo: ({ context }) => {
      if (context.userInfo) storage.set('userInfo', context.userInfo);
    },
    takeFreshSiteInfo: assign({ siteInfo: ({ context, event }) => (event.type === 'SITE_INFO_LOADED' ? event.siteInfo : context.siteInfo) }),
    storeFreshSiteInfo: ({ context }) => {
      if (context.siteInfo) storage.set('websiteInfo', context.siteInfo);
    },
    loginNoticeShown: assign({ loginSuccessNotice: false }),
    storeToken: ({ context }) => (context.token ? storage.set('token', context.token) : storage.remove('token')),
    clearSession: assign({ token: null, userInfo: null, balanceObj: null, walletParams: null, unreadMessageNumber: 0 }),
    forgetSession: () => {
      storage.remove('token');
      storage.remove('userInfo');
    },
    // SPEC.md §8: after a 401/403 body code the desktop reloads, the mobile app relaunches home.
    restartAfterRejection: ({ context }) =>
      context.deviceInfo.deviceType === 'pc' ? reload() : relaunch(paths.home),
  },
}).createMachine({
  id: 'appSession',
  description: 'Store state of the app: session, site info, language, theme, login popup and the guest guard.',
  context: ({ input }) => ({
    token: input.token,
    userInfo: input.userInfo,
    balanceObj: null,
    unreadMessageNumber: 0,
    loginPopupActiveTab: null,
    storedLocale: input.storedLocale,
    localeCode: input.storedLocale ?? 'en_US',
    theme: input.theme,
    deviceInfo: { deviceType: input.deviceType },
    appFirstLoad: true,
    siteInfo: input.cachedSiteInfo,
    walletParams: null,
    loginSuccessNotice: false,
  }),
  initial: 'booting',
  on: {
    SET_THEME: { actions: ['chooseTheme', 'storeTheme'] },
    INVITE_CODE_RECEIVED: { actions: 'storeInviteCode' },
    SITE_INFO_LOADED: { actions: ['takeFreshSiteInfo', 'storeFreshSiteInfo'] },
  },
  states: {
    booting: {
      invoke: {
        id: 'loadSiteInfo',
        src: 'loadSiteInfo',
        onDone: {
          target: 'loadingLocale',
          actions: [
            { type: 'takeSiteInfo', params: ({ event }) => event.output },
            { type: 'storeSiteInfo', params: ({ event }) => event.output },
          ],
        },
        onError: [
          { guard: 'hasCachedSiteInfo', target: 'loadingLocale' },
          {
            guard: { type: 'wasForbidden', params: errorOf },
            target: 'forbidden',
            actions: ['clearSession', 'forgetSession'],
          },
          { target: 'offline' },
        ],
      },
    },
    // HTTP 403 and no stored site info: the forbidden page (forbidden recovery) is all there is to
    // show. The first successful reply (its "check again", its probe) means access is back: boot.
    forbidden: {
      initial: 'loadingLocale',
      on: { RESPONSE_OK: 'booting' },
      states: {
        // The forbidden page needs words: load the language the stored choice or country gives.
        loadingLocale: {
          entry: 'pickLocale',
          invoke: loadLocaleThen('waiting'),
        },
        waiting: {},
      },
    },
    // Neither the server nor a stored copy gave site info: the player can retry.
    offline: {
      initial: 'loadingLocale',
      states: {
        // The offline notice needs words: load the language the stored choice or country gives.
        loadingLocale: {
          entry: 'pickLocale',
          invoke: loadLocaleThen('waiting'),
        },
        waiting: { on: { RETRY: '#appSession.booting' } },
      },
    },
    loadingLocale: {
      entry: 'pickLocale',
      invoke: loadLocaleThen('ready'),
    },
    ready: {
      type: 'parallel',
      on: {
        OPEN_LOGIN_POPUP: { actions: 'openLoginPopup' },
        CLOSE_LOGIN_POPUP: { actions: 'closeLoginPopup' },
        ROUTE_CHANGED: [
          {
            guard: and(['isBlockedGuest', 'isDesktop']),
            actions: ['rememberRedirectPath', 'firstScreenShown', 'openLoginPopup', 'showDesktopLogin'],
          },
          { guard: 'isBlockedGuest', actions: ['rememberRedirectPath', 'firstScreenShown', 'showMobileLogin'] },
          { actions: 'firstScreenShown' },
        ],
        LOGIN_NOTICE_SHOWN: { actions: 'loginNoticeShown' },
        // HTTP 403: the player is sent to the forbidden page, which an open login popup would cover.
        FORBIDDEN: { actions: 'closeLoginPopup' },
      },
      states: {
        language: {
          initial: 'idle',
          states: {
            idle: { on: { SET_LOCALE: { target: 'switchingLocale', actions: ['chooseLocale', 'storeLocale'] } } },
            switchingLocale: {
              invoke: loadLocaleThen('idle'),
            },
          },
        },
        player: {
          initial: 'deciding',
          on: {
            // SPEC.md §4: success of login, registration or password reset.
            SIGNED_IN: {
              target: '.signedIn',
              reenter: true,
              actions: [
                'takeToken',
                'storeToken',
                'forgetInviteCode',
                'announceSignIn',
                'closeLoginPopup',
                'goHomeTab',
              ],
            },
          },
          states: {
            deciding: { always: [{ guard: 'hasToken', target: 'signedIn' }, { target: 'guest' }] },
            guest: {},
            signedIn: {
              // The tracker runs while signed in; at logout it sends its last part, then ends.
              invoke: { id: 'onlineTime', src: 'onlineTime', input: () => ({ now: Date.now }), onDone: '.loggingOut' },
              initial: 'loadingPlayer',
              on: {
                USER_INFO_LOADED: { actions: ['takeUserInfo', 'storeUserInfo'] },
                SESSION_REJECTED: { target: 'guest', actions: ['clearSession', 'forgetSession', 'restartAfterRejection'] },
                FORBIDDEN: { target: 'guest', actions: ['clearSession', 'forgetSession', 'closeLoginPopup'] },
              },
              states: {
                loadingPlayer: {
                  // Logging out must not wait for fresh figures (the Account page reloads them on every visit).
                  on: { SIGN_OUT: 'reportingTime' },
                  invoke: {
                    id: 'loadPlayer',
                    src: 'loadPlayer',
                    onDone: {
                      target: 'idle',
                      actions: [{ type: 'takePlayer', params: ({ event }) => event.output }, 'storeUserInfo'],
                    },
                    onError: 'idle',
                  },
                },
                idle: {
                  on: {
                    REFRESH_PLAYER: 'loadingPlayer',
                    SIGN_OUT: 'reportingTime',
                  },
                },
                reportingTime: { entry: sendTo('onlineTime', { type: 'STOP' }) },
                loggingOut: {
                  invoke: {
                    id: 'logout',
                    src: 'logout',
                    // SPEC.md §4: on a code-200 reply the token and user info are removed.
                    onDone: { target: '#appSession.ready.player.guest', actions: ['clearSession', 'forgetSession', 'goHomeTab'] },
                    onError: { target: '#appSession.ready.player.signedIn', reenter: true },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});
