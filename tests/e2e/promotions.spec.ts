// Promotions end to end against the real server, the demo maker and its frame (issue 11 "Browser
// test"): a player joins a game promotion with an amount (a wrong one refused with SPEC.md §5's
// words, the right one confirmed with its bonus and max bet), plays Lucky Lanterns in its frame with
// the promotion's money until the record is settlable, is prompted by the settle check, settles
// after confirming and sees the wallet grow by exactly the promotion balance; unlock is refused
// above the release amount; a guest sees the lists and is asked to log in to join. Axe on each
// new screen.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import type { PromotionRecord, PromotionSummary } from '../../src/domain/promotion.schema';
import { formatMoney } from '../../src/domain/money-format';
import { toMinorUnits } from '../../src/domain/money';
import { paths } from '../../src/domain/routes';
import { registerPlayer, signedInAs } from './accounts';
import { ops } from './ops';

const text = enUS.promotion;
const START = 1000;
/** Joined with 20 at 10 %: a balance of 22, and 22 of bets to make (turnover 1) at 2 a spin. */
const AMOUNT = 20;
const BONUS = 2;
const RELEASE = 5;
const MAX_BET = 5;
const MAX_SPINS = 40;
const GAME = { spin: 'Spin' };

type Reply<T> = { code: number; msg: string; data: T };
const money = (amount: number) => formatMoney(amount, '₱');
const minor = (amount: number): bigint => toMinorUnits(Math.abs(amount).toFixed(2)) ?? -1n;
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

async function get<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const reply = (await (await request.get(`/user-api${path}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {})).json()) as Reply<T>;
  expect(reply.code, `${path}: ${reply.msg}`).toBe(200);
  return reply.data;
}

/** A game promotion of Lucky Lanterns made for this run, so its figures are the test's own. */
async function lanternsPromotion(request: APIRequestContext, title: string): Promise<PromotionSummary> {
  const { stdout } = await ops('promotion', 'create', 'gamePromotion', `title=${title}`, 'summary=Spin the lanterns', 'description=A test promotion.',
    'min=10', 'max=100', 'percent=10', 'turnover=1', `maxbet=${MAX_BET}`, `release=${RELEASE}`, 'games=lucky-lanterns');
  const id = Number(/Created promotion (\d+)/.exec(stdout)?.[1]);
  const promotion = (await get<PromotionSummary[]>(request, '/gamePromotion/list')).find((p) => p.id === id);
  expect(promotion, stdout).toBeTruthy();
  return promotion as PromotionSummary;
}

/** Joins on the promotion's page: a wrong amount is refused, the right one confirmed. */
async function joinOnPage(page: Page, promotion: PromotionSummary) {
  await page.goto(`${paths.privilegeDetail}?kind=gamePromotion&id=${promotion.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: promotion.title })).toBeVisible();
  await expect(main.getByText(text.freeSpins).first()).toBeVisible();
  const form = main.getByRole('form', { name: text.joinTitle });
  await form.getByLabel(text.amountLabel).fill('5');
  await form.getByRole('button', { name: text.button.confirmAttend }).click();
  await expect(form.getByRole('alert')).toHaveText(text.wrongAmount);
  await form.getByLabel(text.amountLabel).fill(String(AMOUNT));
  await form.getByRole('button', { name: text.button.confirmAttend }).click();
  const confirm = page.getByRole('alertdialog', { name: text.confirmTitle });
  await expect(confirm).toContainText(money(AMOUNT));
  await expect(confirm).toContainText(money(BONUS));
  await expect(confirm).toContainText(money(AMOUNT + BONUS));
  await expect(confirm).toContainText(money(MAX_BET));
  await expect(confirm).toContainText(text.freeSpins);
  return { main, confirm };
}

test('join with an amount, play its game until settlable, settle after confirming: the wallet grows by exactly the promotion balance', async ({ page, request }) => {
  test.setTimeout(300_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const promotion = await lanternsPromotion(request, `Lanterns settle ${Date.now()}`);
  const player = await registerPlayer(request);
  await ops('wallet', 'adjust', player.phone, String(START), 'e2e promotion credit');
  await signedInAs(page, player.token);

  // The Promotion tab lists it under game promotions.
  await page.goto(paths.privilege);
  const tab = page.getByRole('main');
  await tab.getByRole('tab', { name: enUS.privilege.gamePromotions }).click();
  await expect(tab.getByRole('heading', { name: promotion.title })).toBeVisible();
  await expectNoSeriousViolations(page, { settle: false });

  const { main, confirm } = await joinOnPage(page, promotion);
  await expectNoSeriousViolations(page, { settle: false });
  await confirm.getByRole('button', { name: text.button.confirmAttend }).click();
  await expect(main.getByRole('heading', { name: text.joinedTitle })).toBeVisible();
  expect(minor((await get<{ balance: number }>(request, '/user/getBalanceInfo', player.token)).balance)).toBe(minor(START - AMOUNT));

  // Its games, then the game: the stage says it plays promotion money, with its max bet.
  await main.getByRole('link', { name: text.playNow }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.allPrivilegeGames}\\?id=${promotion.id}`));
  await expectNoSeriousViolations(page, { settle: false });
  await page.getByRole('main').getByRole('link', { name: /Lucky Lanterns/ }).click();
  await page.getByRole('button', { name: 'Play now' }).click();
  // Before launching, the step says the game plays the promotion: its title, balance and max bet, no amount to choose.
  const sheet = page.getByRole('dialog', { name: enUS.promotionLaunch.title.replace('{{name}}', 'Lucky Lanterns') });
  const facts = sheet.getByTestId('promotion-launch');
  await expect(facts).toContainText(promotion.title);
  await expect(facts).toContainText(`${enUS.promotionLaunch.balance}${money(AMOUNT + BONUS)}`);
  await expect(facts).toContainText(`${enUS.promotionLaunch.maxBet}${money(MAX_BET)}`);
  await expect(sheet.getByLabel(enUS.play.amount)).toHaveCount(0);
  await expectNoSeriousViolations(page, { settle: false });
  const launched = page.waitForRequest((sent) => sent.url().includes('/game/launch/') && sent.method() === 'POST');
  await sheet.getByRole('button', { name: enUS.promotionLaunch.play }).click();
  expect((await launched).postDataJSON()).toMatchObject({ all: true });
  const strip = page.getByTestId('promotion-strip');
  await expect(strip).toContainText(fill(text.playingMaxBet, { amount: money(MAX_BET) }));
  await expect(strip).toContainText(fill(text.playingBalance, { amount: money(AMOUNT + BONUS) }));
  // Promotion money takes no recharge: the bar does not offer it.
  await expect(page.getByRole('navigation', { name: enUS.play.controls }).getByRole('button', { name: enUS.play.recharge })).toHaveCount(0);

  // Spin with the promotion's money until its bets reach the turnover asked.
  const frame = page.frameLocator('iframe');
  const spin = frame.getByRole('button', { name: GAME.spin });
  const reelsAtRest = () => expect(frame.locator('.spin-button.spinning')).toHaveCount(0, { timeout: 20_000 });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  let bets = 0n;
  for (let spins = 0; spins < MAX_SPINS && bets < minor(AMOUNT + BONUS); spins += 1) {
    await reelsAtRest();
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/round') && r.request().method() === 'POST'), spin.click()]);
    expect(response.status()).toBe(200);
    bets += minor(((await response.json()) as { bet: number }).bet);
  }
  expect(bets).toBeGreaterThanOrEqual(minor(AMOUNT + BONUS));
  await reelsAtRest();
  const controls = page.getByRole('navigation', { name: enUS.play.controls });
  await controls.getByRole('button', { name: enUS.play.exit }).click();
  await page.getByRole('alertdialog', { name: enUS.play.exitTitle }).getByRole('button', { name: enUS.play.exit }).click();
  // Promotion money goes back to the promotion balance, and the screen says so.
  await expect(page.getByRole('dialog', { name: enUS.promotionExit.doneTitle })).toBeVisible({ timeout: 30_000 });

  // The settle check (run at start with a token) prompts the settleable record.
  const records = await get<{ rows: PromotionRecord[] }>(request, '/gamePromotion/record/list?page=1&limit=10', player.token);
  const record = records.rows[0] as PromotionRecord;
  expect(record.state).toBe('settlable');
  const promotionBalance = record.turnover.currentBalance;
  await page.goto(paths.home);
  const prompt = page.getByRole('alertdialog', { name: text.prompt.title });
  await expect(prompt).toBeVisible();
  await expectNoSeriousViolations(page, { settle: false });
  await prompt.getByRole('button', { name: text.prompt.go }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.myPromotionDetail}\\?id=${record.id}`));

  // The record: its bars, its balance, then settle, confirmed.
  const recordPage = page.getByRole('main');
  await expect(recordPage.getByTestId('promotion-balance')).toHaveText(money(promotionBalance));
  await expect(recordPage.getByRole('progressbar', { name: text.bar.bet })).toHaveAttribute('aria-valuenow', '100');
  await expectNoSeriousViolations(page, { settle: false });
  const before = (await get<{ balance: number }>(request, '/user/getBalanceInfo', player.token)).balance;
  await recordPage.getByRole('button', { name: text.action.settle }).click();
  const question = page.getByRole('alertdialog', { name: text.confirm.settleTitle });
  await expect(question).toContainText(money(promotionBalance));
  await expectNoSeriousViolations(page, { settle: false });
  await question.getByRole('button', { name: text.action.settle }).click();
  await expect(recordPage.getByText(text.done.settle)).toBeVisible();
  await expect(recordPage.getByText(text.state.settled, { exact: true })).toBeVisible();
  const after = (await get<{ balance: number }>(request, '/user/getBalanceInfo', player.token)).balance;
  expect(minor(after) - minor(before)).toBe(minor(promotionBalance));
  expect(minor(after)).toBe(minor(START - AMOUNT) + minor(promotionBalance));
  await ops('ledger', 'check');

  // Its bill says when bills are compiled; my promotions lists it as settled.
  await recordPage.getByRole('link', { name: text.action.bill }).click();
  await expect(page.getByRole('main').getByText(text.billNotice)).toBeVisible();
  await expectNoSeriousViolations(page, { settle: false });
  await page.goto(paths.myPromotion);
  await page.getByRole('main').getByRole('button', { name: text.state.settled }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: promotion.title })).toBeVisible();
  await expectNoSeriousViolations(page, { settle: false });
  // The Account page shows the grown wallet.
  await page.goto(paths.account);
  await expect(page.getByText(money(after), { exact: true }).first()).toBeVisible();
});

test('unlock is refused while the promotion balance is above the release amount', async ({ page, request }) => {
  const promotion = await lanternsPromotion(request, `Lanterns unlock ${Date.now()}`);
  const player = await registerPlayer(request);
  await ops('wallet', 'adjust', player.phone, String(START), 'e2e promotion credit');
  await signedInAs(page, player.token);
  const { main, confirm } = await joinOnPage(page, promotion);
  await confirm.getByRole('button', { name: text.button.confirmAttend }).click();
  await main.getByRole('link', { name: text.viewRecord }).click();
  const recordPage = page.getByRole('main');
  await expect(recordPage.getByTestId('promotion-balance')).toHaveText(money(AMOUNT + BONUS));
  await recordPage.getByRole('button', { name: text.action.unlock }).click();
  await expect(recordPage.getByRole('status').filter({ hasText: fill(text.unlockRefused, { amount: money(RELEASE) }) })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const records = await get<{ rows: PromotionRecord[] }>(request, '/gamePromotion/record/list?page=1&limit=10', player.token);
  expect(records.rows[0]?.state).toBe('ongoing');
  // Close is still offered, confirmed first; cancelling changes nothing.
  await recordPage.getByRole('button', { name: text.action.close }).click();
  await page.getByRole('alertdialog', { name: text.confirm.closeTitle }).getByRole('button', { name: enUS.common.cancel }).click();
  await expect(recordPage.getByText(text.state.ongoing, { exact: true })).toBeVisible();
});

test('a guest sees the lists, and joining asks to log in', async ({ page }) => {
  await page.goto(paths.privilege);
  const main = page.getByRole('main');
  await expect(main.getByRole('tab', { name: enUS.privilege.activities })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousViolations(page, { settle: false });
  await main.getByRole('tab', { name: enUS.privilege.gamePromotions }).click();
  await main.getByRole('button', { name: text.loginToJoin }).first().click();
  await expect(page.getByRole('dialog', { name: enUS.loginPopup.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(paths.privilege));
});
