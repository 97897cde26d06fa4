// When the calendar bonuses fall, on the site's clock (src/domain/site-time.ts: a fixed offset,
// so @date-fns/tz computes the site's months and days): the monthly member-level bonus once per
// site month, the birthday bonus on the birthday's site day.
import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, format, isLeapYear, startOfDay, startOfMonth } from 'date-fns';
import { siteDate, siteTimeZone } from '../../../src/domain/site-time';

/**
 * A birthday bonus can be claimed for 7 days from the start of the birthday's site day: long
 * enough for a player who does not log in on the day itself, short enough to stay a birthday gift.
 * The lazy grant on read and the background pass both grant it while that window is open.
 */
export const BIRTHDAY_BONUS_DAYS = 7;

export interface CalendarGrant {
  /** The grant key (monthly:2026-11, birthday:2026). */
  key: string;
  expiresAt: Date;
}

/** The site month `now` falls in; the bonus expires when the month ends. */
export function monthlyGrant(now: Date, countryTimezone: number): CalendarGrant {
  const local = siteDate(now, countryTimezone);
  return { key: `monthly:${format(local, 'yyyy-MM')}`, expiresAt: new Date(startOfMonth(addMonths(local, 1)).getTime()) };
}

/** The start of a site day given as year, month (1-12) and day. */
function siteMidnight(year: number, month: number, day: number, countryTimezone: number): Date {
  return new Date(new TZDate(year, month - 1, day, siteTimeZone(countryTimezone)).getTime());
}

/**
 * The birthday bonus whose window holds `now`, or null. A 29 February birthday falls on
 * 28 February in other years. Checks this site year and the last (a window open over New Year).
 */
export function birthdayGrant(birthday: string, now: Date, countryTimezone: number): CalendarGrant | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return null;
  const month = Number(match[2]);
  const day = Number(match[3]);
  const year = siteDate(now, countryTimezone).getFullYear();
  for (const y of [year, year - 1]) {
    const onDay = month === 2 && day === 29 && !isLeapYear(new Date(y, 0, 1)) ? 28 : day;
    const start = siteMidnight(y, month, onDay, countryTimezone);
    const end = new Date(addDays(siteDate(start, countryTimezone), BIRTHDAY_BONUS_DAYS).getTime());
    if (now >= start && now < end) return { key: `birthday:${y}`, expiresAt: end };
  }
  return null;
}

/** The site days (YYYY-MM-DD month-day pairs) whose birthday window is open now: today and the 6 before. */
export function openBirthdayDays(now: Date, countryTimezone: number): { monthDay: string; year: number }[] {
  const today = startOfDay(siteDate(now, countryTimezone));
  return Array.from({ length: BIRTHDAY_BONUS_DAYS }, (_, back) => {
    const day = addDays(today, -back);
    return { monthDay: format(day, 'MM-dd'), year: day.getFullYear() };
  });
}
