// Money as the platform's wallet writes it (src/domain/wallet-format.ts formatMoney: symbol, grouped
// thousands, two decimals), so a balance reads the same inside the game and around it. Not imported
// from there: that module also carries the site clock, whose date library would ride along in
// every game page.
const grouped = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `₱1,234.50`; a negative amount as `-₱1,234.50`. */
export function formatMoney(amount: number, symbol: string): string {
  return `${amount < 0 ? '-' : ''}${symbol}${grouped.format(Math.abs(amount))}`;
}
