// How the screens write relative times, counts, whole numbers and the site's times (SPEC.md §9).
// The home's winners card carries this file, so it uses neither the date library (site-time.ts,
// date-fns, stays for calendar arithmetic, off the first screen) nor Intl, whose first object
// starts the browser's ICU on the home's main thread (grouped-digits.ts). Money keeps its own rules
// in money-format.ts.
//
// Digits and separators are the same in every language (Latin digits, comma thousands, dotted
// decimals, dates as YYYY-MM-DD and 24-hour HH:mm), as the money beside them is written; the words
// (relative times, the count units) come from the `format` block of the locale files.
import { groupedFixed } from './grouped-digits';

/** The translation function the views hold (src/services/i18n.ts `t`). */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
export const JUST_NOW_MS = 5 * MINUTE_MS;
export const RELATIVE_DAYS = 30;

/** UTC+8, the zone countryTimezone (SPEC.md §3, hours) is measured from. */
const BASE_OFFSET_MINUTES = 8 * 60;

/** A time as the lists say it: a key under `format.time` and its count, or the site's date. */
export type RelativeTime =
  | { unit: 'justNow' }
  | { unit: 'minutes' | 'hours' | 'days'; count: number }
  | { unit: 'date'; date: string };

export function relativeTime(epochMs: number, nowMs: number, countryTimezone: number): RelativeTime {
  // A clock slightly ahead of the server's reads a fresh time as just now, not as the future.
  const ago = Math.max(0, nowMs - epochMs);
  if (ago < JUST_NOW_MS) return { unit: 'justNow' };
  if (ago < HOUR_MS) return { unit: 'minutes', count: Math.floor(ago / MINUTE_MS) };
  if (ago < DAY_MS) return { unit: 'hours', count: Math.floor(ago / HOUR_MS) };
  if (ago < RELATIVE_DAYS * DAY_MS) return { unit: 'days', count: Math.floor(ago / DAY_MS) };
  return { unit: 'date', date: siteDate(epochMs, countryTimezone) };
}

/** `just now`, `5 min ago`, `3 h ago`, `12 d ago`, then `2026-10-21` (the site's date), in the reader's language. */
export function formatRelativeTime(epochMs: number, nowMs: number, countryTimezone: number, t: Translate): string {
  const when = relativeTime(epochMs, nowMs, countryTimezone);
  if (when.unit === 'date') return when.date;
  if (when.unit === 'justNow') return t('format.time.justNow');
  return t(`format.time.${when.unit}`, { count: formatWholeNumber(when.count) });
}

/** `0`, `999`, `1,234,567`, `-1,235`: a number rounded to a whole one, thousands grouped. */
export function formatWholeNumber(value: number): string {
  // Rounds half away from zero on both sides (Math.round would give -2 for -2.5 but 3 for 2.5).
  const whole = Math.sign(value) * Math.round(Math.abs(value));
  return groupedFixed(whole === 0 ? 0 : whole, 0);
}

/**
 * `96.5`, `4.0`: a rate or a score, the one kind of figure that keeps a decimal (a whole 97 % RTP
 * or 5-star score would hide the difference a player compares games by).
 */
export function formatDecimal(value: number): string {
  return groupedFixed(value, 1);
}

/** A whole count in units, cut (not rounded) to one decimal: 9999 is `9.9k`, never `10k`, which would read as 10000. */
const inUnits = (whole: number, unit: number): string => String(Math.floor(whole / (unit / 10)) / 10);

/**
 * `987`, `1.2k`, `3.4w`: a like, favorite or play count. The units are the language's
 * (`format.count.*`): SPEC's k and w where the language has no unit of its own.
 */
export function formatCount(count: number, t: Translate): string {
  const whole = Math.max(0, Math.round(count));
  if (whole >= 10_000) return t('format.count.tenThousands', { value: inUnits(whole, 10_000) });
  if (whole >= 1_000) return t('format.count.thousands', { value: inUnits(whole, 1_000) });
  return formatWholeNumber(whole);
}

function siteOffsetMinutes(countryTimezone: number): number {
  return Math.round(BASE_OFFSET_MINUTES + countryTimezone * 60);
}

// The instant moved by the site's offset, read as UTC: a fixed offset needs no zone, and the ISO
// form already writes YYYY-MM-DDTHH:mm.
function siteClock(epochMs: number, countryTimezone: number) {
  const iso = new Date(epochMs + siteOffsetMinutes(countryTimezone) * MINUTE_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** YYYY-MM-DD of an instant in the site's timezone. */
export function siteDate(epochMs: number, countryTimezone: number): string {
  return siteClock(epochMs, countryTimezone).date;
}

/** YYYY-MM-DD HH:mm of an instant in the site's timezone. */
export function siteDateTime(epochMs: number, countryTimezone: number): string {
  const { date, time } = siteClock(epochMs, countryTimezone);
  return `${date} ${time}`;
}

/** The site's zone as people write it: `UTC+8`, `UTC+6:30`, `UTC-3`. */
export function siteZoneLabel(countryTimezone: number): string {
  const minutes = siteOffsetMinutes(countryTimezone);
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `UTC${minutes < 0 ? '-' : '+'}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}
