// The desktop site (SPEC.md §2 desktop): the main menu reaches the five areas and marks the one
// shown, the home's games use the width, /pages/desktop/login opens the login popup over the
// home, the popup keeps keyboard focus and gives it back, a login returns to the page the player
// was on with the balance in the header; axe on the home and the shell. A phone on a desktop
// address gets the phone's home.
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import { paths } from '../../src/domain/routes';
import { desktop, registerPlayer, setSiteFlags, signedInAs } from './accounts';
import { ops } from './ops';

const AREAS = [
  [enUS.tab.home, paths.desktopIndex],
  [enUS.tab.browser, paths.browser],
  [enUS.tab.privilege, paths.privilege],
  [enUS.tab.myGames, paths.myGames],
  [enUS.tab.account, paths.account],
] as const;

const mainMenu = (page: Page) => page.getByRole('navigation', { name: enUS.desktop.menu });
const loginPopup = (page: Page) => page.getByRole('dialog', { name: enUS.loginPopup.title });
const header = (page: Page) => page.getByRole('banner').filter({ has: mainMenu(page) });

async function logIn(page: Page, player: { username: string; password: string }) {
  const popup = loginPopup(page);
  await popup.getByLabel(enUS.fields.accountOrPhone).fill(player.username);
  await popup.getByLabel(enUS.fields.password, { exact: true }).fill(player.password);
  await popup.getByRole('button', { name: enUS.login.submit, exact: true }).click();
  await expect(popup).toBeHidden();
}

test.describe('desktop site', () => {
  test.beforeEach(({ browserName: _browser }, testInfo) => test.skip(!desktop(testInfo.project.name), 'the desktop site needs a desktop-wide window'));

  test('the main menu reaches all five areas and marks the one shown', async ({ page }) => {
    await page.goto(paths.desktopIndex);
    for (const [name, path] of [...AREAS.slice(1), AREAS[0]]) {
      await mainMenu(page).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(mainMenu(page).getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(mainMenu(page).locator('[aria-current="page"]')).toHaveCount(1);
      // The header names the area: the phone's title bar is not drawn under it, the page keeps its heading.
      await expect(page.getByRole('banner')).toHaveCount(1);
      if (path !== paths.desktopIndex) await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    }
    // A page inside an area keeps its area marked.
    await page.goto(paths.userAgreement);
    await expect(mainMenu(page).getByRole('link', { name: enUS.tab.account, exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('the home lays its games out in columns, with the winners and a home menu of categories', async ({ page }) => {
    await page.goto(paths.desktopIndex);
    const trending = page.getByRole('region', { name: enUS.home.trending });
    const tiles = trending.getByTestId('game-tile');
    await expect(tiles.nth(1)).toBeVisible();
    const [first, second] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width / 2);
    await expect(page.getByRole('heading', { name: enUS.home.winners.replace('{{count}}', '20') })).toBeVisible();

    const homeMenu = page.getByRole('navigation', { name: enUS.desktop.homeMenu });
    await expect(homeMenu.getByRole('link', { name: enUS.desktop.lobby })).toHaveAttribute('aria-current', 'page');
    await homeMenu.getByRole('link', { name: enUS.games.category.slots }).click();
    await expect(page).toHaveURL(/\/pages\/desktop\/index\?index=1&id=\d+$/);
    await expect(homeMenu.getByRole('link', { name: enUS.games.category.slots })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('region', { name: enUS.browser.games }).getByTestId('game-tile').first()).toBeVisible();
    // The home menu page is in the address: a reload keeps it.
    await page.reload();
    await expect(homeMenu.getByRole('link', { name: enUS.games.category.slots })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(homeMenu.getByRole('link', { name: enUS.desktop.lobby })).toHaveAttribute('aria-current', 'page');
  });

  test('/pages/desktop/login opens the login popup over the home; Tab stays inside, Escape closes it', async ({ page }) => {
    await page.goto(paths.desktopLogin);
    const popup = loginPopup(page);
    await expect(popup).toBeVisible();
    await expect(page.getByRole('region', { name: enUS.home.trending })).toBeAttached();
    await expect(popup).toBeFocused();
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement) && document.activeElement !== dialog)).toBe(true);
    }
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    // Without its popup the login address would be the home under the wrong name.
    await expect(page).toHaveURL(new RegExp(`${paths.desktopIndex}$`));
  });

  test('closing the popup gives focus back to the button that opened it', async ({ page }) => {
    await page.goto(paths.desktopIndex);
    const logInButton = header(page).getByRole('button', { name: enUS.desktop.logIn });
    await logInButton.click();
    await expect(loginPopup(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(loginPopup(page)).toBeHidden();
    await expect(logInButton).toBeFocused();

    const signUpButton = header(page).getByRole('button', { name: enUS.desktop.signUp });
    await signUpButton.focus();
    await page.keyboard.press('Enter');
    await expect(loginPopup(page).getByRole('tab', { name: enUS.loginPopup.signUp })).toHaveAttribute('aria-selected', 'true');
    await loginPopup(page).getByRole('button', { name: enUS.common.close }).click();
    await expect(signUpButton).toBeFocused();
  });

  test('after login the player is back on the page they were on, with the balance in the header', async ({ page, request }) => {
    const player = await registerPlayer(request);
    await setSiteFlags({ gameAccountCaptchaEnabled: false });
    await ops('wallet', 'adjust', player.username, '1234.50', 'desktop test credit');
    await page.goto(paths.privilege);
    await header(page).getByRole('button', { name: enUS.desktop.logIn }).click();
    await logIn(page, player);
    await expect(page).toHaveURL(new RegExp(`${paths.privilege}$`));
    await expect(header(page).getByTestId('desktop-balance')).toContainText('1,234.50');
    await expect(header(page).getByRole('link', { name: enUS.desktop.deposit })).toBeVisible();
    await expect(header(page).getByRole('button', { name: enUS.desktop.logIn })).toHaveCount(0);
  });

  test('a guest stopped at a player-only page logs in over the home and lands on that page', async ({ page, request }) => {
    const player = await registerPlayer(request);
    await setSiteFlags({ gameAccountCaptchaEnabled: false });
    await page.goto(paths.myWallet);
    await expect(loginPopup(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${paths.desktopIndex}$`));
    await logIn(page, player);
    await expect(page).toHaveURL(new RegExp(`${paths.myWallet}$`));
  });

  test('the keyboard reaches every control of the shell, and the footer links', async ({ page }) => {
    await page.goto(paths.desktopIndex);
    await expect(page.getByRole('region', { name: enUS.home.trending }).getByTestId('game-tile').first()).toBeVisible();
    const reached = new Set<string>();
    for (let step = 0; step < 60; step += 1) {
      await page.keyboard.press('Tab');
      reached.add(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') || (document.activeElement as HTMLElement | null)?.innerText.trim() || ''));
    }
    for (const [name] of AREAS) expect(reached).toContain(name);
    for (const name of [enUS.desktop.skipToContent, enUS.desktop.logIn, enUS.desktop.signUp, enUS.desktop.lobby]) expect(reached).toContain(name);
    expect([...reached].some((label) => label.startsWith(enUS.account.language))).toBe(true);
    const footer = page.getByRole('contentinfo');
    for (const name of [enUS.route.contactInfomation, enUS.route.userAgreement]) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', name === enUS.route.userAgreement ? paths.userAgreement : paths.contactInfomation);
    }
  });

  test('the desktop home and shell have no serious violations, as a guest and signed in', async ({ page, request }) => {
    await page.goto(paths.desktopIndex);
    await expect(page.getByRole('region', { name: enUS.home.trending }).getByTestId('game-tile').first()).toBeVisible();
    await expectNoSeriousViolations(page);
    const player = await registerPlayer(request);
    await signedInAs(page, player.token);
    await page.goto(`${paths.desktopIndex}?index=1&id=1`);
    await expect(header(page).getByTestId('desktop-balance')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test('a phone on a desktop address gets the phone home', async ({ page }, testInfo) => {
  test.skip(desktop(testInfo.project.name), 'phone layout only');
  await page.goto(paths.desktopIndex);
  await expect(page.getByRole('heading', { level: 1, name: enUS.route.home })).toBeVisible();
  await expect(page.getByRole('navigation', { name: enUS.desktop.homeMenu })).toHaveCount(0);
});
