// How the screens write money: amounts with the site's currency symbol, grouped thousands and two
// decimals. Apart from the other figures (display-format.ts) because money has rules of its own
// (symbol, sign, two decimals, quick and axis amounts) and is written the same in every language.

const grouped = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `₱1,234.50`; a negative amount as `-₱1,234.50`. */
export function formatMoney(amount: number, symbol: string): string {
  const text = grouped.format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}${symbol}${text}`;
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A quick amount on its button: whole sums without decimals (`₱1,000`), so six fit a phone's row. */
export function formatQuickAmount(amount: number, symbol: string): string {
  return Number.isInteger(amount) ? `${amount < 0 ? '-' : ''}${symbol}${whole.format(Math.abs(amount))}` : formatMoney(amount, symbol);
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
