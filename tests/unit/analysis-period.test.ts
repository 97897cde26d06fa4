// Analysis periods on the site's clock: the same instant is a different "today" in two site
// timezones, month and year ends, and custom ranges refused for the rule they break.
import { describe, expect, it } from 'vitest';
import { dayIndexOf, periodRange, type PeriodRange } from '../../src/domain/analysis-period';

const at = (iso: string) => new Date(iso).getTime();
const range = (value: ReturnType<typeof periodRange>): PeriodRange => {
  if (typeof value === 'string') throw new Error(value);
  return value;
};

describe('periodRange', () => {
  // Monday 2026-11-23 00:30 at UTC+8, still Sunday 23:30 at UTC+7.
  const now = at('2026-11-22T16:30:00Z');

  it('today is the site day, with its midnight boundaries', () => {
    expect(range(periodRange('today', now, 0))).toEqual({
      from: '2026-11-23',
      to: '2026-11-23',
      start: at('2026-11-23T00:00:00+08:00'),
      end: at('2026-11-24T00:00:00+08:00'),
      days: ['2026-11-23'],
      dayStarts: [at('2026-11-23T00:00:00+08:00')],
    });
    expect(range(periodRange('today', now, -1))).toMatchObject({
      from: '2026-11-22',
      start: at('2026-11-22T00:00:00+07:00'),
      end: at('2026-11-23T00:00:00+07:00'),
    });
  });

  it.each([
    ['yesterday', '2026-11-22', '2026-11-22', 1],
    ['7days', '2026-11-17', '2026-11-23', 7],
    ['30days', '2026-10-25', '2026-11-23', 30],
    ['lastMonth', '2026-10-01', '2026-10-31', 31],
    ['3months', '2026-08-24', '2026-11-23', 92],
    ['12months', '2025-11-24', '2026-11-23', 365],
  ] as const)('%s at UTC+8: %s .. %s (%d days)', (period, from, to, count) => {
    const value = range(periodRange(period, now, 0));
    expect([value.from, value.to, value.days.length]).toEqual([from, to, count]);
    expect(value.end - value.start).toBe(count * 86_400_000);
  });

  it('lastMonth in January is December of the year before; in March it is February', () => {
    expect(range(periodRange('lastMonth', at('2027-01-01T00:00:00+08:00'), 0))).toMatchObject({ from: '2026-12-01', to: '2026-12-31' });
    expect(range(periodRange('lastMonth', at('2028-03-31T23:59:00+08:00'), 0))).toMatchObject({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('custom takes both days, inclusive, at the site midnight', () => {
    expect(range(periodRange('custom', now, -1.5, { from: '2026-11-01', to: '2026-11-02' }))).toEqual({
      from: '2026-11-01',
      to: '2026-11-02',
      start: at('2026-11-01T00:00:00+06:30'),
      end: at('2026-11-03T00:00:00+06:30'),
      days: ['2026-11-01', '2026-11-02'],
      dayStarts: [at('2026-11-01T00:00:00+06:30'), at('2026-11-02T00:00:00+06:30')],
    });
  });

  it.each([
    [{}, 'customDatesRequired'],
    [{ from: '2026-11-01' }, 'customDatesRequired'],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'customDateInvalid'],
    [{ from: '2026-1-01', to: '2026-03-01' }, 'customDateInvalid'],
    [{ from: '2026-11-02', to: '2026-11-01' }, 'customRangeReversed'],
    [{ from: '2025-01-01', to: '2026-01-02' }, 'customRangeTooLong'],
  ])('custom %j -> %s', (custom, error) => {
    expect(periodRange('custom', now, 0, custom)).toBe(error);
  });

  it('dayIndexOf places an instant on its site day, midnights included, and -1 outside', () => {
    const week = range(periodRange('7days', now, -1)); // 2026-11-16 .. 2026-11-22 at UTC+7
    expect(dayIndexOf(week, at('2026-11-16T00:00:00+07:00'))).toBe(0);
    expect(dayIndexOf(week, at('2026-11-16T23:59:59.999+07:00'))).toBe(0);
    expect(dayIndexOf(week, at('2026-11-17T00:00:00+07:00'))).toBe(1);
    expect(dayIndexOf(week, at('2026-11-22T23:59:59.999+07:00'))).toBe(6);
    expect(dayIndexOf(week, at('2026-11-23T00:00:00+07:00'))).toBe(-1);
    expect(dayIndexOf(week, at('2026-11-15T23:59:59.999+07:00'))).toBe(-1);
  });
});
