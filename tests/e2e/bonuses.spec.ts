// System bonuses and rebates end to end against the real server (issue 11 "Rebates, system
// bonuses, levels"): an operator grants a pending system bonus, the player claims it once (a
// reply lost on the way is retried with the same key and pays nothing more), sees the wallet grow
// by exactly that amount and the bonus read "claimed"; the Account page counts what waits to be
// claimed; axe on each new screen.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import { paths } from '../../src/domain/routes';
import { registerPlayer, signedInAs } from './accounts';
import { ops } from './ops';

async function expectNoSeriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
}

async function get<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const reply = await (await request.get(`/user-api${path}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(reply.code, reply.msg).toBe(200);
  return reply.data as T;
}

/** The wallet in minor units, so sums compare exactly. */
const cents = (amount: number) => Math.round(amount * 100);
const walletOf = async (request: APIRequestContext, token: string) => cents((await get<{ balance: number }>(request, '/user/getBalanceInfo', token)).balance);

const money = (minor: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);

const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, String(value)), text);

test('an operator grants a pending system bonus; the player claims it once and the wallet grows by exactly that', async ({ page, request }) => {
  test.setTimeout(120_000);
  const player = await registerPlayer(request);
  await ops('bonus', 'grant', player.username, '25.50', '--pending', '--days', '7', '--note', 'Thank', 'you', 'for', 'joining');
  await ops('bonus', 'grant', player.username, '3.25', '--pending', '--note', 'Second', 'chance');
  await signedInAs(page, player.token);
  const before = await walletOf(request, player.token);

  // The Account page says two bonuses wait.
  await page.goto(paths.account);
  const bonusCell = page.getByRole('link', { name: fill(enUS.bonus.cellLabel, { cell: enUS.account.systemBonus, count: 2 }), exact: true });
  await expect(bonusCell).toBeVisible();
  await expectNoSeriousViolations(page);
  await bonusCell.click();

  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: enUS.route.systemBonus })).toBeVisible();
  const first = main.getByTestId('bonus-row').filter({ hasText: 'Thank you for joining' });
  await expect(first).toContainText(enUS.bonus.kinds.system);
  await expect(first).toContainText('25.50');
  await expect(first).toContainText(enUS.bonus.states.pending);
  await expect(first).toContainText(/20\d\d-\d\d-\d\d \d\d:\d\d/);
  await expectNoSeriousViolations(page);

  // Cancelling the question sends nothing.
  await first.getByRole('button', { name: new RegExp(`^${enUS.bonus.claim} `) }).click();
  const question = page.getByRole('alertdialog', { name: enUS.bonus.claimTitle });
  await question.getByRole('button', { name: enUS.common.cancel }).click();
  await expect(question).toBeHidden();
  expect(await walletOf(request, player.token)).toBe(before);

  // The first claim reaches the server but its reply is lost: the retry carries the same key.
  const keys: string[] = [];
  let dropped = false;
  await page.route('**/user-api/levelBonus/claim/**', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch();
    await route.abort('failed');
  });
  await first.getByRole('button', { name: new RegExp(`^${enUS.bonus.claim} `) }).click();
  await question.getByRole('button', { name: enUS.bonus.claim }).click();
  await expect(first.getByRole('alert')).toHaveText(enUS.bonus.inDoubt);
  await first.getByRole('button', { name: enUS.common.retry }).click();
  await expect(main.getByRole('status').filter({ hasText: '25.50' })).toHaveText(/has been added to your wallet/);
  await expect(first).toContainText(enUS.bonus.states.claimed);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  expect(await walletOf(request, player.token)).toBe(before + cents(25.5));

  // The server agrees after a reload, and the Claimed filter holds it.
  await page.unroute('**/user-api/levelBonus/claim/**');
  await page.reload();
  await main.getByRole('button', { name: enUS.bonus.states.claimed, exact: true }).click();
  await expect(main.getByTestId('bonus-row').filter({ hasText: 'Thank you for joining' })).toContainText(enUS.bonus.states.claimed);
  await expect(main.getByTestId('bonus-row').filter({ hasText: 'Second chance' })).toHaveCount(0);

  // The wallet the player sees grew by exactly the bonus, and one bonus still waits.
  await page.goto(paths.account);
  await expect(page.getByRole('link', { name: fill(enUS.bonus.cellLabel, { cell: enUS.account.systemBonus, count: 1 }), exact: true })).toBeVisible();
  const balance = page.getByRole('main').getByRole('definition').first();
  await expect(balance).toHaveText(new RegExp(`${money(before + cents(25.5)).replace('.', '\\.')}$`));
});
