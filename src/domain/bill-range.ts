// The custom analysis period (SPEC.md §2, §9 "custom"): two days, YYYY-MM-DD in the site's
// timezone, the first not after the last, the last not after today, at most a year apart (the
// longest fixed period is 12 months).
export type RangeProblem = 'date' | 'rangeOrder' | 'rangeFuture' | 'rangeTooLong';

export const MAX_CUSTOM_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a calendar day, or null for text that is not a real day. */
export function dayNumber(day: string): number | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  const back = new Date(ms);
  // 2026-02-30 rolls over to March: not a real day.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) return null;
  return ms / DAY_MS;
}

export function customRangeProblem(from: string, to: string, today: string): RangeProblem | null {
  const [first, last, now] = [dayNumber(from), dayNumber(to), dayNumber(today)];
  if (first === null || last === null || now === null) return 'date';
  if (first > last) return 'rangeOrder';
  if (last > now) return 'rangeFuture';
  if (last - first + 1 > MAX_CUSTOM_RANGE_DAYS) return 'rangeTooLong';
  return null;
}
