// Figures written with Latin digits, comma thousands and a dotted decimal, the same in every
// language (display-format.ts, money-format.ts). Written out rather than through Intl.NumberFormat:
// a page's first Intl object starts the browser's ICU, which measured 100-270 ms of main thread on
// a phone-class CPU (Chromium, 4× slowed) inside the home's boot, for a format that never changes
// with the language. tests/unit/grouped-digits.test.ts holds the digits to Intl's.

/** `12500.00` as `12,500.00`: commas between the thousands of a decimal's whole part, nothing else changed. */
export function groupThousands(decimal: string): string {
  const point = decimal.indexOf('.');
  const whole = point === -1 ? decimal : decimal.slice(0, point);
  return whole.replace(/\B(?=(\d{3})+$)/g, ',') + (point === -1 ? '' : decimal.slice(point));
}

/**
 * `value` rounded to `decimals` places as Intl rounds: the number's shortest decimal form (what
 * `String` writes, 152304.65 and not the binary 152304.6499…), half away from zero.
 */
function roundedDigits(value: number, decimals: number): { whole: string; fraction: string } {
  const shortest = String(Math.abs(value));
  // Exponent forms: below 1e-6 every place shown is 0; from 1e21 no money or count gets there.
  if (shortest.includes('e')) {
    const [whole = '0', fraction = ''] = Math.abs(value).toFixed(decimals).split('.');
    return { whole, fraction };
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  const kept = whole + fraction.slice(0, decimals).padEnd(decimals, '0');
  const up = fraction.length > decimals && fraction.charCodeAt(decimals) >= 53; // '5'
  const digits = up ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const cut = digits.length - decimals;
  return { whole: digits.slice(0, cut).replace(/^0+(?=\d)/, '') || '0', fraction: digits.slice(cut) };
}

/**
 * `1,234.50` for (1234.5, 2); `-1,235` for (-1234.5, 0): rounded to `decimals`, thousands grouped.
 * A negative value that rounds to zero is written `0`, not `-0`.
 */
export function groupedFixed(value: number, decimals: number): string {
  const { whole, fraction } = roundedDigits(value, decimals);
  const zero = /^0*$/.test(whole + fraction);
  const sign = value < 0 && !zero ? '-' : '';
  return `${sign}${groupThousands(whole)}${decimals > 0 ? `.${fraction}` : ''}`;
}
