// How the screens write money: amounts with the site's currency symbol, grouped thousands and two
// decimals. Apart from the other figures (display-format.ts) because money has rules of its own
// (symbol, sign, two decimals) and is written the same in every language. The amounts written for
// one place (quick-amount buttons, chart axes, bills) are in money-variants.ts: the first screen's
// balance needs only formatMoney.
import { groupedFixed } from './grouped-digits';

/** `₱1,234.50`; a negative amount as `-₱1,234.50`. */
export function formatMoney(amount: number, symbol: string): string {
  const text = groupedFixed(Math.abs(amount), 2);
  return `${amount < 0 ? '-' : ''}${symbol}${text}`;
}
