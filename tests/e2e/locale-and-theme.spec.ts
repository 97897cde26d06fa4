// A visitor moves between the tabs, switches language and theme from the Account page; both
// choices survive a reload.
import { expect, test } from './fixtures';
import zhCN from '../../locales/zh_CN.json' with { type: 'json' };
import enUS from '../../locales/en_US.json' with { type: 'json' };
import thTH from '../../locales/th_TH.json' with { type: 'json' };

test('a guest reaches the Account page by the tab bar (mobile) or main menu (desktop), switches the language there and it persists', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: enUS.desktop.menu });
  await menu.getByRole('link', { name: enUS.tab.privilege }).click();
  await expect(page).toHaveURL(/\/pages\/privilege\/privilege$/);
  await expect(menu.getByRole('link', { name: enUS.tab.privilege })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: enUS.tab.account }).click();
  await expect(page.getByRole('heading', { level: 1, name: enUS.route.account })).toBeVisible();
  // The Account page's own link (the desktop header has one too).
  await page.getByRole('main').getByRole('link', { name: new RegExp(enUS.account.language) }).click();
  await expect(page).toHaveURL(/\/pages\/account\/language$/);
  await page.getByRole('radio', { name: '简体中文' }).click();
  await expect(page.getByRole('heading', { name: zhCN.route.language })).toBeVisible();
  await expect(page.getByRole('radio', { name: '简体中文' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.reload();
  await expect(page.getByRole('heading', { name: zhCN.route.language })).toBeVisible();

  await page.getByRole('radio', { name: 'ไทย' }).click();
  await expect(page.getByRole('heading', { name: thTH.route.language })).toBeVisible();
});

test('a guest switches the theme from the theme centre and it persists', async ({ page }) => {
  await page.goto('/pages/account/account');
  await page.getByRole('main').getByRole('link', { name: new RegExp(enUS.account.theme) }).click();
  // The page's own navigation bar: the header that carries the page title.
  const heading = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  // theme1 blue #1F8FFF is the default.
  await expect(heading).toHaveCSS('background-color', 'rgb(31, 143, 255)');

  await page.getByRole('radio', { name: new RegExp(enUS.theme.theme2) }).click();
  await expect(page.getByRole('radio', { name: new RegExp(enUS.theme.theme2) })).toHaveAttribute('aria-checked', 'true');
  await expect(heading).toHaveCSS('background-color', 'rgb(254, 125, 107)');

  await page.reload();
  await expect(heading).toHaveCSS('background-color', 'rgb(254, 125, 107)');

  await page.getByRole('radio', { name: new RegExp(enUS.theme.theme3) }).click();
  await expect(heading).toHaveCSS('background-color', 'rgb(51, 202, 112)');
});
