// Money written for particular places: a quick amount on its button, a chart axis label, a bill's
// amount with its direction. Apart from money-format.ts so the first screen carries only the
// balance's format; these come with the screens that show them.
import { groupedFixed } from './grouped-digits';
import { formatMoney } from './money-format';

/** A quick amount on its button: whole sums without decimals (`₱1,000`), so six fit a phone's row. */
export function formatQuickAmount(amount: number, symbol: string): string {
  return Number.isInteger(amount) ? `${amount < 0 ? '-' : ''}${symbol}${groupedFixed(Math.abs(amount), 0)}` : formatMoney(amount, symbol);
}

const compactNumber = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** A chart axis label: `₱10K`, `-₱2.5K`, `₱0`. */
export function formatCompactMoney(amount: number, symbol: string): string {
  return `${amount < 0 ? '-' : ''}${symbol}${compactNumber.format(Math.abs(amount))}`;
}

/** A bill's amount with its direction: `+₱100.00`, `-₱50.00`, `₱0.00`. */
export function formatSignedMoney(amount: number, symbol: string): string {
  return amount > 0 ? `+${formatMoney(amount, symbol)}` : formatMoney(amount, symbol);
}
