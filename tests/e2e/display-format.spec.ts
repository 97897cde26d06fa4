// SPEC.md §9's formats on the screens that show them, in the player's language: the home's winners
// say how long ago they won (the site's date after 30 days, on the site's clock), a game's page
// gives its counts with the language's units. The server's lists are replayed with chosen times and
// counts, since real rounds are all minutes old and real counts small.
import { expect, test, type Page } from './fixtures';
import thTH from '../../locales/th_TH.json' with { type: 'json' };
import zhCN from '../../locales/zh_CN.json' with { type: 'json' };
import { siteDate } from '../../src/domain/display-format';
import type { GameDetail, GameHome } from '../../src/domain/game';
import { paths } from '../../src/domain/routes';
import { registerPlayer, signedInAs } from './accounts';
import { ops } from './ops';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** UTC+6:30 (hours from UTC+8), where a date differs from UTC+8's for an hour and a half a day. */
const ZONE = -1.5;

test.beforeAll(async () => {
  await ops('site', 'set', 'countryTimezone', String(ZONE));
});
test.afterAll(async () => {
  await ops('site', 'set', 'countryTimezone', '0');
});

const inLanguage = (page: Page, code: string) => page.addInitScript((locale) => localStorage.setItem('locale', JSON.stringify(locale)), code);

test('the winners say when they won, in the language and on the site clock', async ({ page }) => {
  const now = Date.now();
  // 45 days ago at 16:45 UTC: 00:45 the next day at UTC+8, 23:15 the same day on the site's clock.
  const longAgo = new Date(now - 45 * DAY);
  longAgo.setUTCHours(16, 45, 0, 0);
  const ages = [4 * MINUTE, 5 * MINUTE, 3 * 60 * MINUTE, 2 * DAY];
  await page.route(/\/user-api\/game\/home/, async (route) => {
    const response = await route.fetch();
    const reply = (await response.json()) as { data: GameHome };
    const game = reply.data.trending[0]!;
    const winners = [...ages.map((age) => now - age), longAgo.getTime()].map((time, index) => ({
      playerName: `09***${10 + index}`, gameId: game.id, gameName: game.name, gameIcon: game.icon, amount: 1000 - index, time,
    }));
    reply.data.topWinners = winners;
    await route.fulfill({ response, json: reply });
  });
  await inLanguage(page, 'th_TH');
  await page.goto(paths.home);

  const rows = page.getByTestId('winner-row');
  await expect(rows).toHaveCount(5);
  const times = rows.locator('time');
  const zoneDate = siteDate(longAgo.getTime(), ZONE);
  expect(zoneDate).not.toBe(siteDate(longAgo.getTime(), 0));
  await expect(times).toHaveText([
    thTH.format.time.justNow,
    thTH.format.time.minutes.replace('{{count}}', '5'),
    thTH.format.time.hours.replace('{{count}}', '3'),
    thTH.format.time.days.replace('{{count}}', '2'),
    zoneDate,
  ]);
  await expect(times.last()).toHaveAttribute('datetime', longAgo.toISOString());
});

test("a game's counts use the language's units and grouped thousands", async ({ page, request }) => {
  const player = await registerPlayer(request);
  await signedInAs(page, player.token);
  await page.route(/\/user-api\/game\/info\//, async (route) => {
    const response = await route.fetch();
    const reply = (await response.json()) as { data: GameDetail };
    Object.assign(reply.data, { playCount: 123_456, favoriteCount: 9999, likeCount: 10_500, commentCount: 1234 });
    await route.fulfill({ response, json: reply });
  });
  await inLanguage(page, 'zh_CN');
  const search = await (await request.get('/user-api/game/search?name=Roulette&page=1&limit=5')).json();
  await page.goto(`${paths.gameDetail}?id=${search.data.rows[0].id}`);

  const text = zhCN.games.detail;
  await expect(page.getByText(text.plays.replace('{{count}}', '12.3万'))).toBeVisible();
  await expect(page.getByRole('button', { name: `${text.favorite} 9.9千` })).toBeVisible();
  await expect(page.getByRole('button', { name: `${text.like} 1万` })).toBeVisible();
  await expect(page.getByRole('tab', { name: text.commentTab.replace('{{count}}', '1,234') })).toBeVisible();
});
