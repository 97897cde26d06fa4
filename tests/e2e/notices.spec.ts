// Notices end to end: an operator's notice (with a script and an onerror image in it) reaches the
// home strip, the list and its page with only the safe markup, and nothing in it runs; the popup
// opens on the first visit of the day, stays shut after closing, and opens again when the notices
// change or the day does. axe on every notice screen and on the popup.
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import { paths } from '../../src/domain/routes';
import { registerPlayer, signedInAs } from './accounts';
import { ops } from './ops';

const HOSTILE = [
  '<h2>Double points</h2>',
  '<p>Every win counts <strong>twice</strong>. <a href="https://example.com/rules">Read the rules</a>.</p>',
  '<ul><li>Trending games</li><li>New games</li></ul>',
  '<script>window.__pwned=1</script>',
  '<img src="/missing.png" alt="" onerror="window.__pwned=2">',
].join('');

const added: number[] = [];

async function addNotice(title: string, html: string): Promise<number> {
  const { stdout } = await ops('notice', 'add', title, html);
  const id = Number(/Added notice (\d+)/.exec(stdout)?.[1]);
  expect(id).toBeGreaterThan(0);
  added.push(id);
  return id;
}

test.afterEach(async () => {
  // Notices are site-wide: none may be left over the other specs' home screens.
  for (const id of added.splice(0)) await ops('notice', 'remove', String(id));
});

const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: unknown }).__pwned);
const popup = (page: Page) => page.getByRole('dialog', { name: enUS.notice.home.popupTitle });
const strip = (page: Page) => page.getByRole('region', { name: enUS.notice.home.label });

/** The home has settled: the strip shows the newest title, and the popup has had time to decide. */
async function homeSettled(page: Page, title: string) {
  await expect(strip(page).getByRole('link', { name: title })).toBeVisible();
  await page.waitForTimeout(400);
}

test('an operator\'s notice reaches the strip, the list and its page as safe markup, and no script in it runs', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await signedInAs(page, player.token);
  const title = `Double points weekend ${Date.now()}`;
  await addNotice(title, HOSTILE);

  await page.goto(paths.home);
  const dialog = popup(page);
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Double points', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: enUS.common.close })).toBeFocused();
  await expectNoSeriousViolations(page, { include: 'dialog' });
  await dialog.getByRole('button', { name: enUS.common.close }).click();
  await expect(dialog).toBeHidden();
  await expectNoSeriousViolations(page);

  await strip(page).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.noticeDetail}\\?id=\\d+$`));
  const article = page.getByRole('article', { name: title });
  await expect(article.getByRole('heading', { name: 'Double points', exact: true })).toBeVisible();
  await expect(article.getByRole('listitem')).toHaveText(['Trending games', 'New games']);
  const rules = article.getByRole('link', { name: 'Read the rules' });
  await expect(rules).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(rules).toHaveAttribute('target', '_blank');
  await expect(article.locator('script')).toHaveCount(0);
  await expect(article.locator('img')).not.toHaveAttribute('onerror', /.*/);
  // The image has failed to load by now: its onerror, had it survived, would have run.
  await page.waitForLoadState('networkidle');
  expect(await pwned(page)).toBeUndefined();
  await expectNoSeriousViolations(page);

  await page.goto(paths.notice);
  const item = page.getByRole('link', { name: title });
  await expect(item).toBeVisible();
  await expectNoSeriousViolations(page);
  await item.click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  expect(await pwned(page)).toBeUndefined();
});

test('the popup opens once a day, and again the same day when the notices change', async ({ page }) => {
  const first = `Maintenance tonight ${Date.now()}`;
  await addNotice(first, '<p>Games pause from 02:00 to 04:00.</p>');

  // A guest: notices are public, and the popup is the home's for everyone.
  await page.goto(paths.home);
  await expect(popup(page).getByRole('heading', { name: first })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup(page)).toBeHidden();
  const shownOn = await page.evaluate(() => JSON.parse(localStorage.getItem('lastNotificationDate') ?? 'null'));
  expect(shownOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await page.reload();
  await homeSettled(page, first);
  await expect(popup(page)).toBeHidden();

  const second = `New game tomorrow ${Date.now()}`;
  await addNotice(second, '<p>Lucky Lanterns opens at noon.</p>');
  await page.reload();
  await expect(popup(page).getByRole('heading', { name: second })).toBeVisible();
  await expect(popup(page).getByRole('heading', { name: first })).toBeVisible();
  await popup(page).getByRole('button', { name: enUS.common.close }).click();
  await page.reload();
  await homeSettled(page, second);
  await expect(popup(page)).toBeHidden();

  // The same notices, last shown on another day.
  await page.evaluate(() => localStorage.setItem('lastNotificationDate', JSON.stringify('2000-01-01')));
  await page.reload();
  await expect(popup(page).getByRole('heading', { name: second })).toBeVisible();
});

test('no notices: no strip and no popup on the home, and the list says there are none', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await signedInAs(page, player.token);
  await page.goto(paths.home);
  await expect(page.getByRole('heading', { name: enUS.home.trending })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(strip(page)).toHaveCount(0);
  await expect(popup(page)).toBeHidden();

  await page.goto(paths.notice);
  await expect(page.getByText(enUS.notice.empty)).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto(`${paths.noticeDetail}?id=abc`);
  await expect(page.getByRole('alert')).toContainText(enUS.notice.missing);
  await expectNoSeriousViolations(page);
});
