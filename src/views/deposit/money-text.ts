// How a sum of money reads on the deposit screens: the site's currency symbol, thousands
// separators and always two decimals (Latin digits in every language, as the payment pages show).
const FORMAT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function moneyText(amount: number, symbol: string): string {
  return `${amount < 0 ? '-' : ''}${symbol}${FORMAT.format(Math.abs(amount))}`;
}

/** A quick amount on its button: whole sums without decimals, so six fit a phone's row. */
export function shortMoneyText(amount: number, symbol: string): string {
  return Number.isInteger(amount) ? `${amount < 0 ? '-' : ''}${symbol}${WHOLE.format(Math.abs(amount))}` : moneyText(amount, symbol);
}

/** mm:ss (or h:mm:ss) left until `end`; 0:00 once it has passed. */
export function timeLeftText(end: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((end - now) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
