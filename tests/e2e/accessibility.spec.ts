// axe (WCAG 2.1 A and AA rules) on every screen that exists, as a guest and signed in, at both
// sizes (the mobile and desktop projects), and on the desktop login popup's tabs: any serious or
// critical violation fails with the rule, the elements and axe's advice.
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import { paths } from '../../src/domain/routes';
import type { ThemeName } from '../../src/domain/themes';
import { desktop, registerPlayer, setSiteFlags, signedInAs } from './accounts';

/** The screen's own heading is on screen (or, for a guest sent to log in, the login form). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1, [role="dialog"] h2').first()).toBeVisible();
}

const withTheme = (page: Page, theme: ThemeName) =>
  page.addInitScript((skin) => localStorage.setItem('themeSkin', JSON.stringify(skin)), theme);

// Every test opens its own page (and registers its own player): the groups spread over the
// workers instead of the whole sweep running on one of them, the longest file of the run.
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async () => {
  // The login forms with every field they can show.
  await setSiteFlags({ gameAccountCaptchaEnabled: true });
});
test.afterAll(async () => {
  await setSiteFlags({ gameAccountCaptchaEnabled: false });
});

const GUEST_SCREENS = {
  home: paths.home,
  browser: paths.browser,
  privilege: paths.privilege,
  myGames: paths.myGames,
  account: paths.account,
  themeCentre: paths.themeCentre,
  language: paths.language,
  chooseLocation: paths.chooseLocation,
  userAgreement: paths.userAgreement,
  accountLogin: paths.accountLogin,
  codeLogin: paths.codeLogin,
  accountSignUp: paths.accountSignUp,
  accountResetPwd: paths.accountResetPwd,
  notFound: '/pages/account/myWallet/myWallet',
  forbidden: paths.forbidden,
  pending: paths.notice,
  depositResult: `${paths.depositResult}?orderNo=D20260101000000001`,
  // Where a game maker may send its frame on exit; opened on its own it only says it is returning.
  gamePostMessagePage: paths.gamePostMessagePage,
} as const;

/**
 * Opens each screen in turn in one browser page, as a player moving between them would, and runs
 * axe on each (one step per screen in the report). One page for a group saves a new browser context
 * and a cold load of the app per screen; `soft` lets every screen of the group report.
 */
async function sweep(page: Page, screens: ReadonlyArray<readonly [string, string]>) {
  // About five seconds a screen on a busy two-core machine: room for six of them.
  test.setTimeout(120_000);
  for (const [name, path] of screens) {
    await test.step(name, async () => {
      await open(page, path);
      await expectNoSeriousViolations(page, { soft: true });
    });
  }
}

/** Screens in groups of about six: the groups spread over both workers, and each stays well inside the test timeout. */
function groupsOf<T>(items: readonly T[], size = 6): T[][] {
  const count = Math.ceil(items.length / size);
  return Array.from({ length: count }, (_, group) => items.filter((_, index) => index % count === group));
}

for (const screens of groupsOf(Object.entries(GUEST_SCREENS))) {
  test(`guest: ${screens.map(([name]) => name).join(', ')} have no serious violations`, async ({ page }) => {
    await sweep(page, screens);
  });
}

const SIGNED_IN_SCREENS = {
  home: paths.home,
  recharge: paths.recharge,
  manualDeposit: paths.manualDeposit,
  openLocation: `${paths.openLocation}?name=BDO%20Makati%20branch&address=6780%20Ayala%20Ave%2C%20Makati`,
  // An order number the player does not have: the page says there is nothing to show.
  rechargingPage: `${paths.rechargingPage}?orderNo=D20260101000000001`,
  depositResultNoOrder: paths.depositResult,
  myGames: paths.myGames,
  account: paths.account,
  profile: paths.myInfomation,
  changePassword: paths.resetPassword,
  fillProfile: paths.fillProfile,
  loginSuccess: paths.loginSuccess,
  myWallet: paths.myWallet,
  cashout: paths.cashout,
  cashoutAudit: paths.cashoutAudit,
  myBankCard: paths.myBankCard,
  editBankCard: paths.editBankCard,
  analysisBill: paths.analysisBill,
  // The amount sheet before a launch (the seeded catalogue's first game), and the verify page's
  // list; the frame, the recharge sheet, the exit question and a verified round are checked in
  // play.spec.ts, where a game really runs.
  playingGame: `${paths.playingGame}?id=1`,
  verifyRound: paths.verifyRound,
  browser: paths.browser,
  searchGame: paths.searchGame,
  myFavorite: paths.myFavorite,
  myLike: paths.myLike,
  recentlyPlaying: paths.recentlyPlaying,
  // Screens whose flows run on the phone layout only (playwright.config.ts): here at both sizes.
  rebate: paths.rebate,
  systemBonus: paths.systemBonus,
  responsiblePlay: paths.responsiblePlay,
  realityCheck: paths.realityCheck,
  noticeDetail: `${paths.noticeDetail}?id=1`,
  allPrivilegeGames: `${paths.allPrivilegeGames}?id=1`,
  depositSuccess: `${paths.depositSuccess}?orderNo=D20260101000000001`,
  depositFailed: `${paths.depositFailed}?orderNo=D20260101000000001`,
} as const;

for (const screens of groupsOf(Object.entries(SIGNED_IN_SCREENS))) {
  test(`signed in: ${screens.map(([name]) => name).join(', ')} have no serious violations`, async ({ page, request }) => {
    const player = await registerPlayer(request);
    await signedInAs(page, player.token);
    await sweep(page, screens);
  });
}

test('signed in: a game page (both tabs), its maker\'s and a tag\'s lists have no serious violations', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await signedInAs(page, player.token);
  const games = (await (await request.get('/user-api/game/newGames')).json()).data as Array<{ id: number; makerId: number; tags: string[] }>;
  const tags = (await (await request.get('/user-api/gameGavigationTag/list')).json()).data as Array<{ id: number }>;
  const game = games[0]!;
  await open(page, `${paths.gameDetail}?id=${game.id}`);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('tab', { name: new RegExp(enUS.games.detail.commentTab.replace(' ({{count}})', '')) }).click();
  await expect(page.getByRole('form', { name: enUS.games.comment.write })).toBeVisible();
  await expectNoSeriousViolations(page);
  await open(page, `${paths.makerGameList}?makerId=${game.makerId}`);
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await open(page, `${paths.makerGameList}?tagId=${tags[0]!.id}`);
  await expectNoSeriousViolations(page);
});

// While a screen's data is on its way, its placeholder is a status named "Loading…", not a box
// with a name no role allows (axe's aria-prohibited-attr, found once on a slow promotion bill).
test('signed in: the loading placeholders of the promotion, record, bill and game pages have no serious violations', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await signedInAs(page, player.token);
  // Held, never answered: each page stays on its placeholder.
  await page.route(/\/user-api\/(gamePromotion\/(info|record\/info|record\/list|bill\/list)|game\/info)\b/, () => undefined);
  const screens = [`${paths.privilegeDetail}?kind=gamePromotion&id=1`, `${paths.myPromotionDetail}?id=1`, `${paths.myPromotionBill}?id=1`, paths.myPromotion, `${paths.gameDetail}?id=1`];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByRole('status', { name: enUS.common.loading }).first(), path).toBeAttached();
    await expectNoSeriousViolations(page, { settle: false, label: path });
  }
});

// Both themes in one test: one player and one page for the two, each screen still loaded anew
// under each theme (the app reads its skin from the device when it starts).
test('theme2 and theme3: home, account and browser have no serious violations', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await signedInAs(page, player.token);
  for (const theme of ['theme2', 'theme3'] as const) {
    await test.step(theme, async () => {
      // Removed after the step, so the next theme's script is the only one that sets the skin.
      const themed = await withTheme(page, theme);
      for (const path of [paths.home, paths.account, paths.browser]) {
        await open(page, path);
        await expectNoSeriousViolations(page);
      }
      await themed.dispose();
    });
  }
});

test('the desktop login popup has no serious violations on any tab', async ({ page }, testInfo) => {
  test.skip(!desktop(testInfo.project.name), 'the popup is the desktop login');
  await page.goto(paths.desktopLogin);
  const popup = page.getByRole('dialog', { name: enUS.loginPopup.title });
  await expect(popup).toBeVisible();
  for (const tab of ['accountLogin', 'codeLogin', 'signUp'] as const) {
    await popup.getByRole('tab', { name: enUS.loginPopup[tab] }).click();
    await expect(popup.getByRole('tab', { name: enUS.loginPopup[tab] })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousViolations(page);
  }
  await popup.getByRole('tab', { name: enUS.loginPopup.accountLogin }).click();
  await popup.getByRole('button', { name: enUS.login.forgotPassword }).click();
  // The dialog is named by its title, which is now the reset view's.
  await expect(page.getByRole('dialog', { name: enUS.loginPopup.accountResetPwd })).toBeVisible();
  await expectNoSeriousViolations(page);
});
