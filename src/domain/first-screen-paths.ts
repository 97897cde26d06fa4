// The paths the app's first-screen code needs, apart from the whole table of SPEC.md §2
// (routes.ts, built from these and the rest): the routes whose screens the first screen's route
// table holds (src/views/routes.tsx), and where the first screen's links and redirects lead. The
// first screen then does not carry sixty paths it never shows; the rest of the table, with the
// §6 guest rule, comes with the first screen off this list (src/views/routes-rest.tsx).

export const firstScreenPaths = {
  root: '/',
  redirect: '/pages/redirect/redirect',
  entry: '/entry',
  forbidden: '/pages/forbidden/forbidden',

  home: '/pages/index/index',
  browser: '/pages/browser/browser',
  privilege: '/pages/privilege/privilege',
  myGames: '/pages/myGames/myGames',
  account: '/pages/account/account',

  desktopIndex: '/pages/desktop/index',

  // Links of the first screen (a game tile, a tag, the header's balance and Deposit, a hero slide's
  // Details, the notices strip) and the guest guard's way to the login page.
  gameDetail: '/pages/index/gameDetail',
  makerGameList: '/pages/index/makerGameList',
  notice: '/pages/index/notice',
  noticeDetail: '/pages/index/noticeDetail',
  privilegeDetail: '/pages/privilege/privilegeDetail',
  myWallet: '/pages/account/myWallet',
  recharge: '/pages/account/myWallet/recharge',
  accountLogin: '/pages/login/accountLogin',
} as const;

/**
 * The routes whose screens the first screen's route table holds (src/views/routes.tsx): every one
 * is on the §6 guest whitelist (tests/unit/routes.test.ts), so the table needs no guest rule.
 */
export const FIRST_SCREEN_ROUTES = ['root', 'redirect', 'entry', 'forbidden', 'home', 'browser', 'privilege', 'myGames', 'account', 'desktopIndex'] as const satisfies readonly (keyof typeof firstScreenPaths)[];
export type FirstScreenRoute = (typeof FIRST_SCREEN_ROUTES)[number];

/** The five tabs of the tab bar, in order (SPEC.md §2). */
export const TAB_ROUTES = ['home', 'browser', 'privilege', 'myGames', 'account'] as const satisfies readonly FirstScreenRoute[];
export type TabRoute = (typeof TAB_ROUTES)[number];

/** Strip a trailing slash so '/pages/index/index/' and '/pages/index/index' are one path. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '/';
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
}
