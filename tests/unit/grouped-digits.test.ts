// The screens' figures are written without Intl (grouped-digits.ts), so the first screen never
// starts the browser's ICU; they must stay the digits Intl.NumberFormat('en-US') writes, rounding
// included, and the site's clock the one Intl's UTC parts gave.
import { describe, expect, it } from 'vitest';
import { siteDate, siteDateTime } from '../../src/domain/display-format';
import { groupedFixed, groupThousands } from '../../src/domain/grouped-digits';

/** A deterministic spread of values: halves, sub-cent tails, negatives, and every magnitude to 10^13. */
function* values(): Generator<number> {
  let seed = 20261129;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (const edge of [0, 0.5, 1.5, 2.5, 0.005, 0.015, 0.125, 0.285, 1.005, 999.995, 999.5, 1000, 1234.5, 99_999.999, 1e12 + 0.5]) {
    yield edge;
    yield -edge;
  }
  for (let i = 0; i < 4000; i += 1) {
    const magnitude = 10 ** Math.floor(next() * 14);
    const value = next() * magnitude;
    yield i % 3 === 0 ? Math.round(value * 100) / 100 : i % 3 === 1 ? Math.round(value * 1000) / 1000 : value;
    yield -value;
  }
}

describe('grouped digits', () => {
  it('writes what Intl.NumberFormat en-US writes, for 0, 1 and 2 decimals', () => {
    for (const decimals of [0, 1, 2]) {
      const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, signDisplay: 'negative' });
      for (const value of values()) expect(groupedFixed(value, decimals), `${value} to ${decimals}`).toBe(intl.format(value));
    }
  });

  it('writes the examples the screens show', () => {
    expect(groupedFixed(1234.5, 2)).toBe('1,234.50');
    expect(groupedFixed(1_000_000, 0)).toBe('1,000,000');
    expect(groupedFixed(999, 0)).toBe('999');
    expect(groupedFixed(96.79, 1)).toBe('96.8');
    expect(groupedFixed(-1234.5, 0)).toBe('-1,235');
  });

  it('groups a decimal text as it is, without rounding it (the sandbox checkout page\'s signed amount)', () => {
    expect(groupThousands('12500.00')).toBe('12,500.00');
    expect(groupThousands('1234567')).toBe('1,234,567');
    expect(groupThousands('999.999')).toBe('999.999');
  });
});

describe("the site's clock", () => {
  it('reads as Intl read the instant moved by the offset, as UTC', () => {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    for (const timezone of [0, -1.5, 7, -13, 4.75]) {
      for (let epoch = Date.UTC(2000, 0, 1); epoch < Date.UTC(2040, 0, 1); epoch += 86_400_000 * 37 + 3_599_999) {
        const moved = parts.formatToParts(epoch + (8 + timezone) * 3_600_000);
        const part = (type: Intl.DateTimeFormatPartTypes) => moved.find((each) => each.type === type)!.value;
        expect(siteDateTime(epoch, timezone)).toBe(`${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`);
        expect(siteDate(epoch, timezone)).toBe(`${part('year')}-${part('month')}-${part('day')}`);
      }
    }
  });
});
