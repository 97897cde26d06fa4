// Messages end to end against the real server: a new player finds their welcome, an operator
// writes to the player and to everyone, the unread badge counts all three, opening one and marking
// a category read bring it down to nothing; the body shows as plain text; axe on each message screen.
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import { paths } from '../../src/domain/routes';
import { desktop, registerPlayer, signedInAs } from './accounts';
import { ops } from './ops';

const cellName = (count: number) => (count > 0 ? enUS.messages.cellLabel.replace('{{count}}', String(count)) : enUS.account.message);
const tabName = (count: number) => enUS.messages.tabLabel.replace('{{tab}}', enUS.tab.account).replace('{{count}}', String(count));

/** The Account page's message cell (and, on a phone, the Account tab) say how many are unread. */
async function expectUnread(page: Page, projectName: string, count: number) {
  await expect(page.getByRole('link', { name: cellName(count), exact: true })).toBeVisible();
  if (desktop(projectName)) return;
  if (count > 0) await expect(page.getByRole('link', { name: tabName(count), exact: true })).toBeVisible();
  else await expect(page.getByRole('link', { name: enUS.tab.account, exact: true })).toBeVisible();
}

test('the badge counts what operators send, and reading brings it down', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const player = await registerPlayer(request);
  await ops('message', 'send', player.username, 'activity', 'Weekend bonus', 'Deposit twice this weekend.', 'Markup <b>stays</b> text.');
  await ops('message', 'send', 'all', 'system', 'Maintenance tonight', 'The site pauses at 02:00 for ten minutes.');
  await signedInAs(page, player.token);

  await page.goto(paths.account);
  // The two sent, and the welcome every new player starts with.
  await expectUnread(page, testInfo.project.name, 3);

  await page.getByRole('link', { name: cellName(3), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: enUS.route.message })).toBeVisible();
  const activity = page.getByRole('link', { name: new RegExp(`^${enUS.messages.categories.activity}`) });
  await expect(activity).toContainText('Weekend bonus');
  await expect(activity).toContainText('1');
  await expect(page.getByRole('link', { name: new RegExp(`^${enUS.messages.categories.platform}`) })).toContainText(enUS.messages.noMessagesYet);
  await expectNoSeriousViolations(page);

  await activity.click();
  await expect(page.getByRole('heading', { level: 1, name: enUS.messages.categories.activity })).toBeVisible();
  const row = page.getByRole('link', { name: new RegExp(`${enUS.messages.unread}: Weekend bonus`) });
  await expect(row).toContainText('Deposit twice this weekend.');
  await expectNoSeriousViolations(page);

  await row.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Weekend bonus' })).toBeVisible();
  // The operator's markup is shown as written, never made into elements.
  await expect(page.getByRole('article')).toContainText('Markup <b>stays</b> text.');
  await expect(page.getByRole('article').locator('b')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // Back through the list (read now) to the Account page: one left.
  await page.goBack();
  await expect(page.getByRole('link', { name: /^Weekend bonus/ })).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expectUnread(page, testInfo.project.name, 2);

  await page.getByRole('link', { name: cellName(2), exact: true }).click();
  await page.getByRole('link', { name: new RegExp(`^${enUS.messages.categories.system}`) }).click();
  await expect(page.getByRole('link', { name: new RegExp(`${enUS.messages.unread}: Maintenance tonight`) })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`${enUS.messages.unread}: Welcome to Lucky Star`) })).toContainText(enUS.account.myWallet);
  await page.getByRole('button', { name: enUS.messages.allRead }).click();
  await expect(page.getByRole('link', { name: /^Maintenance tonight/ })).toBeVisible();
  await expect(page.getByRole('button', { name: enUS.messages.allRead })).toBeDisabled();
  await page.goBack();
  await page.goBack();
  await expectUnread(page, testInfo.project.name, 0);
});

test('an empty category says so', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await signedInAs(page, player.token);
  await page.goto(`${paths.messageList}?category=platform`);
  await expect(page.getByText(enUS.messages.empty)).toBeVisible();
  await expect(page.getByRole('button', { name: enUS.messages.allRead })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('a guest opening the messages is sent to log in', async ({ page }, testInfo) => {
  for (const path of [paths.message, `${paths.messageList}?category=system`, `${paths.messageDetail}?id=1`]) {
    await page.goto(path);
    if (desktop(testInfo.project.name)) await expect(page.getByRole('dialog', { name: enUS.loginPopup.title })).toBeVisible();
    else await expect(page).toHaveURL(new RegExp(`${paths.accountLogin}$`));
    await expect(page.getByRole('heading', { level: 1, name: enUS.route.message })).toHaveCount(0);
  }
});
