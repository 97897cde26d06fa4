// How the wallet screens write money and time: amounts with the site's currency symbol, grouped
// thousands and two decimals; times on the site's clock (site-time.ts: SPEC.md §3 countryTimezone,
// hours relative to UTC+8), so the same instant reads the same on every device, whatever its zone.
import { format } from 'date-fns';
import { siteDate as siteClock, siteDay, siteTimeZone } from './site-time';

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

/** YYYY-MM-DD of an instant in the site's timezone. */
export function siteDate(epochMs: number, countryTimezone: number): string {
  return siteDay(epochMs, countryTimezone);
}

/** YYYY-MM-DD HH:mm of an instant in the site's timezone. */
export function siteDateTime(epochMs: number, countryTimezone: number): string {
  return format(siteClock(epochMs, countryTimezone), 'yyyy-MM-dd HH:mm');
}

/** The site's zone as people write it: `UTC+8`, `UTC+6:30`, `UTC-3`. */
export function siteZoneLabel(countryTimezone: number): string {
  const [, sign, hours, minutes] = /^([+-])(\d{2}):(\d{2})$/.exec(siteTimeZone(countryTimezone)) ?? [];
  return `UTC${sign ?? '+'}${Number(hours)}${minutes && minutes !== '00' ? `:${minutes}` : ''}`;
}
