// Cash out end to end against the real server (issue 8 "Browser tests"): money enters through the
// operator's wallet adjust; the player adds a bank card (the password asked again), requests two
// withdrawals; the operator approves one and rejects the other with a reason; the withdrawal
// requests page shows both with the reason, the balance is right, and the bills and the analysis
// show them. A withdrawal whose reply is lost is sent again from the Retry button with the same
// Idempotency-Key and recorded once.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import { paths } from '../../src/domain/routes';
import type { WithdrawRequestReply } from '../../src/domain/withdrawal.schema';
import { registerPlayer, signedInAs } from './accounts';
import { ops } from './ops';

const REASON = 'Card holder name does not match';

/** The player's withdrawal requests as the server answers them (newest first). */
async function requestsOf(request: APIRequestContext, token: string): Promise<WithdrawRequestReply['requests']> {
  const reply = await (await request.get('/user-api/pay/getWithdrawRequest', { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(reply.code, reply.msg).toBe(200);
  return reply.data.requests;
}

async function addCard(page: Page, password: string) {
  await page.goto(paths.myBankCard);
  // No card yet: the prompt of SPEC.md §8 and the way to add one.
  await expect(page.getByText(enUS.cashout.noCard)).toBeVisible();
  await page.getByRole('link', { name: enUS.bankCard.add }).click();
  await expect(page.getByRole('heading', { name: enUS.bankCard.addTitle, level: 1 })).toBeVisible();
  await page.getByLabel(enUS.bankCard.holder).fill('Maria Santos');
  // Digits only, whatever is typed.
  await page.getByLabel(enUS.bankCard.number).fill('0012-3456 78');
  await expect(page.getByLabel(enUS.bankCard.number)).toHaveValue('0012345678');
  await page.getByLabel(enUS.bankCard.phone).fill('09171234567');
  await page.getByRole('button', { name: enUS.bankCard.add }).click();
  // The password is asked again before anything is saved; a wrong one is refused.
  const dialog = page.getByRole('dialog', { name: enUS.bankCard.passwordTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(enUS.fields.password, { exact: true }).fill('wrong-pass1');
  await dialog.getByRole('button', { name: enUS.common.confirm }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel(enUS.fields.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: enUS.common.confirm }).click();
  await expect(page.getByText(enUS.bankCard.added)).toBeVisible();
  await page.goto(paths.myBankCard);
  await expect(page.getByTestId('bank-card')).toHaveCount(1);
  await expect(page.getByTestId('bank-card')).toContainText('5678');
}

async function withdraw(page: Page, amount: string) {
  await page.goto(paths.cashout);
  await page.getByLabel(enUS.cashout.amount).fill(amount);
  await page.getByRole('button', { name: enUS.cashout.submit }).click();
  await expect(page.getByRole('heading', { name: enUS.cashout.underReview })).toBeVisible();
}

test('a withdrawal approved and one rejected, seen in the requests, the balance, the bills and the analysis', async ({ page, request }) => {
  test.setTimeout(120_000);
  await ops('site', 'set', 'openStatus', 'true');
  const player = await registerPlayer(request);
  await ops('wallet', 'adjust', player.phone, '1000', 'e2e welcome credit');
  await signedInAs(page, player.token);

  await addCard(page, player.password);

  // Too much for the balance is refused before anything is sent.
  await page.goto(paths.cashout);
  await expect(page.getByTestId('cashout-balance')).toHaveText('₱1,000.00');
  // SPEC.md §9: money requested now arrives at 18:00 of a later day, on the site's clock.
  await expect(page.getByTestId('withdrawal-arrival')).toContainText('18:00');
  await page.getByLabel(enUS.cashout.amount).fill('1500');
  await page.getByRole('button', { name: enUS.cashout.submit }).click();
  await expect(page.getByText(enUS.cashout.balanceShort)).toBeVisible();

  await withdraw(page, '300');
  await withdraw(page, '200');
  const [rejected, approved] = await requestsOf(request, player.token);
  expect([approved?.amount, rejected?.amount]).toEqual([300, 200]);
  await ops('withdraw', 'approve', String(approved?.id));
  await ops('withdraw', 'reject', String(rejected?.id), REASON);

  // Both requests with their state; the rejected one with the operator's reason.
  await page.goto(paths.cashoutAudit);
  const rows = page.getByTestId('withdrawal-request');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(enUS.bill.states.failed);
  await expect(rows.nth(0)).toContainText(REASON);
  await expect(rows.nth(1)).toContainText(enUS.bill.states.done);
  await expect(rows.nth(1)).toContainText('₱300.00');

  // The approved amount left, the rejected one came back.
  await page.goto(paths.myWallet);
  await expect(page.getByTestId('wallet-balance')).toHaveText('₱700.00');
  await page.getByLabel(enUS.bill.typeFilter).selectOption('withdrawal');
  const bills = page.getByTestId('bill-row');
  await expect(bills.filter({ hasText: '-₱300.00' })).toContainText(enUS.bill.states.done);
  // The rejected request is two movements of the wallet, both failed with the reason: the hold
  // that took the money and the void that gave it back.
  await page.getByLabel(enUS.bill.statusFilter).selectOption('failed');
  await expect(bills).toHaveCount(2);
  await expect(bills.filter({ hasText: '-₱200.00' })).toContainText(REASON);
  await expect(bills.filter({ hasText: '+₱200.00' })).toContainText(REASON);
  await expect(page.getByTestId('wallet-reconciliation')).toContainText(enUS.wallet.addsUp);

  // Today's analysis: the credit and the void in, both holds out, 700 more than at the start.
  await page.goto(paths.analysisBill);
  await page.getByRole('radio', { name: enUS.bill.periods.today }).check();
  await expect(page.getByTestId('analysis-in')).toHaveText('₱1,200.00');
  await expect(page.getByTestId('analysis-out')).toHaveText('₱500.00');
  await expect(page.getByTestId('analysis-type-withdrawal')).toContainText('₱500.00');
  await expect(page.getByText(`✓ ${enUS.wallet.addsUp}`)).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
});

test('a withdrawal whose reply is lost is sent again with the same key and recorded once', async ({ page, request }) => {
  await ops('site', 'set', 'openStatus', 'true');
  const player = await registerPlayer(request);
  const headers = { Authorization: `Bearer ${player.token}` };
  const card = await (
    await request.post('/user-api/bankCard/add', { headers, data: { bank: 'GCASH', bankCardName: 'Maria Santos', bankCardAccount: '0012345678', phone: player.phone, password: player.password } })
  ).json();
  expect(card.code, card.msg).toBe(200);
  await ops('wallet', 'adjust', player.phone, '1000', 'e2e welcome credit');
  await signedInAs(page, player.token);

  // The first send reaches the server, but its reply never comes back.
  const keys: string[] = [];
  await page.route(/\/user-api\/pay\/withdraw(\?|$)/, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.continue();
    await route.fetch();
    return route.abort('failed');
  });
  await page.goto(paths.cashout);
  await page.getByLabel(enUS.cashout.amount).fill('300');
  await page.getByRole('button', { name: enUS.cashout.submit }).click();
  await page.getByRole('button', { name: enUS.cashout.retry }).click();
  await expect(page.getByRole('heading', { name: enUS.cashout.underReview })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  // One request, one hold, however often it was sent.
  const requests = await requestsOf(request, player.token);
  expect(requests.map((item) => item.amount)).toEqual([300]);
});

test('with no bank card, cash out asks whether to add one', async ({ page, request }) => {
  await ops('site', 'set', 'openStatus', 'true');
  const player = await registerPlayer(request);
  await signedInAs(page, player.token);
  await page.goto(paths.cashout);
  await expect(page.getByRole('heading', { name: enUS.cashout.noCard })).toBeVisible();
  await page.getByRole('link', { name: enUS.bankCard.add }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.editBankCard}$`));
});
