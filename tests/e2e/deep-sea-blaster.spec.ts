// Deep Sea Blaster end to end, on the phone and on the desktop: a funded player opens the fishing
// category in the lobby, finds the game leading it, takes money in and fires: a volley by keyboard
// (Space pressed far faster than shots are answered: the page holds one at the maker and two
// waiting, and drops the presses beyond),
// then taps or clicks on the sea. Every shot is a round the maker answered; the balance the bar
// shows follows them; the fairness panel lists them; after a seed rotation and the exit, the verify
// page recomputes the newest shot from its revealed seed.
import { expect, test, type Page, type Response } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import { paths } from '../../src/domain/routes';
import { formatMoney } from '../../src/domain/money-format';
import { toMinorUnits } from '../../src/domain/money';
import { en_US as game } from '../../server/makers/demo/web/texts/en_US';
import { MAX_WAITING } from '../../server/makers/demo/web/deep-sea-blaster/shot-queue';
import { registerPlayer, signedInAs } from './accounts';
import { focusGame, launchLeadingGame } from './demo-games';
import { ops } from './ops';

const text = enUS.play;
const TAKEN_IN = 200;
const minor = (amount: number): bigint => toMinorUnits(Math.abs(amount).toFixed(2)) ?? -1n;

interface ShotReply {
  bet: number;
  win: number;
  balance: number;
  outcome: { fish: string; caught: boolean };
  fair: { nonce: number };
}

/** Every round the frame asks the maker for, with the time it was sent and answered. */
function watchShots(page: Page) {
  const shots: { sent: number; answered: number; reply: ShotReply }[] = [];
  const sent = new Map<unknown, number>();
  let inFlight = 0;
  let mostInFlight = 0;
  page.on('request', (request) => {
    if (!request.url().includes('/api/round')) return;
    sent.set(request, Date.now());
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
  });
  page.on('response', async (response: Response) => {
    if (!response.url().includes('/api/round')) return;
    inFlight -= 1;
    expect(response.status()).toBe(200);
    shots.push({ sent: sent.get(response.request()) ?? 0, answered: Date.now(), reply: (await response.json()) as ShotReply });
  });
  return { shots, mostInFlight: () => mostInFlight };
}

test('fishing from the lobby: shots by keyboard and touch are rounds, the balance follows, and one verifies', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  const player = await registerPlayer(request);
  await ops('wallet', 'adjust', player.phone, '1000', 'e2e fishing credit');
  await signedInAs(page, player.token);

  // The lobby's fishing category leads with the game that plays.
  const { gameId, controls, frame } = await launchLeadingGame(page, enUS.games.category.fishing, 'Deep Sea Blaster', TAKEN_IN);
  const fire = frame.getByRole('button', { name: game['fish.fire'] });
  await expect(fire).toBeEnabled({ timeout: 20_000 });
  await expectNoSeriousViolations(page, { settle: false });
  const watched = watchShots(page);

  // A volley by keyboard: ten presses of Space, far faster than shots are answered.
  await focusGame(frame);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  for (let press = 0; press < 10; press += 1) await page.keyboard.press('Space');
  await expect.poll(() => watched.shots.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1 + MAX_WAITING);
  await page.waitForTimeout(1500);
  const volley = watched.shots.length;
  expect(volley).toBeLessThanOrEqual(10);
  // Then taps (or clicks) on the sea: each fires at the fish nearest the tap.
  const sea = frame.getByRole('img', { name: game['fish.sea'] });
  const box = await sea.boundingBox();
  expect(box).not.toBeNull();
  for (const [x, y] of [[0.3, 0.4], [0.7, 0.3], [0.5, 0.6]] as const) {
    const point = { x: box!.width * x, y: box!.height * y };
    if (testInfo.project.use.hasTouch) await sea.tap({ position: point });
    else await sea.click({ position: point });
  }
  await fire.click();
  await expect.poll(() => watched.shots.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(volley + 4);
  // Settled: nothing more goes out, and the page never had more than one shot at the maker.
  await expect.poll(async () => (await frame.locator('.catch-info').textContent()) ?? '', { timeout: 20_000 }).toMatch(/Caught|escaped/);
  await page.waitForTimeout(1500);
  expect(watched.mostInFlight()).toBe(1);
  const shots = watched.shots.map((shot) => shot.reply).sort((a, b) => a.fair.nonce - b.fair.nonce);
  expect(shots.length).toBe(volley + 4);
  expect(shots.map((shot) => shot.fair.nonce)).toEqual(shots.map((_, index) => index));
  for (const shot of shots) {
    expect(shot.bet).toBe(1);
    expect(shot.win === 0).toBe(!shot.outcome.caught);
  }
  const net = shots.reduce((sum, shot) => sum + minor(shot.win) - minor(shot.bet), 0n);
  const last = shots.at(-1)!;
  expect(minor(last.balance)).toBe(minor(TAKEN_IN) + net);
  await expect(controls).toContainText(formatMoney(last.balance, '₱'));
  await expect.poll(() => frame.locator('.meters .meter-value').first().textContent(), { message: `the frame's balance after ${shots.length} shots` }).toBe(formatMoney(last.balance, '₱'));

  // The fairness panel lists the shots; rotating reveals their seed.
  await frame.getByRole('button', { name: game.fairness }).click();
  const fairness = frame.getByRole('dialog', { name: game['fair.title'] });
  await expect(fairness.locator('.history-row')).toHaveCount(Math.min(shots.length, 12));
  await fairness.getByRole('button', { name: game['fair.rotate'] }).click();
  await expect(fairness.getByText(game['fair.revealed'])).toBeVisible();
  await fairness.getByRole('button', { name: game.close }).click();

  // Exit: the game's balance comes back.
  await controls.getByRole('button', { name: text.exit }).click();
  await page.getByRole('alertdialog', { name: text.exitTitle }).getByRole('button', { name: text.exit }).click();
  await expect(page.getByRole('dialog', { name: text.doneTitle })).toBeVisible({ timeout: 30_000 });
  await ops('ledger', 'check');

  // The verify page recomputes the newest shot from its revealed seed.
  await page.goto(`${paths.verifyRound}?gameId=${gameId}`);
  const list = page.getByRole('region', { name: enUS.fair.recentRounds });
  await expect(list.getByRole('listitem')).toHaveCount(Math.min(shots.length, 20));
  await list.getByRole('button').first().click();
  const verdict = page.getByTestId('round-verdict');
  await expect(verdict).toHaveAttribute('data-verified', 'true', { timeout: 20_000 });
  await expect(verdict).toContainText(enUS.fair.verified);
});
