// The custom analysis period's rule and the wallet page's reconciliation, both pure.
import { describe, expect, it } from 'vitest';
import { customRangeProblem, dayNumber } from '../../src/domain/bill-range';
import { periodAddsUp, signedMinorUnits, sumAmounts } from '../../src/domain/bill-reconcile';

describe('custom period', () => {
  const today = '2026-11-23';
  it('reads real days only', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2026-02-30')).toBeNull();
    expect(dayNumber('2026-2-3')).toBeNull();
  });
  it('wants two real days in order, not after today, at most a year apart', () => {
    expect(customRangeProblem('2026-11-01', '2026-11-23', today)).toBeNull();
    expect(customRangeProblem('2026-11-23', '2026-11-23', today)).toBeNull();
    expect(customRangeProblem('', '2026-11-23', today)).toBe('date');
    expect(customRangeProblem('2026-11-20', '2026-11-01', today)).toBe('rangeOrder');
    expect(customRangeProblem('2026-11-01', '2026-11-24', today)).toBe('rangeFuture');
    expect(customRangeProblem('2025-11-22', '2026-11-23', today)).toBe('rangeTooLong');
    expect(customRangeProblem('2025-11-23', '2026-11-23', today)).toBeNull();
  });
});

describe('reconciliation', () => {
  it('adds up in cents where floating point would not', () => {
    // 0.1 + 0.2 !== 0.3 in floating point; in cents it is exact.
    expect(periodAddsUp({ openingBalance: 0.1, closingBalance: 0.4, netChange: 0.3 })).toBe(true);
    expect(periodAddsUp({ openingBalance: 100, closingBalance: 50.5, netChange: -49.5 })).toBe(true);
    expect(periodAddsUp({ openingBalance: 100, closingBalance: 50.5, netChange: -49.49 })).toBe(false);
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([500, -200.25])).toBe(299.75);
    expect(signedMinorUnits(-0.05)).toBe(-5n);
  });
});
