// How the wallet screens write money and time: amounts with the site's currency symbol, grouped
// thousands and two decimals; times in the site's timezone (SPEC.md §3 countryTimezone, hours
// relative to UTC+8). The site's zone is a fixed offset, so a time is shifted by it and then read
// as UTC: the same instant reads the same on every device, whatever the device's own zone.

const grouped = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `₱1,234.50`; a negative amount as `-₱1,234.50`. */
export function formatMoney(amount: number, symbol: string): string {
  const text = grouped.format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}${symbol}${text}`;
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

/** The site's offset from UTC in minutes (countryTimezone is hours from UTC+8, possibly fractional). */
export function siteOffsetMinutes(countryTimezone: number): number {
  return Math.round((8 + countryTimezone) * 60);
}

const pad = (value: number): string => String(value).padStart(2, '0');

function shifted(epochMs: number, countryTimezone: number): Date {
  return new Date(epochMs + siteOffsetMinutes(countryTimezone) * 60_000);
}

/** YYYY-MM-DD of an instant in the site's timezone. */
export function siteDate(epochMs: number, countryTimezone: number): string {
  const at = shifted(epochMs, countryTimezone);
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

/** YYYY-MM-DD HH:mm of an instant in the site's timezone. */
export function siteDateTime(epochMs: number, countryTimezone: number): string {
  const at = shifted(epochMs, countryTimezone);
  return `${siteDate(epochMs, countryTimezone)} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
}

/** The site's zone as people write it: `UTC+8`, `UTC+6:30`, `UTC-3`. */
export function siteZoneLabel(countryTimezone: number): string {
  const minutes = siteOffsetMinutes(countryTimezone);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${pad(abs % 60)}` : ''}`;
}
