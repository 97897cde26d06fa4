// SPEC.md §9 withdrawal timing on the site's clock: every weekday, both ends of each day, and the
// same instant read in two site timezones falling on different days.
import { describe, expect, it } from 'vitest';
import { siteDay, siteTimeZone } from '../../src/domain/site-time';
import { withdrawalArrivesAt } from '../../src/domain/withdrawal-timing';

const at = (iso: string) => new Date(iso).getTime();

describe('siteTimeZone (countryTimezone is hours relative to UTC+8)', () => {
  it.each([
    [0, '+08:00'],
    [-1, '+07:00'],
    [-1.5, '+06:30'],
    [1, '+09:00'],
    [-8, '+00:00'],
    [-11, '-03:00'],
  ])('%d -> %s', (offset, zone) => {
    expect(siteTimeZone(offset)).toBe(zone);
  });

  it('the site day of an instant follows the offset', () => {
    expect(siteDay(at('2026-11-23T16:30:00Z'), 0)).toBe('2026-11-24');
    expect(siteDay(at('2026-11-23T16:30:00Z'), -1)).toBe('2026-11-23');
  });
});

describe('withdrawalArrivesAt (site at UTC+8)', () => {
  // The week of Monday 2026-11-23, on the site's clock (+08:00).
  it.each([
    ['Monday 00:00', '2026-11-23T00:00:00.000+08:00', '2026-11-24T18:00:00+08:00'],
    ['Monday 23:59:59.999', '2026-11-23T23:59:59.999+08:00', '2026-11-24T18:00:00+08:00'],
    ['Tuesday 00:00', '2026-11-24T00:00:00.000+08:00', '2026-11-25T18:00:00+08:00'],
    ['Tuesday 18:00 (the hour itself)', '2026-11-24T18:00:00.000+08:00', '2026-11-25T18:00:00+08:00'],
    ['Wednesday 12:00', '2026-11-25T12:00:00.000+08:00', '2026-11-26T18:00:00+08:00'],
    ['Thursday 23:59:59.999', '2026-11-26T23:59:59.999+08:00', '2026-11-27T18:00:00+08:00'],
    ['Friday 00:00', '2026-11-27T00:00:00.000+08:00', '2026-11-28T18:00:00+08:00'],
    ['Friday 23:59:59.999 (arrives Saturday: the next day)', '2026-11-27T23:59:59.999+08:00', '2026-11-28T18:00:00+08:00'],
    ['Saturday 00:00', '2026-11-28T00:00:00.000+08:00', '2026-11-30T18:00:00+08:00'],
    ['Saturday 20:00', '2026-11-28T20:00:00.000+08:00', '2026-11-30T18:00:00+08:00'],
    ['Sunday 00:00', '2026-11-29T00:00:00.000+08:00', '2026-11-30T18:00:00+08:00'],
    ['Sunday 23:59:59.999', '2026-11-29T23:59:59.999+08:00', '2026-11-30T18:00:00+08:00'],
    ['the next Monday 00:00', '2026-11-30T00:00:00.000+08:00', '2026-12-01T18:00:00+08:00'],
    ['Monday 31 December (year end)', '2029-12-31T09:00:00.000+08:00', '2030-01-01T18:00:00+08:00'],
    ['Saturday 31 January (month end)', '2026-01-31T09:00:00.000+08:00', '2026-02-02T18:00:00+08:00'],
  ])('%s', (_name, requested, arrives) => {
    expect(withdrawalArrivesAt(at(requested), 0)).toBe(at(arrives));
  });
});

describe('withdrawalArrivesAt in other site timezones', () => {
  // 2026-11-27T16:30Z is Saturday 00:30 at UTC+8 but Friday 23:30 at UTC+7.
  const instant = at('2026-11-27T16:30:00Z');

  it('UTC+8: a Saturday request, so the following Monday', () => {
    expect(withdrawalArrivesAt(instant, 0)).toBe(at('2026-11-30T18:00:00+08:00'));
  });

  it('UTC+7 (countryTimezone -1): a Friday request, so Saturday 18:00 there', () => {
    expect(withdrawalArrivesAt(instant, -1)).toBe(at('2026-11-28T18:00:00+07:00'));
  });

  it('UTC+6:30 (countryTimezone -1.5): Sunday 23:59 there is still the weekend', () => {
    expect(withdrawalArrivesAt(at('2026-11-29T23:59:00+06:30'), -1.5)).toBe(at('2026-11-30T18:00:00+06:30'));
    expect(withdrawalArrivesAt(at('2026-11-30T00:00:00+06:30'), -1.5)).toBe(at('2026-12-01T18:00:00+06:30'));
  });

  it('accepts a Date as well as epoch milliseconds', () => {
    expect(withdrawalArrivesAt(new Date(instant), 0)).toBe(withdrawalArrivesAt(instant, 0));
  });
});
