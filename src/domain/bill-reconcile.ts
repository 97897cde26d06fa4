// The wallet page's promise (issue 8): the bills of a period add up to the change of balance in
// that period. Checked in minor units, so no floating-point sum can hide or invent a cent.
import type { AnalyzeBillReply } from './bill.schema';
import { toMajorUnits, toMinorUnits } from './money';

/** A signed wire amount in minor units (toMinorUnits reads only non-negative amounts). */
export function signedMinorUnits(amount: number): bigint | null {
  const minor = toMinorUnits(Math.abs(amount));
  if (minor === null) return null;
  return amount < 0 ? -minor : minor;
}

/** closing - opening === the sum of the period's done bills, cent for cent. */
export function periodAddsUp(period: Pick<AnalyzeBillReply, 'openingBalance' | 'closingBalance' | 'netChange'>): boolean {
  const [opening, closing, net] = [signedMinorUnits(period.openingBalance), signedMinorUnits(period.closingBalance), signedMinorUnits(period.netChange)];
  if (opening === null || closing === null || net === null) return false;
  return closing - opening === net;
}

/** The sum of wire amounts, added in minor units. */
export function sumAmounts(amounts: readonly number[]): number {
  return toMajorUnits(amounts.reduce<bigint>((sum, amount) => sum + (signedMinorUnits(amount) ?? 0n), 0n));
}
