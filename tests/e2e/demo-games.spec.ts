// The demo maker's three games, end to end: a funded player launches each through the platform's
// play API, the game opens in a frame on a platform page (the maker's own origin, sandboxed as the
// web app frames it), and a round is played by keyboard and another by touch or click. The frame
// must say 'ready' and report each round's balance to the platform's origin only.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { MAKER_MESSAGE_SOURCE } from '../../src/domain/game-play';
import type { GameSession } from '../../src/domain/game-play.schema';
import type { GameItem, GameMaker } from '../../src/domain/game.schema';
import { en_US } from '../../server/makers/demo/web/texts/en_US';
import { registerPlayer } from './accounts';
import { hostFrame, messagesOf, playLanterns, playPoker, playRoulette, playShootout, type Gesture } from './demo-games';
import { ops } from './ops';
import { WCAG_TAGS } from './axe';

const GAMES = [
  { label: 'Lucky Lanterns', name: /lantern/i, play: playLanterns },
  { label: 'Royal Roulette', name: /roulette/i, play: playRoulette },
  { label: 'Jacks or Better', name: /jacks/i, play: playPoker },
  { label: 'Penalty Shootout', name: /penalty/i, play: playShootout },
];

type Reply<T> = { code: number; msg: string; data: T };

/** The built-in makers' games: the demo maker's, and the seamless maker's (Penalty Shootout, played from the wallet). */
async function demoGames(page: Page): Promise<GameItem[]> {
  const makers = (await (await page.request.get('/user-api/game/maker/list')).json()) as Reply<GameMaker[]>;
  const games: GameItem[] = [];
  for (const code of ['demo', 'seamless']) {
    const maker = makers.data.find((entry) => entry.code === code);
    expect(maker, `the ${code} maker is in the catalogue`).toBeTruthy();
    games.push(...((await (await page.request.get(`/user-api/game/maker_game/${maker?.id}`)).json()) as Reply<GameItem[]>).data);
  }
  return games;
}

/** Launches the game for the player and frames it on a platform page that records its messages. */
async function openInFrame(page: Page, platformOrigin: string, token: string, gameId: number): Promise<GameSession> {
  const reply = (await (
    await page.request.post(`/user-api/game/launch/${gameId}`, {
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
      data: { amount: 300, all: false },
    })
  ).json()) as Reply<GameSession>;
  expect(reply.code, reply.msg).toBe(200);
  const session = reply.data;
  await hostFrame(page, session.url, platformOrigin);
  return session;
}

test.describe('demo games in their frame', () => {
  test.beforeEach(async ({ page }) => {
    // The wheel and reels run at a quarter of their time, as for a player who asks for less motion.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  for (const game of GAMES) {
    test(`${game.label}: a round by keyboard and one by touch or click, each reported to the platform`, async ({ page, baseURL }, testInfo) => {
      const player = await registerPlayer(page.request);
      await ops('wallet', 'adjust', player.phone, '1000', 'e2e demo games credit');
      const item = (await demoGames(page)).find((entry) => game.name.test(entry.name));
      expect(item, `a demo game named like ${game.name}`).toBeTruthy();
      const session = await openInFrame(page, String(baseURL), player.token, item?.id ?? 0);
      const frame = page.frameLocator('iframe');

      await expect.poll(async () => (await messagesOf(page)).some((message) => message.data.type === 'ready')).toBe(true);
      // Axe looks inside the frame too, as tests/e2e/accessibility.spec.ts does on the app's screens.
      const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      const touch: Gesture = testInfo.project.use.hasTouch ? 'touch' : 'click';
      await game.play(frame, page, 'keyboard', 0);
      await game.play(frame, page, touch, 1);

      // A round's balance is posted once its reels or wheel have stopped, which may be after the
      // round shows in the history (on a busy machine the animation ends later): wait for both.
      await expect.poll(async () => (await messagesOf(page)).filter((message) => message.data.type === 'balance').length).toBeGreaterThanOrEqual(2);
      const messages = await messagesOf(page);
      expect(messages.every((message) => message.origin === session.origin && message.data.source === MAKER_MESSAGE_SOURCE)).toBe(true);
      const balances = messages.filter((message) => message.data.type === 'balance');
      const shown = await frame.locator('.meters .meter-value').first().textContent();
      expect(shown?.replace(/[^\d.]/g, '')).toBe((balances.at(-1)?.data.balance ?? -1).toFixed(2));
    });
  }

  test('Exit and Recharge are posted to the platform', async ({ page, baseURL }) => {
    const player = await registerPlayer(page.request);
    await ops('wallet', 'adjust', player.phone, '500', 'e2e demo games credit');
    const item = (await demoGames(page)).find((entry) => /jacks/i.test(entry.name));
    await openInFrame(page, String(baseURL), player.token, item?.id ?? 0);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: en_US.recharge }).click();
    await frame.getByRole('button', { name: en_US.exit }).click();
    await expect.poll(async () => (await messagesOf(page)).map((message) => message.data.type).filter((type) => type === 'recharge' || type === 'exit')).toEqual(['recharge', 'exit']);
  });
});
