// The reality check and the responsible-play page end to end (issue 12 "Browser tests"): a player
// sets a 15-minute reminder on its page, plays the demo slot, and the page's clock (Playwright's
// clock, so nobody waits a quarter of an hour) brings the reminder over the frame — the time and
// the net result the server read, the frame inert; Leave exits the game and the money is back in
// the wallet, to the cent, with a clean ledger. The responsible-play page opens from the Account
// page (and for a guest too), and every new screen passes axe. A game of the seamless maker, played
// straight from the wallet, gets the same reminder.
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import type { GameItem, GameMaker } from '../../src/domain/game.schema';
import { paths } from '../../src/domain/routes';
import { registerPlayer, signedInAs } from './accounts';
import { playShootout } from './demo-games';
import { ops } from './ops';

const play = enUS.play;
const reality = enUS.realityCheck;
const START = 1000;
const TAKEN_IN = 200;

type Reply<T> = { code: number; msg: string; data: T };

async function get<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const reply = (await (await request.get(`/user-api${path}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {})).json()) as Reply<T>;
  expect(reply.code, `${path}: ${reply.msg}`).toBe(200);
  return reply.data;
}

async function luckyLanterns(request: APIRequestContext): Promise<GameItem> {
  const demo = (await get<GameMaker[]>(request, '/game/maker/list')).find((maker) => maker.code === 'demo');
  const slot = (await get<GameItem[]>(request, `/game/maker_game/${demo?.id}`)).find((game) => /lantern/i.test(game.name) && game.category === 'slots');
  expect(slot, 'Lucky Lanterns is in the catalogue').toBeTruthy();
  return slot as GameItem;
}

/**
 * Once a round of the player's is on record: nothing at 14 minutes on the page's clock, the reminder
 * at 15, showing the net result the server reads for the session. Answers the reminder and that reading.
 */
async function reminderAfterFifteenMinutes(page: Page, request: APIRequestContext, token: string): Promise<{ reminder: Locator; reading: { net: number; rounds: number } }> {
  await expect.poll(async () => (await get<{ rows: unknown[] }>(request, '/game/round/list?page=1&limit=5', token)).rows.length, { timeout: 20_000 }).toBeGreaterThan(0);
  await page.clock.fastForward('14:00');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.clock.fastForward('01:00');
  const reminder = page.getByRole('alertdialog', { name: reality.reminderTitle });
  await expect(reminder).toBeVisible();
  const reading = await get<{ net: number; rounds: number }>(request, '/game/session/reality', token);
  const net = reading.net > 0 ? `+₱${reading.net.toFixed(2)}` : reading.net < 0 ? `-₱${Math.abs(reading.net).toFixed(2)}` : '₱0.00';
  await expect(reminder.getByTestId('reality-net')).toHaveText(net.replace(/\B(?=(\d{3})+(?!\d))/, ','));
  return { reminder, reading };
}

/** Leave on the reminder: home, no session left open, the wallet START plus the session's net to the cent, the ledger clean. */
async function leaveAndFindTheWalletRight(page: Page, request: APIRequestContext, token: string, reminder: Locator, net: number): Promise<void> {
  await reminder.getByRole('button', { name: reality.leave }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.home}$`), { timeout: 20_000 });
  expect(await get(request, '/game/session/open', token)).toBeNull();
  const balance = await get<{ balance: number }>(request, '/user/getBalanceInfo', token);
  expect(balance.balance).toBeCloseTo(START + net, 2);
  await ops('ledger', 'check');
}

test('a reality check interrupts the game after the chosen interval, and Leave brings the money back to the wallet', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.clock.install();
  const player = await registerPlayer(request);
  await ops('wallet', 'adjust', player.phone, String(START), 'e2e reality check credit');
  await signedInAs(page, player.token);
  const slot = await luckyLanterns(request);

  // The interval page: 60 minutes until the player chooses; 15 saved at once.
  await page.goto(paths.realityCheck);
  const main = page.getByRole('main');
  const choices = main.getByRole('radiogroup', { name: reality.chooseLabel });
  await expect(choices.getByRole('radio', { name: reality.every.replace('{{minutes}}', '60') })).toHaveAttribute('aria-checked', 'true');
  await expect(choices.getByRole('radio', { name: reality.off })).toHaveCount(0);
  await choices.getByRole('radio', { name: reality.every.replace('{{minutes}}', '15') }).click();
  await expect(main.getByRole('status')).toHaveText(reality.saved.replace('{{choice}}', reality.every.replace('{{minutes}}', '15')));
  expect((await get<{ interval: number }>(request, '/user/realityCheck', player.token)).interval).toBe(15);
  await expectNoSeriousViolations(page, { settle: false });

  await page.goto(`${paths.playingGame}?id=${slot.id}`);
  const sheet = page.getByRole('dialog', { name: play.chooseTitle.replace('{{name}}', slot.name) });
  await sheet.getByRole('button', { name: `₱${TAKEN_IN}`, exact: true }).click();
  await sheet.getByRole('button', { name: play.start }).click();
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('button', { name: 'Spin' })).toBeVisible({ timeout: 30_000 });
  await frame.getByRole('button', { name: 'Spin' }).click();
  // The spin is a round at the maker; the reminder asks the server, which pulls it first.
  const { reminder, reading } = await reminderAfterFifteenMinutes(page, request, player.token);
  expect(reading.rounds).toBeGreaterThan(0);
  await expect(reminder.getByTestId('reality-played')).toHaveText(/\d+ min/);
  // The game behind is out of reach while the reminder is up, and focus stays in it.
  await expect(page.locator('iframe').locator('xpath=..')).toHaveAttribute('inert', '');
  await expect(reminder).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await reminder.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await expectNoSeriousViolations(page, { settle: false });

  // Continue: the game again, and the next reminder one interval later.
  await reminder.getByRole('button', { name: reality.continue }).click();
  await expect(reminder).toHaveCount(0);
  await page.clock.fastForward('15:00');
  await expect(reminder).toBeVisible();

  // Leave: the session's exit moves the maker's balance back, then home.
  await leaveAndFindTheWalletRight(page, request, player.token, reminder, reading.net);
});

test('a game played straight from the wallet (the seamless maker) gets the same reminder, and Leave closes it with the wallet already settled', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.clock.install();
  // The kicks show at once, as for a player who asks for less motion.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const player = await registerPlayer(request);
  await ops('wallet', 'adjust', player.phone, String(START), 'e2e reality check credit');
  const chosen = await request.put('/user-api/user/realityCheck', { headers: { Authorization: `Bearer ${player.token}` }, data: { interval: 15 } });
  expect(((await chosen.json()) as Reply<unknown>).code).toBe(200);
  await signedInAs(page, player.token);
  const sports = (await get<{ id: number; code: string }[]>(request, '/game/category/list')).find((category) => category.code === 'sports');
  const shootout = (await get<GameItem[]>(request, `/game/category_game/${sports?.id}`)).find((game) => game.name === 'Penalty Shootout');
  expect(shootout, 'Penalty Shootout is in the catalogue').toBeTruthy();

  // No amount to choose: the game opens on the wallet, and one shootout is played from it.
  await page.goto(`${paths.playingGame}?id=${shootout?.id}`);
  await expect(page.getByRole('navigation', { name: play.controls })).toContainText(play.fromWallet);
  const frame = page.frameLocator('iframe');
  await playShootout(frame, page, 'click', 0);
  const { reminder, reading } = await reminderAfterFifteenMinutes(page, request, player.token);
  expect(reading.rounds).toBe(1);
  await expect(page.locator('iframe').locator('xpath=..')).toHaveAttribute('inert', '');

  // Leave: nothing to bring back (every bet and win already moved the wallet), the session closes, home.
  await leaveAndFindTheWalletRight(page, request, player.token, reminder, reading.net);
});

test('the responsible-play page opens from the Account page and for a guest, with tools, help and the self-assessment', async ({ page, request }) => {
  const text = enUS.responsiblePlay;
  const quiz = enUS.selfAssessment;
  // A guest reads it too.
  await page.goto(paths.responsiblePlay);
  await expect(page.getByRole('heading', { name: text.helpTitle })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${paths.responsiblePlay}$`));

  const player = await registerPlayer(request);
  await signedInAs(page, player.token);
  await page.goto(paths.account);
  await page.getByRole('main').getByRole('link', { name: enUS.route.responsiblePlay }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.responsiblePlay}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: new RegExp(text.tools.realityCheck.name) })).toHaveAttribute('href', paths.realityCheck);
  await expect(main.getByRole('link', { name: new RegExp(text.tools.limits.name) })).toHaveAttribute('href', paths.saferPlay);
  await expect(main.getByRole('link', { name: text.call.replace('{{phone}}', '1323') })).toHaveAttribute('href', 'tel:1323');
  await expectNoSeriousViolations(page, { settle: false });

  await main.getByRole('button', { name: quiz.start }).click();
  for (const answer of ['2', '1', '0', '3'] as const) await main.getByRole('button', { name: quiz.answers[answer], exact: true }).click();
  await expect(main.getByText(quiz.score.replace('{{score}}', '6').replace('{{max}}', '12'))).toBeVisible();
  await expect(main.getByText(quiz.result.high)).toBeVisible();
  await expectNoSeriousViolations(page, { settle: false });
});
