// Money and time as the wallet screens write them: the site's currency symbol, grouped thousands,
// two decimals, and the site's timezone (countryTimezone is hours from UTC+8).
import { describe, expect, it } from 'vitest';
import { formatMoney, formatSignedMoney } from '../../src/domain/money-format';
import { siteDate, siteDateTime, siteZoneLabel } from '../../src/domain/site-date-format';

describe('wallet money format', () => {
  it('writes the symbol, grouped thousands and two decimals', () => {
    expect(formatMoney(1234.5, '₱')).toBe('₱1,234.50');
    expect(formatMoney(0, '฿')).toBe('฿0.00');
    expect(formatMoney(-20.05, '₱')).toBe('-₱20.05');
    expect(formatMoney(1000000, 'RM')).toBe('RM1,000,000.00');
  });
  it('marks money in with a plus', () => {
    expect(formatSignedMoney(500, '₱')).toBe('+₱500.00');
    expect(formatSignedMoney(-200, '₱')).toBe('-₱200.00');
    expect(formatSignedMoney(0, '₱')).toBe('₱0.00');
  });
});

describe('site time', () => {
  const instant = Date.UTC(2026, 10, 23, 16, 30); // 16:30 UTC
  it('reads offsets relative to UTC+8, fractions included', () => {
    expect(siteZoneLabel(0)).toBe('UTC+8');
    expect(siteZoneLabel(-1.5)).toBe('UTC+6:30');
    expect(siteZoneLabel(-11)).toBe('UTC-3');
  });
  it('shows an instant on the site calendar, whatever the device zone', () => {
    expect(siteDateTime(instant, 0)).toBe('2026-11-24 00:30');
    expect(siteDateTime(instant, -1)).toBe('2026-11-23 23:30');
    expect(siteDateTime(instant, -1.5)).toBe('2026-11-23 23:00');
    expect(siteDate(instant, 0)).toBe('2026-11-24');
    expect(siteDate(instant, -1)).toBe('2026-11-23');
  });
});

describe('chart axis money', () => {
  it('is short: symbol and a compact figure', async () => {
    const { formatCompactMoney } = await import('../../src/domain/money-format');
    expect(formatCompactMoney(10000, '₱')).toBe('₱10K');
    expect(formatCompactMoney(-2500, '₱')).toBe('-₱2.5K');
    expect(formatCompactMoney(0, '₱')).toBe('₱0');
  });
});
