// Money as the screens write it: the site's currency symbol, grouped thousands, two decimals.
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/money-format';
import { formatSignedMoney } from '../../src/domain/money-variants';

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

describe('chart axis money', () => {
  it('is short: symbol and a compact figure', async () => {
    const { formatCompactMoney } = await import('../../src/domain/money-variants');
    expect(formatCompactMoney(10000, '₱')).toBe('₱10K');
    expect(formatCompactMoney(-2500, '₱')).toBe('-₱2.5K');
    expect(formatCompactMoney(0, '₱')).toBe('₱0');
  });
});
