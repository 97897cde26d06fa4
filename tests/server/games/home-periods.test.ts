// The winners lists' periods are the site's day, week (from Monday) and month on the site's clock
// (SPEC.md §3 countryTimezone, relative to UTC+8), not the server's.
import { describe, expect, it } from 'vitest';
import { sitePeriods } from '../../../server/modules/games/home.service';

describe('sitePeriods', () => {
  it('starts the day, week and month at midnight on the site clock', () => {
    // Wednesday 2026-07-01 23:30 UTC is Thursday 07:30 in UTC+8.
    const at = new Date('2026-07-01T23:30:00Z');
    expect(sitePeriods(at, 0)).toEqual({
      day: new Date('2026-07-01T16:00:00Z'),
      nextDay: new Date('2026-07-02T16:00:00Z'),
      week: new Date('2026-06-28T16:00:00Z'), // Monday 2026-06-29 00:00 UTC+8
      month: new Date('2026-06-30T16:00:00Z'), // 2026-07-01 00:00 UTC+8
    });
  });

  it('follows the site timezone: Myanmar (UTC+6:30) is still on the earlier day', () => {
    const at = new Date('2026-07-01T17:00:00Z'); // 23:30 in Yangon, 01:00 the next day in Manila
    expect(sitePeriods(at, -1.5).day).toEqual(new Date('2026-06-30T17:30:00Z'));
    expect(sitePeriods(at, 0).day).toEqual(new Date('2026-07-01T16:00:00Z'));
  });
});
