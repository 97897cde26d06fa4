// The login popup's view stack (SPEC.md §2): tabs accountLogin (the default), codeLogin and
// signUp; "Forgot password?" opens accountResetPwd, whose back button returns to accountLogin.
// The guest guard runs it while the popup is open (its child `loginPopup`). The mask sends
// nothing: only the close button (CLOSE) ends it; a signed-in form tells the player, which tells
// the guard to close it. Site info comes from the session's site-info actor, loaded once.
//   open.<tab> → the panel shown
//   closed     → final; the guard closes the popup
import { setup } from 'xstate';
import { DEFAULT_LOGIN_POPUP_TAB, type LoginPopupTab } from '../domain/login-popup';

export interface LoginPopupInput {
  tab?: LoginPopupTab | null;
}

export interface LoginPopupContext {
  startTab: LoginPopupTab;
}

export type LoginPopupEvent = { type: 'SELECT_TAB'; tab: LoginPopupTab } | { type: 'FORGOT_PASSWORD' } | { type: 'BACK' } | { type: 'CLOSE' };

const tabTransitions = (pick: 'startTab' | 'selectedTab') =>
  (['accountLogin', 'codeLogin', 'signUp', 'accountResetPwd'] as const).map((tab) => ({
    guard: { type: pick, params: { tab } },
    target: `#loginPopup.open.${tab}`,
  }));

export const loginPopupMachine = setup({
  types: { input: {} as LoginPopupInput, context: {} as LoginPopupContext, events: {} as LoginPopupEvent },
  guards: {
    startTab: ({ context }, { tab }: { tab: LoginPopupTab }) => context.startTab === tab,
    selectedTab: ({ event }, { tab }: { tab: LoginPopupTab }) => event.type === 'SELECT_TAB' && event.tab === tab,
  },
}).createMachine({
  id: 'loginPopup',
  description: 'Login popup view stack: log in, SMS login, sign up and reset password.',
  context: ({ input }) => ({ startTab: input.tab ?? DEFAULT_LOGIN_POPUP_TAB }),
  initial: 'open',
  states: {
    // The views take tab and close events; the ended popup takes none.
    open: {
      initial: 'starting',
      on: { CLOSE: 'closed', SELECT_TAB: tabTransitions('selectedTab') },
      states: {
        starting: { always: tabTransitions('startTab') },
        accountLogin: { on: { FORGOT_PASSWORD: 'accountResetPwd' } },
        codeLogin: {},
        signUp: {},
        accountResetPwd: { on: { BACK: 'accountLogin' } },
      },
    },
    closed: { type: 'final' },
  },
});
