// Safer play end to end (issue 12 "Limits and breaks"): the first deposit offers limits; a daily
// limit set on the Safer play page refuses a deposit past it with the server's message (the limit,
// what is left, when it resets); a 24-hour time-out, confirmed twice, signs the player out and the
// login is refused saying until when; a limit cut below what was deposited today says it is reached
// (issue 17); a self-excluded player is shown no promotions and no games, without an error screen.
// The page has no serious accessibility violations.
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import { paths } from '../../src/domain/routes';
import { openLogin, registerPlayer, setSiteFlags, signedInAs, storedItem } from './accounts';
import { ops } from './ops';

const text = enUS.saferPlay;

test.beforeAll(async () => {
  await ops('site', 'set', 'autoDepositFunctionStatus', 'true');
});

test('the first deposit offers limits; a daily limit refuses a deposit past it with the server\'s message', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await signedInAs(page, player.token);
  await page.goto(paths.recharge);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: text.firstDepositLink }).click();
  await expect(page).toHaveURL(new RegExp(paths.saferPlay));
  await expect(main.getByRole('heading', { name: text.limitsTitle })).toBeVisible();
  await expectNoSeriousViolations(page);

  await main.getByLabel(text.limit.day).fill('300');
  await main.getByRole('button', { name: text.saveLimits }).click();
  await expect(main.getByRole('status')).toHaveText(text.savedApplied);
  await expect(main.getByText(/₱0\.00 of ₱300\.00 deposited; resets \d{4}-\d{2}-\d{2} 00:00 UTC\+8/)).toBeVisible();

  // A raise waits 24 hours, and the page says when.
  await main.getByLabel(text.limit.day).fill('1000');
  await main.getByRole('button', { name: text.saveLimits }).click();
  await expect(main.getByRole('status')).toHaveText(text.savedWaiting);
  await expect(main.getByText(/Rise to ₱1,000\.00 takes effect \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\+8/)).toBeVisible();

  await page.goto(paths.recharge);
  await expect(main.getByRole('link', { name: text.firstDepositLink })).toHaveCount(0);
  await main.getByLabel(enUS.deposit.amount).fill('500');
  await main.getByRole('button', { name: enUS.deposit.submit }).click();
  await expect(main.getByRole('alert')).toContainText(/This deposit would pass your daily deposit limit of ₱300\.00\. You can deposit ₱300\.00 more until it resets at \d{4}-\d{2}-\d{2} 00:00 UTC\+8\./);
});

test('a 24-hour time-out, confirmed twice, signs the player out and refuses their login until it ends', async ({ page, request }, testInfo) => {
  const player = await registerPlayer(request);
  await signedInAs(page, player.token);
  await page.goto(paths.saferPlay);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: text.length['24h'] }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text.timeOutMeans);
  await expectNoSeriousViolations(page);
  // Cancel at the first step changes nothing.
  await dialog.getByRole('button', { name: enUS.common.cancel }).click();
  await expect(dialog).toHaveCount(0);

  await main.getByRole('button', { name: text.length['24h'] }).click();
  await dialog.getByRole('button', { name: text.continue }).click();
  await expect(dialog).toContainText(text.cannotUndo);
  await dialog.getByRole('button', { name: text.startBreak }).click();
  await expect(dialog).toContainText(/Your break lasts until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\+8/);
  await dialog.getByRole('button', { name: enUS.common.close }).click();
  await expect.poll(() => storedItem(page, 'token')).toBeNull();

  await setSiteFlags({ gameAccountCaptchaEnabled: false });
  const form = await openLogin(page, testInfo.project.name);
  await form.getByLabel(enUS.fields.accountOrPhone).fill(player.username);
  await form.getByLabel(enUS.fields.password, { exact: true }).fill(player.password);
  await form.getByRole('button', { name: enUS.login.submit, exact: true }).click();
  await expect(form.getByRole('alert')).toContainText(/You are taking a break until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\+8\. You can log in again after that\./);
});

test('a daily limit cut below what was deposited today says it is reached and when it resets', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await signedInAs(page, player.token);
  await page.goto(paths.recharge);
  const main = page.getByRole('main');
  await main.getByLabel(enUS.deposit.amount).fill('500');
  await main.getByRole('button', { name: enUS.deposit.submit }).click();
  // A waiting order counts towards the limits as soon as it is placed.
  await expect(page).toHaveURL(new RegExp(`${paths.rechargingPage}\\?orderNo=`));

  await page.goto(paths.saferPlay);
  await main.getByLabel(text.limit.day).fill('300');
  await main.getByRole('button', { name: text.saveLimits }).click();
  await expect(main.getByRole('status')).toHaveText(text.savedApplied);
  await expect(main.getByText(/^Limit reached: no more deposits until it resets \d{4}-\d{2}-\d{2} 00:00 UTC\+8$/)).toBeVisible();
  await expect(main.getByText(/deposited; resets/)).toHaveCount(0);
});

test('a self-excluded player is shown no promotions and no games, and a promotion\'s page says why', async ({ page, request }) => {
  const promotion = (await (await request.get('/user-api/activity/list')).json()).data[0];
  const player = await registerPlayer(request);
  const excluded = await request.post('/user-api/safety/break', { headers: { authorization: `Bearer ${player.token}` }, data: { length: '6m' } });
  expect((await excluded.json()).code).toBe(200);
  await signedInAs(page, player.token);
  const main = page.getByRole('main');

  await page.goto(paths.privilege);
  await expect(main.getByText(enUS.privilege.none)).toBeVisible();
  await expect(main.getByRole('link', { name: promotion.title })).toHaveCount(0);
  await expect(main.getByRole('alert')).toHaveCount(0);

  await page.goto(`${paths.privilegeDetail}?kind=activity&id=${promotion.id}`);
  await expect(main.getByRole('alert')).toContainText(enUS.server.safety.selfExcluded);
  await expect(main.getByText(promotion.title)).toHaveCount(0);

  await page.goto(paths.home);
  await expect(main.getByText(enUS.home.noGames).first()).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousViolations(page);
});
