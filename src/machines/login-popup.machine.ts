// The login popup's view stack (SPEC.md §2): tabs accountLogin (the default), codeLogin and
// signUp; "Forgot password?" opens accountResetPwd, whose back button returns to accountLogin.
// Showing the popup loads site information, beside whatever view is shown. The mask sends
// nothing: only the close button (CLOSE) or a signed-in form (SIGNED_IN) ends it.
//   open.view.<tab>         → the panel shown
//   open.siteInfo.loading   → GET /game/getWebsiteInfo; the session gets the fresh copy
//   closed / signedIn       → final; the view tells the session (it closes the popup)
import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_LOGIN_POPUP_TAB, type LoginPopupTab } from '../domain/login-popup';
import type { SiteInfo } from '../domain/site-info';
import { getWebsiteInfo } from '../services/site.api';
import type { SignedInVia } from './app-session.machine';

export interface LoginPopupInput {
  tab?: LoginPopupTab | null;
}

export interface LoginPopupContext {
  startTab: LoginPopupTab;
  signedIn: { token: string; via: SignedInVia } | null;
}

export type LoginPopupEvent =
  | { type: 'SELECT_TAB'; tab: LoginPopupTab }
  | { type: 'FORGOT_PASSWORD' }
  | { type: 'BACK' }
  | { type: 'CLOSE' }
  | { type: 'SIGNED_IN'; token: string; via: SignedInVia };

export type LoginPopupOutput = { result: 'closed' } | { result: 'signedIn'; token: string; via: SignedInVia };

const tabTransitions = (pick: 'startTab' | 'selectedTab') =>
  (['accountLogin', 'codeLogin', 'signUp', 'accountResetPwd'] as const).map((tab) => ({
    guard: { type: pick, params: { tab } },
    target: `#loginPopup.open.view.${tab}`,
  }));

export const loginPopupMachine = setup({
  types: {
    input: {} as LoginPopupInput,
    context: {} as LoginPopupContext,
    events: {} as LoginPopupEvent,
    output: {} as LoginPopupOutput,
  },
  actors: {
    loadSiteInfo: fromPromise<SiteInfo>(() => getWebsiteInfo()),
  },
  guards: {
    startTab: ({ context }, { tab }: { tab: LoginPopupTab }) => context.startTab === tab,
    selectedTab: ({ event }, { tab }: { tab: LoginPopupTab }) => event.type === 'SELECT_TAB' && event.tab === tab,
  },
  actions: {
    // The view forwards the fresh site info to the app session (SITE_INFO_LOADED).
    siteInfoLoaded: (_, _siteInfo: SiteInfo) => {},
    takeSignedIn: assign({
      signedIn: ({ context, event }) => (event.type === 'SIGNED_IN' ? { token: event.token, via: event.via } : context.signedIn),
    }),
  },
}).createMachine({
  id: 'loginPopup',
  description: 'Login popup view stack: log in, SMS login, sign up and reset password; loads site info when shown.',
  context: ({ input }) => ({ startTab: input.tab ?? DEFAULT_LOGIN_POPUP_TAB, signedIn: null }),
  initial: 'open',
  states: {
    open: {
      type: 'parallel',
      on: {
        CLOSE: 'closed',
        SIGNED_IN: { target: 'signedIn', actions: 'takeSignedIn' },
      },
      states: {
        view: {
          initial: 'starting',
          on: { SELECT_TAB: tabTransitions('selectedTab') },
          states: {
            starting: { always: tabTransitions('startTab') },
            accountLogin: { on: { FORGOT_PASSWORD: 'accountResetPwd' } },
            codeLogin: {},
            signUp: {},
            accountResetPwd: { on: { BACK: 'accountLogin' } },
          },
        },
        siteInfo: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadSiteInfo',
                src: 'loadSiteInfo',
                onDone: { target: 'loaded', actions: { type: 'siteInfoLoaded', params: ({ event }) => event.output } },
                // The session keeps the copy it has; the popup works with that.
                onError: 'failed',
              },
            },
            loaded: {},
            failed: {},
          },
        },
      },
    },
    closed: { type: 'final' },
    signedIn: { type: 'final' },
  },
  output: ({ context }) =>
    context.signedIn ? { result: 'signedIn', token: context.signedIn.token, via: context.signedIn.via } : { result: 'closed' },
});
