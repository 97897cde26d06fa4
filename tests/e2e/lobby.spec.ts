// What a player sees around the lobby (issue 20): the balance and Deposit in the phone's bar on
// every tab page, fresh after a money event; playable games ahead of those in maintenance in
// every rail; one desktop lobby whichever home address; promotions with pictures, on their cards
// and in the home's carousel; the Account page in sections; a first message for a new player.
import { expect, test, type Page } from './fixtures';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import { paths } from '../../src/domain/routes';
import { desktop, registerPlayer, signedInAs } from './accounts';
import { ops } from './ops';

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
      await tabBar(page).getByRole('link', { name: tab, exact: true }).click();
      await expect(phoneBar(page).getByRole('link', { name: new RegExp(`^${enUS.account.balance} .*100\\.00$`) })).toBeVisible();
      await expect(phoneBar(page).getByRole('link', { name: enUS.desktop.deposit, exact: true })).toBeVisible();
    }
    // Claiming a bonus is a money event: back on the tab pages, the bar shows the new figure.
    await ops('bonus', 'grant', player.username, '50', '--pending', '--note', 'Lobby', 'test');
    await page.getByRole('main').getByRole('link', { name: new RegExp(`^${enUS.account.systemBonus}`) }).click();
    await page.getByRole('main').getByRole('button', { name: new RegExp(`^${enUS.bonus.claim} `) }).click();
    await page.getByRole('alertdialog', { name: enUS.bonus.claimTitle }).getByRole('button', { name: enUS.bonus.claim }).click();
    await expect(page.getByRole('main').getByTestId('bonus-row')).toContainText(enUS.bonus.states.claimed);
    await page.goBack();
    await tabBar(page).getByRole('link', { name: enUS.tab.home, exact: true }).click();
    await expect(phoneBar(page).getByRole('link', { name: new RegExp(`^${enUS.account.balance} .*150\\.00$`) })).toBeVisible();
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
