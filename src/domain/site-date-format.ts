// How the screens write times: on the site's clock (site-time.ts: SPEC.md §3 countryTimezone, hours
// relative to UTC+8), so the same instant reads the same on every device, whatever its zone.
import { format } from 'date-fns';
import { siteDate as siteClock, siteDay, siteTimeZone } from './site-time';

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
