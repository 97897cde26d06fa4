// The game lobby end to end against the real server and its seeded catalogue: the home's rails and
// winners, a category of the browser, search with and without results, a game's page; a signed-in
// player marks it favorite and liked (the counts move and the marks are still there after a
// reload), finds it under My games, comments with a score, replies and deletes both.
import { expect, test, type APIRequestContext } from './fixtures';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import type { GameItem } from '../../src/domain/game.schema';
import { paths } from '../../src/domain/routes';
import { registerPlayer, signedInAs } from './accounts';
import { appTookOver, partTookOver } from './app-ready';

const text = enUS.games;

/** A seeded game's id, found through the public search. */
async function gameId(request: APIRequestContext, name: string): Promise<number> {
  const reply = await (await request.get(`/user-api/game/search?name=${encodeURIComponent(name)}&page=1&limit=5`)).json();
  const game = (reply.data.rows as GameItem[]).find((row) => row.name === name);
  expect(game, `${name} is in the catalogue`).toBeDefined();
  return game!.id;
}

test('home, a category, search and a game page', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await signedInAs(page, player.token);

  await page.goto(paths.home);
  const newRail = page.getByRole('region', { name: enUS.home.new });
  await expect(newRail.getByTestId('game-tile').first()).toBeVisible();
  await expect(page.getByRole('region', { name: enUS.home.trending })).toBeVisible();
  await expect(page.getByRole('tab', { name: enUS.home.allTime })).toHaveAttribute('aria-selected', 'true');
  await appTookOver(page);
  await partTookOver(page.getByRole('tab', { name: enUS.home.week }));
  await page.getByRole('tab', { name: enUS.home.week }).click();
  await expect(page.getByRole('tab', { name: enUS.home.week })).toHaveAttribute('aria-selected', 'true');
  // A tag chip opens that tag's games.
  await page.getByRole('navigation', { name: enUS.home.tags }).getByRole('link', { name: 'Provably fair' }).click();
  await expect(page.getByRole('heading', { name: 'Provably fair', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Lucky Lanterns/ })).toBeVisible();

  await page.goto(paths.browser);
  await page.getByRole('tab', { name: text.category.poker }).click();
  await expect(page.getByRole('tab', { name: text.category.poker })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: /Jacks or Better/ })).toBeVisible();
  // The browser opens on the category chosen last time.
  await page.reload();
  await expect(page.getByRole('tab', { name: text.category.poker })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: /^Lantern Forge Studio/ }).click();
  await expect(page.getByRole('heading', { name: 'Lantern Forge Studio', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Royal Roulette/ })).toBeVisible();

  await page.goto(paths.searchGame);
  const box = page.getByRole('searchbox', { name: enUS.browser.searchPlaceholder });
  await box.fill('roul');
  await expect(page.getByTestId('game-tile')).toHaveCount(1);
  await expect(page.getByRole('link', { name: /Royal Roulette/ })).toBeVisible();
  await box.fill('no such game');
  await expect(page.getByText(text.search.noResults.replace('{{name}}', 'no such game'))).toBeVisible();
  await box.fill('roul');
  await page.getByRole('link', { name: /Royal Roulette/ }).click();

  await expect(page.getByRole('heading', { name: 'Royal Roulette', level: 2 })).toBeVisible();
  await expect(page.getByText(text.detail.rtp.replace('{{rtp}}', '97.3'))).toBeVisible();
  await expect(page.getByText(text.detail.developer)).toBeVisible();
  await expect(page.getByRole('heading', { name: text.detail.howToPlay })).toBeVisible();
  await expect(page.getByRole('button', { name: text.detail.play })).toBeEnabled();
});

test('a player with an empty wallet is sent to deposit, and a game in maintenance cannot start', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await signedInAs(page, player.token);
  const lanterns = await gameId(request, 'Lucky Lanterns');
  // Play decides on the balance the page asks for as it opens.
  await Promise.all([page.waitForResponse((r) => r.url().includes('/user/getBalanceInfo')), page.goto(`${paths.gameDetail}?id=${lanterns}`)]);
  await page.getByRole('button', { name: text.detail.play }).click();
  const prompt = page.getByRole('alertdialog');
  await expect(prompt).toContainText('Insufficient balance, please Deposit!');
  await prompt.getByRole('button', { name: text.detail.deposit }).click();
  await expect(page).toHaveURL(new RegExp(paths.recharge));

  await page.goto(`${paths.gameDetail}?id=${await gameId(request, "Dragon's Hoard")}`);
  await expect(page.getByText(text.detail.maintenance)).toBeVisible();
  await expect(page.getByRole('button', { name: text.detail.play })).toBeDisabled();
});

test('favorite and like, then comment with a score, reply and delete both', async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await registerPlayer(request);
  await signedInAs(page, player.token);
  const id = await gameId(request, 'Jacks or Better');
  await page.goto(`${paths.gameDetail}?id=${id}`);

  const favorite = page.getByRole('button', { name: new RegExp(`^${text.detail.favorite}`) });
  const like = page.getByRole('button', { name: new RegExp(`^${text.detail.like}`) });
  await expect(favorite).toHaveAttribute('aria-pressed', 'false');
  const likesBefore = Number(await like.getByText(/^\d+$/).textContent());
  await favorite.click();
  await like.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like.getByText(/^\d+$/)).toHaveText(String(likesBefore + 1));
  await page.reload();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  await page.goto(paths.myGames);
  await expect(page.getByRole('link', { name: /Jacks or Better/ })).toBeVisible();
  await page.getByRole('tab', { name: enUS.myGames.liked }).click();
  await expect(page.getByRole('link', { name: /Jacks or Better/ })).toBeVisible();

  await page.goto(`${paths.gameDetail}?id=${id}`);
  await page.getByRole('tab', { name: new RegExp(text.detail.commentTab.replace(' ({{count}})', '')) }).click();
  const form = page.getByRole('form', { name: text.comment.write });
  await form.getByLabel(text.comment.content).fill('Held the pair and drew a full house.');
  await form.getByRole('button', { name: text.comment.post }).click();
  // No score yet: the form says so and sends nothing.
  await expect(form.getByRole('alert')).toHaveText(text.comment.problem.noScore);
  await form.getByRole('radio', { name: text.comment.stars.replace('{{count}}', '4') }).check();
  await form.getByRole('button', { name: text.comment.post }).click();
  const mine = page.getByTestId('game-comment').filter({ hasText: 'Held the pair and drew a full house.' });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('img', { name: text.comment.stars.replace('{{count}}', '4') })).toBeVisible();

  await mine.getByRole('button', { name: text.comment.reply, exact: true }).click();
  const replyForm = page.getByRole('form', { name: new RegExp(text.comment.replyingTo.replace(' {{name}}', '')) });
  await replyForm.getByLabel(text.comment.content).fill('And the next hand was a royal flush!');
  await replyForm.getByRole('button', { name: text.comment.reply, exact: true }).click();
  const reply = mine.getByTestId('game-reply').filter({ hasText: 'And the next hand was a royal flush!' });
  await expect(reply).toBeVisible();

  // Both stay after a reload, with the reply behind its toggle.
  await page.reload();
  await page.getByRole('tab', { name: new RegExp(text.detail.commentTab.replace(' ({{count}})', '')) }).click();
  await mine.getByRole('button', { name: text.comment.showReplies.replace('{{count}}', '1') }).click();
  await expect(reply).toBeVisible();

  await reply.getByRole('button', { name: text.comment.delete }).click();
  const question = page.getByRole('alertdialog', { name: text.comment.deleteTitle });
  await question.getByRole('button', { name: enUS.common.cancel }).click();
  await expect(reply).toBeVisible();
  await reply.getByRole('button', { name: text.comment.delete }).click();
  await question.getByRole('button', { name: text.comment.delete }).click();
  await expect(reply).toHaveCount(0);
  await mine.getByRole('button', { name: text.comment.delete }).first().click();
  await question.getByRole('button', { name: text.comment.delete }).click();
  await expect(mine).toHaveCount(0);
  await page.reload();
  await page.getByRole('tab', { name: new RegExp(text.detail.commentTab.replace(' ({{count}})', '')) }).click();
  await expect(page.getByText(text.comment.none)).toBeVisible();
});
