// How the game screens write counts and times (SPEC.md §9): counts of 1000 and more with k, of
// 10000 and more with w (ten thousand), whole numbers with thousands separators below; times as
// "just now" under 5 minutes, then minutes, hours and days up to 30 days, then the site's date.
import { siteDay } from './site-time';

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = (value: number): string => String(Math.floor(value * 10) / 10);

/** `987`, `1.2k`, `3.4w`: a like, favorite or play count on a tile or a button. */
export function formatCount(count: number): string {
  const whole = Math.max(0, Math.round(count));
  if (whole >= 10_000) return `${oneDecimal(whole / 10_000)}w`;
  if (whole >= 1_000) return `${oneDecimal(whole / 1_000)}k`;
  return grouped.format(whole);
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
export const JUST_NOW_MS = 5 * MINUTE_MS;
export const RELATIVE_DAYS = 30;

/** A time as the lists say it: a key under `games.time` and its count, or the site's date. */
export type RelativeTime =
  | { unit: 'justNow' }
  | { unit: 'minutes' | 'hours' | 'days'; count: number }
  | { unit: 'date'; date: string };

export function relativeTime(epochMs: number, nowMs: number, countryTimezone: number): RelativeTime {
  const ago = Math.max(0, nowMs - epochMs);
  if (ago < JUST_NOW_MS) return { unit: 'justNow' };
  if (ago < HOUR_MS) return { unit: 'minutes', count: Math.floor(ago / MINUTE_MS) };
  if (ago < DAY_MS) return { unit: 'hours', count: Math.floor(ago / HOUR_MS) };
  if (ago < RELATIVE_DAYS * DAY_MS) return { unit: 'days', count: Math.floor(ago / DAY_MS) };
  return { unit: 'date', date: siteDay(epochMs, countryTimezone) };
}

/** Up to two letters of a game's or maker's name, for the tile shown while its art loads or when it fails. */
export function nameInitials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((word) => [...word][0]) : [...(words[0] ?? '')].slice(0, 2);
  return letters.join('').toUpperCase();
}
