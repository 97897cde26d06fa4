// SPEC.md §9: "Withdrawals requested Monday to Friday arrive at 18:00 the next day; weekend ones at
// 18:00 the following week; public holidays are announced separately." Read precisely, on the
// site's clock (site-time.ts):
//   - Monday to Friday, any time from 00:00:00 to 23:59:59.999: 18:00 of the next calendar day
//     (a Friday request arrives Saturday 18:00 — the rule names the next day, not the next working day);
//   - Saturday or Sunday: 18:00 of the following Monday (the first day of the following week),
//     so a Saturday and a Sunday request arrive at the same time.
// Holidays are not known to the platform and so are not modelled; the notice says so in words.
import { addDays, getDay, nextMonday, set, startOfDay } from 'date-fns';
import { siteDate } from './site-time';

export const WITHDRAWAL_ARRIVAL_HOUR = 18;

/** When a withdrawal requested at `requestedAt` arrives (epoch ms), by the site's clock. */
export function withdrawalArrivesAt(requestedAt: Date | number, countryTimezone: number): number {
  const local = siteDate(requestedAt, countryTimezone);
  const weekday = getDay(local); // 0 Sunday … 6 Saturday
  const day = weekday === 0 || weekday === 6 ? nextMonday(startOfDay(local)) : addDays(startOfDay(local), 1);
  return set(day, { hours: WITHDRAWAL_ARRIVAL_HOUR, minutes: 0, seconds: 0, milliseconds: 0 }).getTime();
}
