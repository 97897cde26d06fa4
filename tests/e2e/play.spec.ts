// Playing a game end to end against the real server, the demo maker and its frame (issue 9 "Browser
// test"): a funded player opens Lucky Lanterns from its page, chooses an amount, spins inside the
// frame until both a win and a loss have been seen, rotates the seed in the game's Fairness panel,
// exits; the wallet shown equals what the ledger says (the balance call, what moved, `ledger
// check`), and the verify page recomputes one of those rounds and shows it verified.
import { expect, test, type APIRequestContext } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import type { GameItem, GameMaker } from '../../src/domain/game.schema';
import { toMinorUnits } from '../../src/domain/money';
import { paths } from '../../src/domain/routes';
import { formatDecimal } from '../../src/domain/display-format';
import { formatMoney } from '../../src/domain/money-format';
import { desktop, registerPlayer, signedInAs } from './accounts';
import { ops } from './ops';

const text = enUS.play;
/** What the player takes into the game: the ₱200 quick amount. */
const TAKEN_IN = 200;
const START = 1000;
/** Enough spins to see a win and a loss at the slot's hit rate many times over. */
const MAX_SPINS = 60;
// The demo game's own words (server/makers/demo/web/texts/en_US.ts) and the game page's Play.
const GAME = { spin: 'Spin', fairness: 'Fairness', fairTitle: 'Provably fair', rotate: 'Rotate seed', revealed: 'Revealed server seed', close: 'Close' };
const PLAY_NOW = 'Play now';

type Reply<T> = { code: number; msg: string; data: T };

async function get<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const reply = (await (await request.get(`/user-api${path}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {})).json()) as Reply<T>;
  expect(reply.code, `${path}: ${reply.msg}`).toBe(200);
  return reply.data;
}

/** The demo maker's slot, from the catalogue. */
async function luckyLanterns(request: APIRequestContext): Promise<GameItem> {
  const demo = (await get<GameMaker[]>(request, '/game/maker/list')).find((maker) => maker.code === 'demo');
  expect(demo, 'the demo maker is in the catalogue').toBeTruthy();
  const slot = (await get<GameItem[]>(request, `/game/maker_game/${demo?.id}`)).find((game) => /lantern/i.test(game.name) && game.category === 'slots');
  expect(slot, 'Lucky Lanterns is in the catalogue').toBeTruthy();
  return slot as GameItem;
}

const minor = (amount: number): bigint => toMinorUnits(Math.abs(amount).toFixed(2)) ?? -1n;
/** Minor units of a money text as the app writes it (₱1,045.50 → 104550). */
const minorOfText = (shown: string | null): bigint => toMinorUnits((shown ?? '').replace(/[^\d.]/g, '')) ?? -1n;

test('the slot from its page: wins and losses in the frame, exit, the wallet equals the ledger, and a round verified', async ({ page, request }) => {
  test.setTimeout(300_000);
  // The reels run short, as for a player who asks for less motion.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const player = await registerPlayer(request);
  await ops('wallet', 'adjust', player.phone, String(START), 'e2e play credit');
  await signedInAs(page, player.token);
  const slot = await luckyLanterns(request);

  // From the game's page to the amount sheet.
  await Promise.all([page.waitForResponse((r) => r.url().includes('/user/getBalanceInfo')), page.goto(`${paths.gameDetail}?id=${slot.id}`)]);
  await page.getByRole('button', { name: PLAY_NOW }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.playingGame}\\?(game)?[iI]d=${slot.id}`));
  const sheet = page.getByRole('dialog', { name: text.chooseTitle.replace('{{name}}', slot.name) });
  await expect(sheet).toBeVisible();
  // The RTP written as the game's page writes it (one decimal), not the catalogue's raw figure.
  expect(slot.rtp, 'an RTP with two decimals, so a raw figure would differ').toBeCloseTo(96.79, 2);
  await expect(sheet).toContainText(`RTP ${formatDecimal(slot.rtp ?? 0)}%`);
  // A wrong amount and one beyond the wallet are refused with SPEC.md §8's words, before any call.
  await sheet.getByLabel(text.amount, { exact: true }).fill('0');
  await sheet.getByRole('button', { name: text.start }).click();
  await expect(sheet.getByRole('alert')).toContainText(text.wrongAmount);
  await sheet.getByLabel(text.amount, { exact: true }).fill(String(START + 1));
  await sheet.getByRole('button', { name: text.start }).click();
  await expect(sheet.getByRole('alert')).toContainText(text.insufficientBalance);
  await expect(sheet.getByRole('link', { name: text.deposit })).toBeVisible();
  await sheet.getByRole('button', { name: `₱${TAKEN_IN}`, exact: true }).click();
  await sheet.getByRole('button', { name: text.start }).click();

  // The frame: the maker's own origin, sandboxed, no referrer; the bar shows what the game holds.
  const iframe = page.locator('iframe');
  await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');
  await expect(iframe).toHaveAttribute('referrerpolicy', 'no-referrer');
  const controls = page.getByRole('navigation', { name: text.controls });
  await expect(controls).toContainText(formatMoney(TAKEN_IN, '₱'));
  const frame = page.frameLocator('iframe');
  const spin = frame.getByRole('button', { name: GAME.spin });
  // Spin pressed while the reels turn only stops them: the next round waits for the last to end.
  const reelsAtRest = () => expect(frame.locator('.spin-button.spinning')).toHaveCount(0, { timeout: 20_000 });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await expectNoSeriousViolations(page, { settle: false });
  if (!desktop(test.info().project.name)) {
    // One compact bar on a phone: the platform's bar and the game's own one row above the reels
    // take at most 120 of 844 px (170 when the game kept a title row and a meters row of its own).
    const above = (await iframe.boundingBox())!.y + (await frame.locator('.chrome').boundingBox())!.height;
    expect(above, 'px above the game').toBeLessThanOrEqual(120);
  }

  // Spin until both a win and a loss have been seen; every round's bet and win as the maker answered.
  const rounds: Array<{ bet: number; win: number; balance: number }> = [];
  while (rounds.length < MAX_SPINS && !(rounds.some((r) => r.win > 0) && rounds.some((r) => r.win === 0))) {
    await reelsAtRest();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/round') && r.request().method() === 'POST'),
      spin.click(),
    ]);
    expect(response.status()).toBe(200);
    const round = (await response.json()) as { bet: number; win: number; balance: number };
    rounds.push(round);
  }
  expect(rounds.some((r) => r.win > 0), `a win within ${MAX_SPINS} spins`).toBe(true);
  expect(rounds.some((r) => r.win === 0), `a loss within ${MAX_SPINS} spins`).toBe(true);
  const net = rounds.reduce((sum, r) => sum + minor(r.win) - minor(r.bet), 0n);
  const last = rounds.at(-1)!;
  // The frame told the page the balance after the last round (a 'balance' message from its origin).
  await expect(controls).toContainText(formatMoney(last.balance, '₱'));
  expect(minor(last.balance)).toBe(minor(TAKEN_IN) + net);

  // Rotate the seed in the game's Fairness panel: the seed of these rounds is revealed.
  await reelsAtRest();
  await frame.getByRole('button', { name: GAME.fairness }).click();
  const fairness = frame.getByRole('dialog', { name: GAME.fairTitle });
  await fairness.getByRole('button', { name: GAME.rotate }).click();
  await expect(fairness.getByText(GAME.revealed)).toBeVisible();
  await fairness.getByRole('button', { name: GAME.close }).click();

  // The recharge sheet opens from the bar and closes without moving money.
  await controls.getByRole('button', { name: text.recharge }).click();
  const recharge = page.getByRole('dialog', { name: text.rechargeTitle });
  await expect(recharge).toBeVisible();
  await recharge.getByRole('button', { name: enUS.common.cancel }).click();
  await expect(recharge).toBeHidden();

  // Exit, confirmed: the whole game balance comes back.
  await controls.getByRole('button', { name: text.exit }).click();
  const question = page.getByRole('alertdialog', { name: text.exitTitle });
  await question.getByRole('button', { name: text.exit }).click();
  await expect(page.getByRole('dialog', { name: text.doneTitle })).toBeVisible({ timeout: 30_000 });
  const returned = minorOfText(await page.getByTestId('returned-amount').textContent());
  const walletShown = minorOfText(await page.getByTestId('wallet-after-exit').textContent());
  expect(returned).toBe(minor(TAKEN_IN) + net);
  expect(walletShown).toBe(minor(START) + net);
  // The ledger agrees: the balance it serves, and its own reconciliation.
  const balance = await get<{ balance: number }>(request, '/user/getBalanceInfo', player.token);
  expect(minor(balance.balance)).toBe(walletShown);
  await ops('ledger', 'check');
  // Nothing is left stored for an abnormal-exit check.
  expect(await page.evaluate(() => localStorage.getItem('gameId'))).toBeNull();
  // The Account page shows the same wallet.
  await page.goto(paths.account);
  await expect(page.getByText(formatMoney(Number(walletShown) / 100, '₱'), { exact: true }).first()).toBeVisible();

  // The verify page recomputes the newest round from its revealed seed.
  await page.goto(`${paths.verifyRound}?gameId=${slot.id}`);
  const list = page.getByRole('region', { name: enUS.fair.recentRounds });
  await expect(list.getByRole('listitem')).toHaveCount(Math.min(rounds.length, 20));
  await list.getByRole('button').first().click();
  const verdict = page.getByTestId('round-verdict');
  await expect(verdict).toHaveAttribute('data-verified', 'true', { timeout: 20_000 });
  await expect(verdict).toContainText(enUS.fair.verified);
  await expect(page.getByText(enUS.fair.hashCheck)).toBeVisible();
  await expectNoSeriousViolations(page, { settle: false });
});
