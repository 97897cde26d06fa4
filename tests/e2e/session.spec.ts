// A signed-in player sees their balance and level on the Account page and logs out from it; the
// session survives a reload because the token is kept on the device.
import { expect, test } from './fixtures';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import { paths } from '../../src/domain/routes';
import { registerPlayer, signedInAs } from './accounts';

test('a signed-in player sees their account and logs out', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await signedInAs(page, player.token);
  await page.goto(paths.account);
  await expect(page.getByRole('heading', { level: 2, name: player.username })).toBeVisible();
  // A new player: no deposits yet, the first member level.
  await expect(page.getByText(enUS.account.balance, { exact: true })).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText('₱0.00');
  await expect(page.getByText(enUS.account.memberLevel, { exact: true })).toBeVisible();
  await expect(page.getByRole('definition').last()).toHaveText('VIP0');

  // A member-only path opens for a player.
  await page.goto(paths.myWallet);
  await expect(page.getByRole('heading', { level: 1, name: enUS.route.myWallet })).toBeVisible();

  await page.goto(paths.account);
  await page.getByRole('button', { name: enUS.account.exit }).click();
  // Logging out goes to the home tab of the layout.
  await expect(page).toHaveURL(/\/pages\/(index|desktop)\/index$/);
  await page.goto(paths.account);
  await expect(page.getByRole('heading', { level: 2, name: enUS.account.guest })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The token is revoked on the server too.
  const reply = await (await request.get('/user-api/getInfo', { headers: { Authorization: `Bearer ${player.token}` } })).json();
  expect(reply.code).toBe(401);
});
