// What a player sees around the lobby (issue 20): the balance and Deposit in the phone's bar on
// every tab page, fresh after a money event; playable games ahead of those in maintenance in
// every rail; one desktop lobby whichever home address; promotions with pictures, on their cards
// and in the home's carousel; the Account page in sections. (A new player's first message, the
// welcome, is in messages.spec.ts.)
import { expect, test, type Page } from './fixtures';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import { paths } from '../../src/domain/routes';
import { desktop, registerPlayer, signedInAs } from './accounts';
import { ops } from './ops';
import { appTookOver, partTookOver } from './app-ready';

const tabBar = (page: Page) => page.getByRole('navigation', { name: enUS.desktop.menu });
const phoneBar = (page: Page) => page.getByRole('banner');

test.describe('the phone', () => {
  test.beforeEach(({ browserName: _browser }, testInfo) => test.skip(desktop(testInfo.project.name), 'the phone layout'));

  test('every tab page shows the balance and Deposit in its bar, fresh after a money event', async ({ page, request }) => {
    const player = await registerPlayer(request);
    await ops('wallet', 'adjust', player.username, '100', 'lobby test');
    await signedInAs(page, player.token);
    await page.goto(paths.home);
    for (const tab of [enUS.tab.home, enUS.tab.browser, enUS.tab.privilege, enUS.tab.myGames, enUS.tab.account]) {
      // The Account tab's name also counts the unread messages (a new player has their welcome).
      await tabBar(page).getByRole('link', { name: new RegExp(`^${tab}`) }).click();
      await expect(phoneBar(page).getByRole('link', { name: new RegExp(`^${enUS.account.balance} .*100\\.00$`) })).toBeVisible();
      await expect(phoneBar(page).getByRole('link', { name: enUS.desktop.deposit, exact: true })).toBeVisible();
    }
    // Claiming a bonus is a money event: back on the tab pages, the bar shows the new figure.
    await ops('bonus', 'grant', player.username, '50', '--pending', '--note', 'Lobby', 'test');
    await page.getByRole('main').getByRole('link', { name: new RegExp(`^${enUS.account.systemBonus}`) }).click();
    await page.getByRole('main').getByRole('button', { name: new RegExp(`^${enUS.bonus.claim} `) }).click();
    // The claim itself asks for the wallet's new figure.
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/user/getBalanceInfo')),
      page.getByRole('alertdialog', { name: enUS.bonus.claimTitle }).getByRole('button', { name: enUS.bonus.claim }).click(),
    ]);
    await expect(page.getByRole('main').getByTestId('bonus-row')).toContainText(enUS.bonus.states.claimed);
    // Straight to the home inside the app, past no page that loads the balance by itself (Account
    // does): only the refresh the claim sent can have brought the new figure, and no call may.
    let balanceReads = 0;
    page.on('request', (r) => {
      if (r.url().includes('/user/getBalanceInfo')) balanceReads += 1;
    });
    await page.evaluate((home) => {
      history.pushState(null, '', home);
      dispatchEvent(new PopStateEvent('popstate'));
    }, paths.home);
    await expect(phoneBar(page).getByRole('link', { name: new RegExp(`^${enUS.account.balance} .*150\\.00$`) })).toBeVisible();
    expect(balanceReads, 'the home showed the balance the claim refreshed, without reading it again').toBe(0);
    await phoneBar(page).getByRole('link', { name: enUS.desktop.deposit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.recharge}$`));
  });

  test('a guest sees no balance in the bar', async ({ page }) => {
    await page.goto(paths.home);
    await expect(page.getByRole('heading', { name: enUS.route.home, level: 1 })).toBeVisible();
    await expect(phoneBar(page).getByRole('link', { name: enUS.desktop.deposit })).toHaveCount(0);
  });
});

test('every rail of the home leads with games a player can open; titles in maintenance come last', async ({ page }) => {
  await page.goto(paths.home);
  for (const rail of [enUS.home.trending, enUS.home.new]) {
    const tiles = page.getByRole('region', { name: rail }).getByTestId('game-tile');
    await expect(tiles.first()).toBeVisible();
    const closed = await tiles.evaluateAll((all, word) => all.map((tile) => (tile.textContent ?? '').includes(word)), enUS.home.maintenance);
    expect(closed[0], `${rail} leads with a playable game`).toBe(false);
    expect(closed.indexOf(true) === -1 || closed.slice(closed.indexOf(true)).every(Boolean), `${rail}: ${closed.join(' ')}`).toBe(true);
  }
});

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

test('promotion cards and their pages carry their pictures', async ({ page, request }) => {
  // A promotion's page is a player's (SPEC.md §6 whitelist): signed in, the list leads there.
  await signedInAs(page, (await registerPlayer(request)).token);
  await page.goto(paths.privilege);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Welcome bonus 50 %' }) });
  await expect(card.locator('img')).toHaveAttribute('src', '/promotions/welcome-bonus.svg');
  await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.getByRole('tab', { name: enUS.privilege.gamePromotions }).click();
  const lanterns = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Lucky Lanterns: 20 % more' }) });
  await expect(lanterns.locator('img')).toHaveAttribute('src', '/promotions/lucky-lanterns.svg');
  // Its page is headed by the same picture.
  await lanterns.getByRole('link', { name: enUS.promotion.details }).click();
  const detail = page.getByRole('article', { name: 'Lucky Lanterns: 20 % more' });
  await expect(detail.locator('img')).toHaveAttribute('src', '/promotions/lucky-lanterns.svg');
  await expect.poll(() => detail.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('the home shows the promotions in a carousel: buttons, dots and a swipe step through it', async ({ page, request }) => {
  await signedInAs(page, (await registerPlayer(request)).token);
  // Reduced motion: the slides change only when the player asks, so every step below is the player's.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(paths.home);
  const hero = page.getByRole('region', { name: enUS.hero.label });
  const slide = (n: number) => hero.getByRole('group', { name: fill(enUS.hero.position, { n, count: 3 }) });
  await expect(slide(1)).toBeVisible();
  await expect(slide(2)).toHaveCount(0);
  const first = (await slide(1).getByRole('heading').textContent()) ?? '';
  await expect(slide(1).getByRole('link', { name: `${enUS.promotion.details}: ${first}` })).toBeVisible();

  // The carousel is on the server's page; its buttons step only once the app holds the page and
  // the carousel's own code has come (after the page's load event).
  await appTookOver(page);
  await partTookOver(hero.getByRole('button', { name: enUS.hero.next }));
  await hero.getByRole('button', { name: enUS.hero.next }).click();
  await expect(slide(2)).toBeVisible();
  await expect(slide(1)).toHaveCount(0);
  await hero.getByRole('button', { name: enUS.hero.previous }).click();
  await expect(slide(1)).toBeVisible();
  await hero.getByRole('button', { name: enUS.hero.previous }).click();
  await expect(slide(3)).toBeVisible();
  await hero.getByRole('button', { name: new RegExp(`^${fill(enUS.hero.show, { n: 1, title: '' })}`) }).click();
  await expect(slide(1)).toBeVisible();

  if (page.viewportSize()!.width < 1000) {
    // A swipe to the left brings the next slide, to the right the one before.
    const swipe = (dx: number) => slide(1).or(slide(2)).evaluate((element, move) => {
      const viewport = element.parentElement!.parentElement!;
      const box = viewport.getBoundingClientRect();
      const at = (x: number) => new Touch({ identifier: 1, target: viewport, clientX: x, clientY: box.top + box.height / 2 });
      const startX = box.left + box.width / 2;
      viewport.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [at(startX)], changedTouches: [at(startX)] }));
      viewport.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [at(startX + move)] }));
    }, dx);
    await swipe(-120);
    await expect(slide(2)).toBeVisible();
    await swipe(120);
    await expect(slide(1)).toBeVisible();
  }

  // Opening a slide's link reaches its promotion's page.
  await slide(1).getByRole('link', { name: `${enUS.promotion.details}: ${first}` }).click();
  await expect(page.getByRole('heading', { name: first })).toBeVisible();
});

test('the Account page groups its rows under headings, each row with its icon', async ({ page, request }) => {
  await signedInAs(page, (await registerPlayer(request)).token);
  await page.goto(paths.account);
  const groups = [
    [enUS.account.groups.money, [enUS.account.myWallet, enUS.account.myBankCard, enUS.account.myPromotion, enUS.account.rebate, enUS.account.systemBonus]],
    [enUS.account.groups.games, [enUS.account.recentlyPlaying, enUS.account.myFavorite, enUS.account.myLike, enUS.account.verifyRound]],
    [enUS.account.groups.help, [enUS.account.message, enUS.account.contactUs, enUS.account.contactInfomation, enUS.route.responsiblePlay]],
    [enUS.account.groups.settings, [enUS.account.myInfomation, enUS.account.resetPassword, enUS.account.accountSecurity, enUS.account.language, enUS.account.theme]],
  ] as const;
  for (const [heading, rows] of groups) {
    const group = page.getByRole('region', { name: heading });
    await expect(group.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    for (const row of rows) {
      const link = group.getByRole('link', { name: new RegExp(`^${row}`) });
      await expect(link).toBeVisible();
      await expect(link.locator('svg')).toHaveCount(1);
    }
  }
  await expect(page.getByRole('region', { name: enUS.account.groups.settings }).getByRole('button', { name: enUS.account.exit })).toBeVisible();
});

test.describe('the desktop', () => {
  test.beforeEach(({ browserName: _browser }, testInfo) => test.skip(!desktop(testInfo.project.name), 'the desktop layout'));

  test('one lobby whichever home address: /, the phone home and the desktop home', async ({ page, request }) => {
    const player = await registerPlayer(request);
    await signedInAs(page, player.token);
    for (const address of [paths.root, paths.home, paths.desktopIndex]) {
      await page.goto(address);
      await expect(page.getByRole('navigation', { name: enUS.desktop.homeMenu })).toBeVisible();
      await expect(page.getByRole('link', { name: enUS.desktop.lobby })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('region', { name: enUS.home.trending }).getByTestId('game-tile').first()).toBeVisible();
      // The site's header only: no phone bar with a "Home" title above the lobby.
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: enUS.desktop.menu }).getByRole('link', { name: enUS.tab.home, exact: true })).toHaveAttribute('aria-current', 'page');
    }
  });
});
