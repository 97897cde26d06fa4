// SPEC.md §9's counts (k from 1000, w from 10000) and relative times (just now under 5 minutes,
// then minutes, hours, days up to 30 days, then the site's date), and the tile's initials.
import { describe, expect, it } from 'vitest';
import { formatCount, nameInitials } from '../../src/domain/game-format';
import { relativeTime } from '../../src/domain/relative-time';

describe('formatCount', () => {
  it.each([
    [0, '0'], [7, '7'], [999, '999'], [1000, '1k'], [1250, '1.2k'], [9999, '9.9k'], [10_000, '1w'], [123_456, '12.3w'], [-3, '0'],
  ])('%d reads %s', (count, text) => expect(formatCount(count)).toBe(text));
});

describe('relativeTime', () => {
  const now = Date.UTC(2026, 10, 23, 12);
  const minute = 60_000;
  it('says just now under 5 minutes, then minutes, hours and days', () => {
    expect(relativeTime(now - 4 * minute, now, 0)).toEqual({ unit: 'justNow' });
    expect(relativeTime(now + minute, now, 0)).toEqual({ unit: 'justNow' });
    expect(relativeTime(now - 5 * minute, now, 0)).toEqual({ unit: 'minutes', count: 5 });
    expect(relativeTime(now - 61 * minute, now, 0)).toEqual({ unit: 'hours', count: 1 });
    expect(relativeTime(now - 29 * 24 * 60 * minute, now, 0)).toEqual({ unit: 'days', count: 29 });
  });
  it("gives the site's date from 30 days on", () => {
    // 2026-10-20 17:00 UTC is the 21st at UTC+8 (countryTimezone 0) and still the 20th at UTC+6:30 (-1.5).
    const then = Date.UTC(2026, 9, 20, 17);
    expect(relativeTime(then, now, 0)).toEqual({ unit: 'date', date: '2026-10-21' });
    expect(relativeTime(then, now, -1.5)).toEqual({ unit: 'date', date: '2026-10-20' });
  });
});

describe('nameInitials', () => {
  it.each([['Lucky Lanterns', 'LL'], ['roulette', 'RO'], ['Jacks or Better', 'JO'], ['', '']])('%s → %s', (name, initials) =>
    expect(nameInitials(name)).toBe(initials));
});
