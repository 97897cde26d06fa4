// The site's clock (SPEC.md §3 site info countryTimezone: "the target timezone offset, relative to
// UTC+8", in hours, as the site module stores it: 0 is UTC+8, -1 is UTC+7 (Thailand), -1.5 is
// UTC+6:30 (Myanmar)). Dates a player sees (the withdrawal notice, bill days, analysis periods)
// are days of this clock, computed with @date-fns/tz on a fixed offset, never by hand.
import { tz, TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** UTC+8, the zone countryTimezone is measured from. */
const BASE_OFFSET_MINUTES = 8 * 60;

/** The fixed-offset zone name @date-fns/tz reads ("+07:00", "+06:30", "-03:00"). */
export function siteTimeZone(countryTimezone: number): string {
  const minutes = Math.round(BASE_OFFSET_MINUTES + countryTimezone * 60);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** An instant as a date on the site's clock; date-fns functions applied to it keep that clock. */
export function siteDate(instant: Date | number, countryTimezone: number): TZDate {
  return new TZDate(typeof instant === 'number' ? instant : instant.getTime(), siteTimeZone(countryTimezone));
}

/** The date-fns `in` option for the site's clock. */
export function siteZone(countryTimezone: number) {
  return tz(siteTimeZone(countryTimezone));
}

/** YYYY-MM-DD of an instant on the site's clock. */
export function siteDay(instant: Date | number, countryTimezone: number): string {
  return format(siteDate(instant, countryTimezone), 'yyyy-MM-dd');
}
