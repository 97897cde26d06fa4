// The desktop site's state (SPEC.md §2 desktop): the current login route, the current page, the
// home menu page and the active nav menu index. The desktop layout runs it while the device type
// is pc; its views read it and tell it what the router and the login popup did.
//   browsing  → pages come and go; each one a guest or player may return to becomes the current page
//   loggingIn → the login popup is open (or a blocked guest's page has just asked the guard for it) (its view is the current login route); the desktop home
//               behind it is a backdrop, not a page to return to. A sign-in returns to the
//               current page (SPEC.md §4 sends the app home first), closing leaves /pages/desktop/login.
// The current page is kept on the device as the redirect path (SPEC.md §3), so a reload or a
// blocked guest's login returns where the player was; the home menu page lives in the desktop
// home's `index` and `id` parameters (SPEC.md §2), so it survives a reload and the back button.
import { assign, setup } from 'xstate';
import { homeMenuPageOf, homeMenuPath, isDesktopHomePath, isDesktopLoginBackdrop, LOBBY_PAGE, navIndexOf, type HomeMenuPage } from '../domain/desktop';
import { DEFAULT_LOGIN_POPUP_TAB, type LoginPopupTab } from '../domain/login-popup';
import { normalizePath, paths } from '../domain/routes';
import { navigate } from '../services/navigation';
import { storage } from '../services/storage';

export interface DesktopInput {
  /** The page to return to after login; by default the stored redirect path. */
  currentPage?: string | null;
}

export interface DesktopContext {
  /** The login popup's view while it is open; null while it is closed. */
  loginRoute: LoginPopupTab | null;
  currentPage: string;
  homeMenuPage: HomeMenuPage;
  /** Index of the main-menu entry to mark (TAB_ROUTES order); -1 outside the five areas. */
  activeNavIndex: number;
  /** The page the router shows now is /pages/desktop/login. */
  onLoginPage: boolean;
}

export type DesktopEvent =
  /**
   * The router shows a page (path with its query). `blocked`: a guest may not open it, so the guest
   * guard is opening the login popup over the desktop home (SPEC.md §6).
   */
  | { type: 'PAGE_SHOWN'; path: string; blocked?: boolean }
  | { type: 'HOME_MENU_SELECTED'; page: HomeMenuPage }
  | { type: 'LOGIN_OPENED'; route: LoginPopupTab }
  | { type: 'LOGIN_ROUTE_CHANGED'; route: LoginPopupTab }
  | { type: 'LOGIN_CLOSED' }
  | { type: 'SIGNED_IN' };

const pageOf = (event: DesktopEvent): string => (event.type === 'PAGE_SHOWN' ? event.path : '');
const routeOf = (event: DesktopEvent): LoginPopupTab | null =>
  event.type === 'LOGIN_OPENED' || event.type === 'LOGIN_ROUTE_CHANGED' ? event.route : null;

export const desktopMachine = setup({
  types: { input: {} as DesktopInput | undefined, context: {} as DesktopContext, events: {} as DesktopEvent },
  guards: {
    // Login pages and the redirect page are not places to come back to.
    isBlockedPage: ({ event }) => event.type === 'PAGE_SHOWN' && event.blocked === true,
    isAreaPage: ({ event }) => navIndexOf(pageOf(event)) >= 0,
    isAreaPageBehindPopup: ({ event }) => navIndexOf(pageOf(event)) >= 0 && !isDesktopLoginBackdrop(pageOf(event)),
    isOnLoginPage: ({ context }) => context.onLoginPage,
  },
  actions: {
    takePage: assign(({ event }) => {
      const path = pageOf(event);
      const onDesktopHome = isDesktopHomePath(path);
      return {
        activeNavIndex: navIndexOf(path),
        onLoginPage: normalizePath(path) === paths.desktopLogin,
        ...(onDesktopHome ? { homeMenuPage: homeMenuPageOf(path) } : {}),
      };
    }),
    keepCurrentPage: assign({ currentPage: ({ event }) => pageOf(event) }),
    storeCurrentPage: ({ context }) => void storage.set('redirectPath', context.currentPage),
    takeHomeMenuPage: assign({ homeMenuPage: ({ context, event }) => (event.type === 'HOME_MENU_SELECTED' ? event.page : context.homeMenuPage) }),
    showHomeMenuPage: ({ event }) => {
      if (event.type === 'HOME_MENU_SELECTED') navigate(homeMenuPath(event.page));
    },
    takeLoginRoute: assign({ loginRoute: ({ event }) => routeOf(event) }),
    // The guard opens the popup on its default view; the popup reports its view once it shows.
    expectLoginRoute: assign({ loginRoute: DEFAULT_LOGIN_POPUP_TAB }),
    forgetLoginRoute: assign({ loginRoute: null }),
    returnToCurrentPage: ({ context }) => navigate(context.currentPage, { replace: true }),
    leaveLoginPage: () => navigate(paths.desktopIndex, { replace: true }),
  },
}).createMachine({
  id: 'desktop',
  description: 'Desktop site: current login route, current page, home menu page and active nav menu index.',
  context: ({ input }) => ({
    loginRoute: null,
    currentPage: input?.currentPage ?? storage.get('redirectPath') ?? paths.desktopIndex,
    homeMenuPage: LOBBY_PAGE,
    activeNavIndex: 0,
    onLoginPage: false,
  }),
  initial: 'browsing',
  on: {
    HOME_MENU_SELECTED: { actions: ['takeHomeMenuPage', 'showHomeMenuPage'] },
    // SPEC.md §4 sends the app home after a login; the desktop then returns to the page the player was on.
    SIGNED_IN: { target: '.browsing', actions: ['forgetLoginRoute', 'returnToCurrentPage'] },
  },
  states: {
    browsing: {
      on: {
        PAGE_SHOWN: [
          // Decided here, not by the order in which the popup and the home's address arrive.
          { guard: 'isBlockedPage', target: 'loggingIn', actions: ['takePage', 'keepCurrentPage', 'storeCurrentPage', 'expectLoginRoute'] },
          { guard: 'isAreaPage', actions: ['takePage', 'keepCurrentPage', 'storeCurrentPage'] },
          { actions: 'takePage' },
        ],
        LOGIN_OPENED: { target: 'loggingIn', actions: 'takeLoginRoute' },
      },
    },
    loggingIn: {
      on: {
        PAGE_SHOWN: [
          { guard: 'isAreaPageBehindPopup', actions: ['takePage', 'keepCurrentPage', 'storeCurrentPage'] },
          { actions: 'takePage' },
        ],
        LOGIN_OPENED: { actions: 'takeLoginRoute' },
        LOGIN_ROUTE_CHANGED: { actions: 'takeLoginRoute' },
        LOGIN_CLOSED: [
          // /pages/desktop/login without its popup would be the home under the wrong address.
          { guard: 'isOnLoginPage', target: 'browsing', actions: ['forgetLoginRoute', 'leaveLoginPage'] },
          { target: 'browsing', actions: 'forgetLoginRoute' },
        ],
      },
    },
  },
});
