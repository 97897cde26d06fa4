// Money crosses the wire as a JSON number in major units with at most two decimals (DESIGN.md
// "Money"); inside the server it is a bigint of minor units. Both directions go through the decimal
// text, never float arithmetic, so the web form and the server read an amount the same way.
export const MINOR_DIGITS = 2;
const MINOR_PER_MAJOR = 10n ** BigInt(MINOR_DIGITS);

/** Major units as decimal text with both decimals (`1000.00`, `-5.50`): what logs, operator output and signed texts print. */
export function toMajorText(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const fraction = String(abs % MINOR_PER_MAJOR).padStart(MINOR_DIGITS, '0');
  return `${negative ? '-' : ''}${abs / MINOR_PER_MAJOR}.${fraction}`;
}

/** Major units, as they travel: a number with at most two decimals. */
export function toMajorUnits(minor: bigint): number {
  return Number(toMajorText(minor));
}

// Plain decimal text: digits, an optional point and at most two decimals; no sign, no exponent.
const AMOUNT_TEXT = /^(\d{1,15})(?:\.(\d{1,2}))?$/;

/**
 * Reads an amount a player typed or a request carried (a number or its text) as minor units, or
 * null when it is not a plain non-negative amount with at most two decimals. A JSON number such as
 * 10.1 prints as "10.1", so the text route is exact for every value the wire can carry.
 */
export function toMinorUnits(amount: number | string): bigint | null {
  if (typeof amount === 'number' && !Number.isFinite(amount)) return null;
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const match = AMOUNT_TEXT.exec(text);
  if (!match) return null;
  const whole = BigInt(match[1] ?? '0');
  const fraction = BigInt((match[2] ?? '').padEnd(MINOR_DIGITS, '0'));
  return whole * MINOR_PER_MAJOR + fraction;
}
