// Money crosses the wire as a JSON number in major units (DESIGN.md "Money"); inside it is a
// bigint of minor units. The conversion goes through the decimal text, never float arithmetic.
const MINOR_DIGITS = 2;
const MINOR_PER_MAJOR = 10n ** BigInt(MINOR_DIGITS);

export function toMajorUnits(minor: bigint): number {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const fraction = String(abs % MINOR_PER_MAJOR).padStart(MINOR_DIGITS, '0');
  return Number(`${negative ? '-' : ''}${abs / MINOR_PER_MAJOR}.${fraction}`);
}
