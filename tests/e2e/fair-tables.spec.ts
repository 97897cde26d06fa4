// The game's Fairness panel, framed as the web app frames it (same sandbox): it says one seed pair
// serves all the player's games, and its link opens the game's published tables in a new tab
// (the game stays open), in the player's language, with the paylines numbered 1 to 20.
import { expect, test, type Page } from './fixtures';
import type { GameSession } from '../../src/domain/game-play.schema';
import type { GameItem, GameMaker } from '../../src/domain/game.schema';
import { en_US } from '../../server/makers/demo/web/texts/en_US';
import { registerPlayer } from './accounts';
import { hostFrame } from './demo-games';
import { ops } from './ops';

type Reply<T> = { code: number; msg: string; data: T };

async function lanternsId(page: Page): Promise<number> {
  const makers = (await (await page.request.get('/user-api/game/maker/list')).json()) as Reply<GameMaker[]>;
  const demo = makers.data.find((maker) => maker.code === 'demo');
  const games = (await (await page.request.get(`/user-api/game/maker_game/${demo?.id}`)).json()) as Reply<GameItem[]>;
  const lanterns = games.data.find((game) => /lantern/i.test(game.name));
  expect(lanterns, 'Lucky Lanterns is in the catalogue').toBeTruthy();
  return lanterns?.id ?? 0;
}

test('the Fairness panel says one seed pair serves every game and opens the published tables in a new tab', async ({ page, baseURL }) => {
  // As in demo-games.spec.ts: the reels settle sooner, for a player who asks for less motion.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const player = await registerPlayer(page.request);
  await ops('wallet', 'adjust', player.phone, '200', 'e2e fair tables credit');
  const launched = (await (
    await page.request.post(`/user-api/game/launch/${await lanternsId(page)}`, {
      headers: { Authorization: `Bearer ${player.token}`, 'Idempotency-Key': crypto.randomUUID() },
      data: { amount: 100, all: false },
    })
  ).json()) as Reply<GameSession>;
  expect(launched.code, launched.msg).toBe(200);
  await hostFrame(page, launched.data.url, String(baseURL));
  const frame = page.frameLocator('iframe');

  await frame.getByRole('button', { name: en_US.fairness }).click();
  const panel = frame.getByRole('dialog', { name: en_US['fair.title'] });
  await expect(panel.getByText(en_US['fair.shared'])).toBeVisible();
  const link = panel.getByRole('link', { name: en_US['fair.tables'] });
  await expect(link).toHaveAttribute('target', '_blank');

  const [tables] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(tables.getByRole('heading', { level: 1, name: 'Lucky Lanterns: published tables' })).toBeVisible();
  expect(new URL(tables.url()).pathname).toBe('/fair/lucky-lanterns');
  await expect(tables.getByRole('heading', { name: 'Paylines' })).toBeVisible();
  await expect(tables.getByRole('rowheader', { name: '20', exact: true }).first()).toBeVisible();
  await expect(tables.getByRole('link', { name: 'The same tables as JSON' })).toHaveAttribute('href', '/fair/lucky-lanterns.json');
  // The game is still there, its panel open.
  await expect(panel).toBeVisible();
});
