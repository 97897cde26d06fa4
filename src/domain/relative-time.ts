// SPEC.md §9 relative time: "just now" under 5 minutes, then minutes, hours and days up to 30 days,
// then the date on the site's clock (winners, comments).
import { siteDay } from './site-time';

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
