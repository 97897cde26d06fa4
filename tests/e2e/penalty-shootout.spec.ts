// Penalty Shootout end to end, on the phone and the desktop: a funded player opens the sports
// category of the lobby, which leads with the shootout, and plays it straight from the wallet (its
// maker is the seamless one: no amount step, the bar shows the wallet), puts bets on three markets
// (clicks, as play.spec.ts does inside the platform's frame; demo-games.spec.ts plays it by touch
// and keyboard in a frame of its own), kicks off and watches the kicks (the animation runs: no reduced motion), sees
// the slip settle and the wallet move by exactly what the maker paid; a second shootout by
// keyboard with reduced motion shows the result at once. After a seed rotation the verify page
// recomputes the round and shows it verified.
import { expect, test, type APIRequestContext } from './fixtures';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import { en_US as game } from '../../server/makers/demo/web/texts/en_US';
import type { GameItem } from '../../src/domain/game.schema';
import { formatMoney } from '../../src/domain/money-format';
import { toMinorUnits } from '../../src/domain/money';
import { paths } from '../../src/domain/routes';
import { registerPlayer, signedInAs } from './accounts';
import { focusGame, openLeadingGame } from './demo-games';
import { ops } from './ops';

const text = enUS.play;
const FUNDED = 1000;
type Round = { bet: number; win: number; balance: number; outcome: { kicks: unknown[]; winner: string } };
const minor = (amount: number) => toMinorUnits(amount.toFixed(2)) ?? -1n;

async function sportsGames(request: APIRequestContext): Promise<GameItem[]> {
  const categories = ((await (await request.get('/user-api/game/category/list')).json()) as { data: { id: number; code: string }[] }).data;
  const sports = categories.find((category) => category.code === 'sports');
  return ((await (await request.get(`/user-api/game/category_game/${sports?.id}`)).json()) as { data: GameItem[] }).data;
}

test('the lobby\'s sports category leads with Penalty Shootout: bets on three markets, the kicks, the settled slip, and a verified round', async ({ page, request }) => {
  test.setTimeout(180_000);
  const player = await registerPlayer(request);
  await ops('wallet', 'adjust', player.phone, '1000', 'e2e shootout credit');
  await signedInAs(page, player.token);
  const [first] = await sportsGames(request);
  expect(first).toMatchObject({ name: 'Penalty Shootout', maintenance: false });

  // The lobby's sports category, its first tile, its page, Play now: no amount to choose, the game opens on the wallet.
  await openLeadingGame(page, enUS.games.category.sports, 'Penalty Shootout');
  const controls = page.getByRole('navigation', { name: text.controls });
  await expect(controls).toContainText(text.fromWallet);
  await expect(controls).toContainText(formatMoney(FUNDED, '₱'));
  await expect(controls.getByRole('button', { name: text.recharge })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: text.chooseTitle.replace('{{name}}', 'Penalty Shootout') })).toHaveCount(0);
  const frame = page.frameLocator('iframe');
  const kickOff = frame.getByRole('button', { name: game['shootout.kickOff'] });
  await expect(kickOff).toBeDisabled({ timeout: 20_000 });
  // Nor does the game's own bar offer Recharge: there is nothing to bring in.
  await expect(frame.getByRole('button', { name: game.exit })).toBeVisible();
  await expect(frame.getByRole('button', { name: game.recharge })).toHaveCount(0);

  // Three markets: Home to win and sudden death on the first tab, a save on kick 2 on the kicks tab (stake 5 each).
  const press = async (name: RegExp | string) => {
    const target = frame.getByRole('button', { name });
    await target.click();
  };
  await press(/^Home wins, odds 1\.92/);
  await press(/^Goes to sudden death, odds 3\.30/);
  await frame.getByRole('tab', { name: game['shootout.market.kick'] }).click();
  await press('Kick 2, Away');
  await press(/^Kick 2 \(Away\): Save, odds 5\.12/);
  const slip = frame.getByRole('list', { name: game['shootout.slip'] });
  await expect(slip.getByRole('listitem')).toHaveCount(3);
  await expect(frame.locator('.total-value')).toHaveText(formatMoney(15, '₱'));

  // Kick off: the ball flies (the button turns into Skip while it does), then the slip settles.
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/round') && r.request().method() === 'POST'), press(game['shootout.kickOff'])]);
  const round = (await response.json()) as Round;
  expect(round.bet).toBe(15);
  await expect(frame.getByRole('button', { name: game['shootout.skip'] })).toBeVisible();
  await expect(frame.locator('.shout')).not.toHaveText('', { timeout: 10_000 });
  await expect(kickOff).toBeEnabled({ timeout: 60_000 });
  await expect(frame.locator('.slip-row.won, .slip-row.lost')).toHaveCount(3);
  await expect(frame.locator('.mark-goal, .mark-fail')).toHaveCount(round.outcome.kicks.length);
  await expect(frame.locator('.status-line')).toContainText(`${round.outcome.winner === 'home' ? 'Home' : 'Away'} wins`);
  await expect(controls).toContainText(formatMoney(round.balance, '₱'));
  expect(minor(round.balance)).toBe(minor(FUNDED) - minor(15) + minor(round.win));
  // The wallet is where the money is: the platform's own figure says the same.
  await expect.poll(async () => ((await (await request.get('/user-api/user/getBalanceInfo', { headers: { Authorization: `Bearer ${player.token}` } })).json()) as { data: { balance: number } }).data.balance).toBe(round.balance);

  // The same slip again by keyboard, asking for less motion: the result shows without the kicks.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await focusGame(frame);
  const [again] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/round') && r.request().method() === 'POST'), page.keyboard.press('Space')]);
  const second = (await again.json()) as Round;
  await expect(kickOff).toBeEnabled({ timeout: 5_000 });
  await expect(controls).toContainText(formatMoney(second.balance, '₱'));
  expect(minor(second.balance)).toBe(minor(round.balance) - minor(15) + minor(second.win));

  // Rotate the seed, exit with the money, then the verify page recomputes the newest round.
  await frame.getByRole('button', { name: game.fairness }).click();
  const fairness = frame.getByRole('dialog', { name: game['fair.title'] });
  await fairness.getByRole('button', { name: game['fair.rotate'] }).click();
  await expect(fairness.getByText(game['fair.revealed'])).toBeVisible();
  await fairness.getByRole('button', { name: game.close }).click();
  await controls.getByRole('button', { name: text.exit }).click();
  await page.getByRole('alertdialog', { name: text.exitTitle }).getByRole('button', { name: text.exit }).click();
  await expect(page.getByRole('dialog', { name: text.doneTitle })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('wallet-after-exit')).toHaveText(formatMoney(second.balance, '₱'));
  await page.goto(`${paths.verifyRound}?gameId=${first?.id}`);
  const list = page.getByRole('region', { name: enUS.fair.recentRounds });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list.getByRole('button').first().click();
  const verdict = page.getByTestId('round-verdict');
  await expect(verdict).toHaveAttribute('data-verified', 'true', { timeout: 20_000 });
  await expect(verdict).toContainText(enUS.fair.verified);
});
