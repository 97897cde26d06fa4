// The site's days on every fixed offset a site can be set to, whole minutes from UTC-12:00 to
// UTC+14:00. @date-fns/tz 1.5.0 read an offset west of UTC by less than an hour ("-00:47") as east
// of it (date-fns/date-fns#4279, patched in patches/), so a site at UTC-00:47 closed its days 94
// minutes late; rebates, bills and the calendar bonuses all count days this way.
import { addDays, startOfDay } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { siteDate, siteDay, siteTimeZone } from '../../src/domain/site-time';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The start of the site day holding `instant`, by arithmetic on the fixed offset. */
function expectedDayStart(instant: number, offsetMinutes: number): number {
  const local = instant + offsetMinutes * MINUTE_MS;
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - offsetMinutes * MINUTE_MS;
}

describe('site days on a fixed offset', () => {
  const instant = Date.UTC(2026, 10, 29, 0, 47, 30);

  it('names the zone of an offset west of UTC by less than an hour with its minus sign', () => {
    // countryTimezone is measured from UTC+8.
    expect(siteTimeZone(-8 - 47 / 60)).toBe('-00:47');
    expect(siteTimeZone(-8.5)).toBe('-00:30');
  });

  it('starts each day at local midnight for every whole-minute offset from UTC-12:00 to UTC+14:00', () => {
    const wrong: string[] = [];
    for (let offset = -12 * 60; offset <= 14 * 60; offset += 1) {
      const countryTimezone = offset / 60 - 8;
      const start = startOfDay(siteDate(instant, countryTimezone));
      const expected = expectedDayStart(instant, offset);
      if (start.getTime() !== expected || addDays(start, 1).getTime() !== expected + DAY_MS) wrong.push(siteTimeZone(countryTimezone));
    }
    expect(wrong).toEqual([]);
  });

  it('puts an instant just before a west-of-UTC midnight on the day before', () => {
    // At UTC-00:47 the day of 2026-11-29 begins at 00:47 UTC.
    const countryTimezone = -8 - 47 / 60;
    expect(siteDay(Date.UTC(2026, 10, 29, 0, 46, 59), countryTimezone)).toBe('2026-11-28');
    expect(siteDay(Date.UTC(2026, 10, 29, 0, 47, 0), countryTimezone)).toBe('2026-11-29');
  });
});
