// The withdraw form's amount rule (SPEC.md §5 "Withdraw"): a valid amount — positive, at most two
// decimals, within the request's minimum and maximum — and a balance that covers it. Compared in
// minor units (money.ts), never in floating point.
import { toMinorUnits } from './money';

export interface WithdrawLimits {
  balance: number;
  minAmount: number;
  /** 0 or less: no maximum. */
  maxAmount: number;
}

/** `wrongAmount` (SPEC.md §8 "wrong amount"), `balanceShort` ("balance not enough, please deposit"), or null. */
export type WithdrawAmountProblem = 'wrongAmount' | 'balanceShort';

export function withdrawAmountProblem(text: string, limits: WithdrawLimits): WithdrawAmountProblem | null {
  const amount = toMinorUnits(text);
  if (amount === null || amount <= 0n) return 'wrongAmount';
  const min = toMinorUnits(limits.minAmount) ?? 0n;
  const max = toMinorUnits(Math.max(limits.maxAmount, 0)) ?? 0n;
  if (amount < min || (max > 0n && amount > max)) return 'wrongAmount';
  const balance = toMinorUnits(Math.max(limits.balance, 0)) ?? 0n;
  if (amount > balance) return 'balanceShort';
  return null;
}
