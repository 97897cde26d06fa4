// The two location pickers: a visitor chooses the country the site serves them in, and the
// language follows it by SPEC.md §1's rule (only while they have not chosen a language); and a
// bank's branch address opens in the device's maps app or is copied.
import { registerPlayer, signedInAs } from './accounts';
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

test("a branch address opens in the phone's maps app, and can be copied for another one", async ({ page, context, request }) => {
  await signedInAs(page, (await registerPlayer(request)).token);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const address = '6780 Ayala Ave, Makati, Metro Manila';
  await page.goto(`/open-location?name=${encodeURIComponent('BDO Makati branch')}&address=${encodeURIComponent(address)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'BDO Makati branch' })).toBeVisible();
  await expect(page.getByRole('region', { name: enUS.location.address })).toContainText(address);
  // A phone-sized window that is neither iOS nor a desktop gets the standard geo: URI.
  const open = page.getByRole('link', { name: enUS.location.openMaps });
  await expect(open).toHaveAttribute('href', `geo:0,0?q=${encodeURIComponent(address)}`);
  // Copied first: handing geo: to the system can take the focus from the page, and a page without
  // the focus may not write to the clipboard.
  await page.getByRole('button', { name: enUS.location.copyAddress }).click();
  await expect(page.getByRole('status')).toHaveText(enUS.location.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  // Following the link (COPY and OPENED are separate events): the hint for when no maps app answers.
  await open.click();
  await expect(page.getByRole('status')).toHaveText(enUS.location.openedHint);
});

test('a location link without an address says so and leads home', async ({ page, request }) => {
  await signedInAs(page, (await registerPlayer(request)).token);
  await page.goto('/open-location?name=Nowhere');
  await expect(page.getByText(enUS.location.missing)).toBeVisible();
  await expect(page.getByRole('link', { name: enUS.pending.home })).toBeVisible();
  await expect(page.getByRole('link', { name: enUS.location.openMaps })).toHaveCount(0);
});
