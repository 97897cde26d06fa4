// System bonuses and rebates end to end against the real server (issue 11 "Rebates, system
// bonuses, levels"): an operator grants a pending system bonus, the player claims it once (a
// reply lost on the way is retried with the same key and pays nothing more), sees the wallet grow
// by exactly that amount and the bonus read "claimed"; the Account page counts what waits to be
// claimed; the Account page counts what waits to be claimed. Rounds played on a site day that then
// closes (the site's clock moved past its midnight) leave a rebate, claimed once. Axe on each new
// screen.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import type { RebateItem, RebateSummary } from '../../src/domain/bonus.schema';
import type { GameItem, GameMaker } from '../../src/domain/game.schema';
import { paths } from '../../src/domain/routes';
import { registerPlayer, signedInAs } from './accounts';
import { ops } from './ops';

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

/** The demo maker's slot, from the catalogue. */
async function luckyLanterns(request: APIRequestContext, token: string): Promise<GameItem> {
  const demo = (await get<GameMaker[]>(request, '/game/maker/list', token)).find((maker) => maker.code === 'demo');
  const slot = (await get<GameItem[]>(request, `/game/maker_game/${demo?.id}`, token)).find((game) => /lantern/i.test(game.name) && game.category === 'slots');
  expect(slot, 'Lucky Lanterns is in the catalogue').toBeTruthy();
  return slot as GameItem;
}

/** A few spins of the slot from its page, then back to the wallet. */
async function playRounds(page: Page, slot: GameItem, spins: number) {
  const text = enUS.play;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${paths.gameDetail}?id=${slot.id}`);
  await page.getByRole('button', { name: 'Play now' }).click();
  const sheet = page.getByRole('dialog', { name: text.chooseTitle.replace('{{name}}', slot.name) });
  await sheet.getByRole('button', { name: '₱200', exact: true }).click();
  await sheet.getByRole('button', { name: text.start }).click();
  const frame = page.frameLocator('iframe');
  const spin = frame.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  for (let round = 0; round < spins; round += 1) {
    await expect(frame.locator('.spin-button.spinning')).toHaveCount(0, { timeout: 20_000 });
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/round') && r.request().method() === 'POST'), spin.click()]);
    expect(response.status()).toBe(200);
  }
  await expect(frame.locator('.spin-button.spinning')).toHaveCount(0, { timeout: 20_000 });
  const controls = page.getByRole('navigation', { name: text.controls });
  await controls.getByRole('button', { name: text.exit }).click();
  await page.getByRole('alertdialog', { name: text.exitTitle }).getByRole('button', { name: text.exit }).click();
  await expect(page.getByRole('dialog', { name: text.doneTitle })).toBeVisible({ timeout: 30_000 });
}

/**
 * The site's zone (hours from UTC+8) whose midnight is the last whole minute: every round finished
 * before it lies on a day that has closed. The zone is whole minutes, as a zone may be.
 */
function zoneWithMidnightAt(instant: number): string {
  const minuteOfDay = Math.floor((instant % 86_400_000) / 60_000);
  let offset = (1440 - minuteOfDay) % 1440;
  if (offset > 840) offset -= 1440;
  return String(offset / 60 - 8);
}

test('rounds on a site day that closes leave a rebate at the player’s rate; its claim pays once', async ({ page, request }) => {
  test.setTimeout(240_000);
  const player = await registerPlayer(request);
  await ops('wallet', 'adjust', player.username, '1000', 'e2e rebate credit');
  const rates = (await ops('level-bonus', 'list')).stdout;
  const slotsRate = /^0 .*rebate slots ([\d.]+) %/m.exec(rates)?.[1] ?? '0.3';
  // A rate high enough that a few spins leave a rebate of whole cents.
  await ops('rebate', 'rate', 'set', '0', 'slots', '10');
  try {
    await signedInAs(page, player.token);
    await playRounds(page, await luckyLanterns(request, player.token), 3);
    // The rounds are recorded: today's accrual shows them.
    await expect.poll(async () => (await get<RebateSummary>(request, '/rebate/summary', player.token)).accruingToday, { timeout: 30_000 }).toBeGreaterThan(0);
    const recordedBy = Date.now();
    // Wait for the next whole minute, then put the site's midnight there: the rounds' day closes.
    await page.waitForTimeout(60_000 - (recordedBy % 60_000) + 1_000);
    await ops('site', 'set', 'countryTimezone', zoneWithMidnightAt(Date.now()));

    const rows = await get<{ rows: RebateItem[] }>(request, '/rebate/list?page=1&limit=10', player.token);
    expect(rows.rows).toHaveLength(1);
    const rebate = rows.rows[0] as RebateItem;
    expect(rebate).toMatchObject({ category: 'slots', rate: 10, state: 'claim' });
    expect(cents(rebate.amount)).toBe(Math.floor(cents(rebate.turnover) / 10));
    const before = await walletOf(request, player.token);

    await page.goto(paths.account);
    await expect(page.getByRole('link', { name: fill(enUS.bonus.cellLabel, { cell: enUS.account.rebate, count: 1 }), exact: true })).toBeVisible();
    await page.goto(paths.rebate);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: enUS.route.rebate })).toBeVisible();
    await expect(main.getByTestId('rebate-claimable')).toContainText(money(cents(rebate.amount)));
    const row = main.getByTestId('rebate-row');
    await expect(row).toContainText(`${enUS.games.category.slots} · ${rebate.day}`);
    await expect(row).toContainText(enUS.bonus.states.claim);
    await expectNoSeriousViolations(page);

    // The reply of the claim is lost; the retry carries the same key and pays nothing more.
    const keys: string[] = [];
    await page.route('**/user-api/rebate/claim/**', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      await route.fetch();
      await route.abort('failed');
    });
    await row.getByRole('button', { name: new RegExp(`^${enUS.bonus.claim} `) }).click();
    await page.getByRole('alertdialog', { name: enUS.rebate.claimTitle }).getByRole('button', { name: enUS.bonus.claim }).click();
    await expect(row.getByRole('alert')).toHaveText(enUS.bonus.inDoubt);
    await row.getByRole('button', { name: enUS.common.retry }).click();
    await expect(row).toContainText(enUS.bonus.states.issued);
    await expect(main.getByTestId('rebate-claimable')).toContainText(money(0));
    expect(keys).toEqual([keys[0], keys[0]]);
    expect(await walletOf(request, player.token)).toBe(before + cents(rebate.amount));

    // A second claim with a new key is refused in the player's words and moves nothing.
    const again = await (await request.post(`/user-api/rebate/claim/${rebate.id}`, { headers: { Authorization: `Bearer ${player.token}`, 'Idempotency-Key': 'e2e-second-claim-key' }, data: {} })).json();
    expect(again.code).not.toBe(200);
    expect(again.msg).toBeTruthy();
    expect(await walletOf(request, player.token)).toBe(before + cents(rebate.amount));
    await ops('ledger', 'check');
  } finally {
    await ops('site', 'set', 'countryTimezone', '0');
    await ops('rebate', 'rate', 'set', '0', 'slots', slotsRate);
  }
});
