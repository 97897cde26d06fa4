// Every path loads directly (history mode) and survives a reload; a guest outside the whitelist
// gets the login page on mobile and the login popup on desktop.
import { expect, test } from './fixtures';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import { paths } from '../../src/domain/routes';

const isDesktop = (projectName: string) => projectName === 'desktop';

test('the home page shows the site name and logo from site info', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Lucky Star' })).toBeVisible();
  await expect(page).toHaveTitle('Lucky Star');
});

test('a deep whitelisted path loads directly and again after a reload', async ({ page }) => {
  await page.goto(paths.depositResult);
  await expect(page.getByRole('heading', { name: enUS.route.depositResult })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`${paths.depositResult}$`));
  await expect(page.getByRole('heading', { name: enUS.route.depositResult })).toBeVisible();
});

test('each tab page loads directly', async ({ page }) => {
  for (const tab of ['browser', 'privilege', 'myGames', 'account'] as const) {
    await page.goto(paths[tab]);
    await expect(page.getByRole('heading', { level: 1, name: enUS.route[tab] })).toBeVisible();
  }
});

test('the tab bar (mobile) or main menu (desktop) moves between the five tabs', async ({ page }, testInfo) => {
  await page.goto(isDesktop(testInfo.project.name) ? paths.desktopIndex : paths.home);
  const menu = page.getByRole('navigation', { name: enUS.desktop.menu });
  await menu.getByRole('link', { name: enUS.tab.privilege }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.privilege}$`));
  await expect(menu.getByRole('link', { name: enUS.tab.privilege })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: enUS.tab.account }).click();
  await expect(page.getByRole('heading', { level: 1, name: enUS.route.account })).toBeVisible();
});

test('a guest opening a member-only path is sent to log in', async ({ page }, testInfo) => {
  await page.goto(paths.myWallet);
  if (isDesktop(testInfo.project.name)) {
    await expect(page).toHaveURL(new RegExp(`${paths.desktopIndex}$`));
    const popup = page.getByRole('dialog', { name: enUS.loginPopup.title });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('tab', { name: enUS.loginPopup.accountLogin })).toHaveAttribute('aria-selected', 'true');
    // The mask does not close it; the close button does.
    await page.mouse.click(5, 5);
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: enUS.common.close }).click();
    await expect(popup).toBeHidden();
  } else {
    await expect(page).toHaveURL(new RegExp(`${paths.accountLogin}$`));
    await expect(page.getByRole('heading', { level: 1, name: enUS.route.accountLogin })).toBeVisible();
  }
  await expect(page.getByText(enUS.route.myWallet)).toHaveCount(0);
});

test('a layout change relaunches to the redirect page', async ({ page }, testInfo) => {
  const desktop = isDesktop(testInfo.project.name);
  await page.goto(paths.account);
  await expect(page.getByRole('heading', { level: 1, name: enUS.route.account })).toBeVisible();
  await page.setViewportSize(desktop ? { width: 390, height: 844 } : { width: 1280, height: 800 });
  await expect(page).toHaveURL(new RegExp(`${desktop ? paths.home : paths.desktopIndex}$`));
});
