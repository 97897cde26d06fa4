// Bills and analysis end to end against the real server: the bill list pages on, filters say
// plainly when nothing matches and offer the way back, and a custom analysis period (the site's
// today) adds the same money up as the list.
import { expect, test } from './fixtures';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import { paths } from '../../src/domain/routes';
import { registerPlayer, signedInAs } from './accounts';
import { ops } from './ops';

test('bills page on, filter to nothing and back, and a custom period adds them up', async ({ page, request }) => {
  test.setTimeout(120_000);
  const player = await registerPlayer(request);
  // Eleven credits: one more than a page.
  for (let credit = 1; credit <= 11; credit += 1) await ops('wallet', 'adjust', player.phone, String(credit * 10), `e2e credit ${credit}`);
  await signedInAs(page, player.token);

  await page.goto(paths.myWallet);
  await expect(page.getByTestId('wallet-balance')).toHaveText('₱660.00');
  const bills = page.getByTestId('bill-row');
  await expect(bills).toHaveCount(10);
  // Newest first, each with its amount, state and the balance after it.
  await expect(bills.first()).toContainText('+₱110.00');
  await expect(bills.first()).toContainText(enUS.bill.states.done);
  await expect(bills.first()).toContainText('₱660.00');
  await page.getByRole('button', { name: enUS.bill.more }).click();
  await expect(bills).toHaveCount(11);
  await expect(page.getByRole('button', { name: enUS.bill.more })).toHaveCount(0);
  await expect(page.getByTestId('wallet-reconciliation')).toContainText(enUS.wallet.addsUp);

  await page.getByLabel(enUS.bill.typeFilter).selectOption('withdrawal');
  await expect(page.getByText(enUS.bill.emptyFiltered)).toBeVisible();
  await page.getByRole('button', { name: enUS.bill.clearFilters }).click();
  await expect(bills).toHaveCount(10);
  await expect(page.getByLabel(enUS.bill.typeFilter)).toHaveValue('');

  await page.goto(paths.analysisBill);
  await page.getByRole('radio', { name: enUS.bill.periods.custom }).check();
  // Both days default to the site's today; a start after the end is refused before any call.
  const to = await page.getByLabel(enUS.bill.to, { exact: true }).inputValue();
  await page.getByLabel(enUS.bill.from, { exact: true }).fill('2099-01-01');
  await page.getByRole('button', { name: enUS.bill.apply }).click();
  await expect(page.getByText(enUS.bill.rangeProblems.rangeOrder)).toBeVisible();
  await page.getByLabel(enUS.bill.from, { exact: true }).fill(to);
  await page.getByRole('button', { name: enUS.bill.apply }).click();
  await expect(page.getByTestId('analysis-in')).toHaveText('₱660.00');
  await expect(page.getByTestId('analysis-out')).toHaveText('₱0.00');
  await expect(page.getByTestId('analysis-type-deposit')).toContainText('11');
});
