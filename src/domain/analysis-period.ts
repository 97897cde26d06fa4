// The days an analysis period covers (SPEC.md §2 wallet analysis, §9 periods), on the site's clock
// (site-time.ts), so "today" means the player's day where the site is, whatever the server's zone.
// Periods that count back include today: 7days is today and the six days before; 3months and
// 12months run from the day after the same date 3 (12) months back, through today; lastMonth is
// the previous calendar month; custom is the from/to days given, both included.
import { TZDate } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, endOfMonth, format, isValid, parse, startOfDay, startOfMonth, subDays, subMonths } from 'date-fns';
import type { AnalysisPeriod } from './bill';
import { siteDate, siteTimeZone } from './site-time';

/** A custom period spans at most this many days (the byDay series stays small). */
export const CUSTOM_PERIOD_MAX_DAYS = 366;

export interface PeriodRange {
  /** First and last day, YYYY-MM-DD on the site's clock. */
  from: string;
  to: string;
  /** The first instant of `from` and the first instant after `to` (half-open), epoch ms. */
  start: number;
  end: number;
  /** Every day of the range, YYYY-MM-DD, in order. */
  days: string[];
  /** The first instant of each of those days, epoch ms (dayIndexOf looks an instant up in it). */
  dayStarts: number[];
}

export type PeriodError = 'customDatesRequired' | 'customDateInvalid' | 'customRangeReversed' | 'customRangeTooLong';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayOf(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** A YYYY-MM-DD day as midnight on the site's clock, or null for a day that does not exist. */
function parseDay(text: string, zone: string): TZDate | null {
  if (!DAY.test(text)) return null;
  const parsed = parse(text, 'yyyy-MM-dd', new TZDate(0, zone));
  return isValid(parsed) && dayOf(parsed) === text ? startOfDay(parsed) : null;
}

function rangeOf(first: Date, last: Date): PeriodRange {
  const count = differenceInCalendarDays(last, first) + 1;
  const starts = Array.from({ length: count }, (_, index) => addDays(first, index));
  return {
    from: dayOf(first),
    to: dayOf(last),
    start: first.getTime(),
    end: addDays(last, 1).getTime(),
    days: starts.map(dayOf),
    dayStarts: starts.map((day) => day.getTime()),
  };
}

/**
 * Which day of the range an instant falls on (an index into days), or -1 outside it: a binary
 * search over the day starts, so a long list of movements is placed without formatting each one.
 */
export function dayIndexOf(range: Pick<PeriodRange, 'dayStarts' | 'end'>, instant: number): number {
  const { dayStarts } = range;
  if (dayStarts.length === 0 || instant < (dayStarts[0] ?? 0) || instant >= range.end) return -1;
  let low = 0;
  let high = dayStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((dayStarts[middle] ?? 0) <= instant) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The range of a period at `now`, or the rule a custom period broke. */
export function periodRange(
  period: AnalysisPeriod,
  now: Date | number,
  countryTimezone: number,
  custom: { from?: string; to?: string } = {},
): PeriodRange | PeriodError {
  const today = startOfDay(siteDate(now, countryTimezone));
  switch (period) {
    case 'today':
      return rangeOf(today, today);
    case 'yesterday':
      return rangeOf(subDays(today, 1), subDays(today, 1));
    case '7days':
      return rangeOf(subDays(today, 6), today);
    case '30days':
      return rangeOf(subDays(today, 29), today);
    case 'lastMonth': {
      const first = startOfMonth(subMonths(today, 1));
      return rangeOf(first, startOfDay(endOfMonth(first)));
    }
    case '3months':
      return rangeOf(addDays(subMonths(today, 3), 1), today);
    case '12months':
      return rangeOf(addDays(subMonths(today, 12), 1), today);
    case 'custom': {
      if (!custom.from || !custom.to) return 'customDatesRequired';
      const zone = siteTimeZone(countryTimezone);
      const from = parseDay(custom.from, zone);
      const to = parseDay(custom.to, zone);
      if (!from || !to) return 'customDateInvalid';
      if (to.getTime() < from.getTime()) return 'customRangeReversed';
      if (differenceInCalendarDays(to, from) + 1 > CUSTOM_PERIOD_MAX_DAYS) return 'customRangeTooLong';
      return rangeOf(from, to);
    }
  }
}

