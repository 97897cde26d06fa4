// The two location pickers: a visitor chooses the country the site serves them in, and the
// language follows it by SPEC.md §1's rule (only while they have not chosen a language).
import { expect, test } from './fixtures';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import thTH from '../../locales/th_TH.json' with { type: 'json' };
import zhCN from '../../locales/zh_CN.json' with { type: 'json' };

const countries = (page: import('@playwright/test').Page, name: string) => page.getByRole('radiogroup', { name });

test("a visitor without a chosen language picks Thailand: the site turns Thai and stays so after a reload; the visitor's own language then wins", async ({ page }) => {
  await page.goto('/choose-location');
  await expect(page.getByRole('heading', { level: 1, name: enUS.route.chooseLocation })).toBeVisible();
  const list = countries(page, enUS.location.countries);
  // The demo site is set up for the Philippines: it comes first and is the one in force.
  await expect(list.getByRole('radio')).toHaveCount(3);
  await expect(list.getByRole('radio').first()).toHaveAccessibleName(/^Philippines/);
  await expect(list.getByRole('radio', { name: /^Philippines/ })).toHaveAttribute('aria-checked', 'true');

  await list.getByRole('radio', { name: /^Thailand/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
  await expect(page.getByRole('heading', { level: 1, name: thTH.route.chooseLocation })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(thTH.location.languageNow.replace('{{language}}', 'ไทย'));

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: thTH.route.chooseLocation })).toBeVisible();
  await expect(countries(page, thTH.location.countries).getByRole('radio', { checked: true })).toHaveAccessibleName(/^ไทย/);

  // A language the visitor picks is kept whatever country comes next.
  await page.goto('/pages/account/language');
  await page.getByRole('radio', { name: '简体中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.goto('/choose-location');
  await countries(page, zhCN.location.countries).getByRole('radio', { name: /^缅甸/ }).click();
  await expect(page.getByRole('status')).toHaveText(zhCN.location.languageKept.replace('{{language}}', '简体中文'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});
