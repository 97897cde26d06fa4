// Deposits end to end against the real server: an automatic deposit paid on the sandbox checkout
// (the platform's own test gateway, which calls the platform back with a signed notification) and
// a manual deposit whose receipt an operator approves with the ops command; each time the wallet
// balance the player sees rises by the amount. Then the rules a player meets on the way: the
// channel's limits, a reload of the waiting page resuming the order, a guest on depositResult.
import { expect, test, type Page } from './fixtures';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import { paths } from '../../src/domain/routes';
import { registerPlayer, signedInAs } from './accounts';
import { ops } from './ops';
import { testPng } from './test-picture';

const text = enUS.deposit;

/** The balance the deposit screens show, as a number. */
async function shownBalance(page: Page): Promise<number> {
  const value = page.getByTestId('wallet-balance');
  await expect(value).not.toHaveText('—');
  return Number((await value.innerText()).replace(/[^\d.]/g, ''));
}

async function expectBalance(page: Page, amount: number) {
  await expect.poll(() => shownBalance(page), { timeout: 20_000 }).toBe(amount);
}

test.beforeAll(async () => {
  for (const flag of ['autoDepositFunctionStatus', 'manualDepositOpenStatus', 'depositAmountListStatus']) await ops('site', 'set', flag, 'true');
});

test('a deposit paid on the sandbox checkout lands on depositSuccess and the balance rises', async ({ page, context, request }) => {
  const player = await registerPlayer(request);
  await signedInAs(page, player.token);
  await page.goto(paths.account);
  // The page's own link: a desktop's header has a Deposit link too.
  await page.getByRole('main').getByRole('link', { name: enUS.account.recharge }).click();
  await expect(page).toHaveURL(new RegExp(paths.recharge));
  await expectBalance(page, 0);

  // The channel's limits are on screen and below the minimum is refused before anything is sent.
  const limits = page.getByText(/Deposit between .+ and .+ at a time/);
  await expect(limits).toBeVisible();
  const amount = page.getByLabel(text.amount);
  await amount.fill('0.5');
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page.getByRole('alert')).toContainText(/Minimum deposit amount is|Wrong amount/);

  await amount.fill('500');
  const checkoutOpened = context.waitForEvent('page', { timeout: 10_000 }).catch(() => null);
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.rechargingPage}\\?orderNo=`));
  await expect(page.getByRole('heading', { level: 2, name: text.waitingTitle })).toBeVisible();
  await expect(page.getByText(text.timeLeft)).toBeVisible();

  // The checkout opened by itself, or the player opens it from the waiting page.
  const checkout = (await checkoutOpened) ?? (await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: text.openCheckout }).click()]))[0];
  await checkout.waitForLoadState();
  await checkout.getByRole('button', { name: /approve/i }).click();

  await expect(page).toHaveURL(new RegExp(paths.depositSuccess), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 2, name: text.successTitle })).toBeVisible();
  await expect(page.getByText('₱500.00').first()).toBeVisible();
  await expectBalance(page, 500);
  // The Account page shows the same figure.
  await page.goto(paths.account);
  await expect(page.getByRole('definition').first()).toHaveText('₱500.00');
  // The bills list the deposit, done, and say that the period adds up; today's analysis has it in.
  await page.goto(paths.myWallet);
  await page.getByLabel(enUS.bill.typeFilter).selectOption('deposit');
  const bills = page.getByTestId('bill-row');
  await expect(bills).toHaveCount(1);
  await expect(bills.first()).toContainText('+₱500.00');
  await expect(bills.first()).toContainText(enUS.bill.states.done);
  await expect(page.getByTestId('wallet-reconciliation')).toContainText(enUS.wallet.addsUp);
  await page.goto(paths.analysisBill);
  await page.getByRole('radio', { name: enUS.bill.periods.today }).check();
  await expect(page.getByTestId('analysis-in')).toHaveText('₱500.00');
  await expect(page.getByTestId('analysis-type-deposit')).toContainText('₱500.00');
});

test('a declined checkout lands on depositFailed with the reason and the way to support', async ({ page, context, request }) => {
  const player = await registerPlayer(request);
  await signedInAs(page, player.token);
  await page.goto(paths.recharge);
  await page.getByLabel(text.amount).fill('200');
  const checkoutOpened = context.waitForEvent('page', { timeout: 10_000 }).catch(() => null);
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page).toHaveURL(new RegExp(paths.rechargingPage));
  // A reload resumes the same order from the address and the stored end time.
  const orderNo = new URL(page.url()).searchParams.get('orderNo');
  await page.reload();
  await expect(page.getByTestId('order-no')).toHaveText(orderNo ?? 'no order');
  const checkout = (await checkoutOpened) ?? (await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: text.openCheckout }).click()]))[0];
  await checkout.waitForLoadState();
  await checkout.getByRole('button', { name: /decline/i }).click();
  await expect(page).toHaveURL(new RegExp(paths.depositFailed), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 2, name: text.failedTitle })).toBeVisible();
  await expect(page.getByText(/^Reason: .+/)).toBeVisible();
  await expect(page.getByText(text.failedContact)).toBeVisible();
  await expect(page.getByRole('link', { name: text.contactSupport })).toBeVisible();
  // Nothing moved.
  await page.goto(paths.recharge);
  await expectBalance(page, 0);
});

test('a manual deposit with a receipt, approved by the operator, raises the balance', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await signedInAs(page, player.token);
  await page.goto(paths.recharge);
  await page.getByRole('link', { name: text.manualOpen }).click();
  await expect(page).toHaveURL(new RegExp(paths.manualDeposit));
  await expectBalance(page, 0);

  await page.getByLabel(text.memberBankAccount).fill('00123456789');
  const past = new Date(Date.now() - 30 * 60_000);
  past.setMinutes(past.getMinutes() - past.getTimezoneOffset());
  await page.getByLabel(text.depositTime).fill(past.toISOString().slice(0, 16));
  await page.getByLabel(text.transferAmount).fill('300');

  // Nothing is submitted without a receipt.
  await page.getByRole('button', { name: text.submitManual }).click();
  await expect(page.getByText(text.receiptRequired)).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: testPng() });
  await expect(page.getByText(text.uploaded)).toBeVisible();
  await expect(page.getByRole('img', { name: text.receiptPreview })).toBeVisible();
  await page.getByRole('button', { name: text.submitManual }).click();
  await expect(page.getByRole('heading', { level: 2, name: text.submittedTitle })).toBeVisible();
  const orderNo = (await page.getByTestId('order-no').innerText()).trim();
  expect(orderNo).not.toBe('');

  // The operator finds the deposit by its order number and approves it.
  const { stdout } = await ops('deposit', 'list');
  const line = stdout.split('\n').find((row) => row.includes(orderNo));
  expect(line, stdout).toBeDefined();
  // `deposit list` names each order by the number after '#'.
  const id = /#(\d+)/.exec(line ?? '')?.[1];
  expect(id, line).toBeDefined();
  await ops('deposit', 'approve', id ?? '');

  await page.goto(paths.manualDeposit);
  await expectBalance(page, 300);
});

test('a receipt that is not a picture is refused and can be replaced', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await signedInAs(page, player.token);
  await page.goto(paths.manualDeposit);
  await page.locator('input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(page.getByText(text.uploadFailed)).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: testPng() });
  await expect(page.getByText(text.uploaded)).toBeVisible();
});

test('a guest who reaches depositResult is asked to log in', async ({ page }) => {
  await page.goto(`${paths.depositResult}?orderNo=D20260101000000001`);
  await expect(page.getByText(text.guestResult)).toBeVisible();
  // The page's own button: a desktop's header has a Log in button too.
  await expect(page.getByRole('main').getByRole('button', { name: text.logIn })).toBeVisible();
});
