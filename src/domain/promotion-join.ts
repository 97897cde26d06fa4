// What joining a promotion asks and gives (SPEC.md §5 "Promotion amount", §8): the amount rule, the
// bonus the confirmation shows, and the turnover a record must reach. In minor units (money.ts),
// never in floating point; the server applies the same rule and has the last word.
import { toMajorUnits, toMinorUnits } from './money';
import type { PromotionDetail, PromotionSummary, TurnoverInfo } from './promotion.schema';

/** `amount`: "please enter the correct amount"; `code`: no code typed; `closed`: the SPEC §8 text. */
export type JoinProblem = 'amount' | 'code' | 'closed';

export function joinProblem(promotion: PromotionSummary, amountText: string, codeText: string): JoinProblem | null {
  if (!promotion.open) return 'closed';
  if (promotion.joinMode === 'code') return codeText.trim() ? null : 'code';
  const amount = toMinorUnits(amountText);
  const min = toMinorUnits(promotion.minAmount) ?? 0n;
  const max = toMinorUnits(promotion.maxAmount) ?? 0n;
  if (amount === null || amount <= 0n || amount < min || (max > 0n && amount > max)) return 'amount';
  return null;
}

/** The bonus for an amount: bonusPercent of it, capped at bonusCap (0: no cap); a code's fixed bonus. */
export function bonusFor(promotion: PromotionSummary, amountText: string): number {
  if (promotion.joinMode === 'code') return promotion.fixedBonus;
  const amount = toMinorUnits(amountText) ?? 0n;
  // Whole minor units, rounded down: the player never sees more than is paid.
  let bonus = (amount * BigInt(Math.round(promotion.bonusPercent * 100))) / 10_000n;
  const cap = toMinorUnits(promotion.bonusCap) ?? 0n;
  if (cap > 0n && bonus > cap) bonus = cap;
  return toMajorUnits(bonus);
}

/** Bets required before settling: (amount + bonus) × turnoverMultiple. */
export function requiredTurnover(promotion: PromotionDetail, amountText: string): number {
  const amount = promotion.joinMode === 'code' ? 0n : (toMinorUnits(amountText) ?? 0n);
  const total = amount + (toMinorUnits(bonusFor(promotion, amountText)) ?? 0n);
  return toMajorUnits((total * BigInt(Math.round(promotion.turnoverMultiple * 100))) / 100n);
}

/** One progress bar of a record: how far `current` is towards `asked` (0-1), and whether it is met. */
export interface TurnoverProgress {
  key: 'bet' | 'netwin' | 'balance';
  current: number;
  asked: number;
  ratio: number;
  met: boolean;
}

/** The bars a record shows: bets always, net win and balance only when asked for. */
export function turnoverProgress(info: TurnoverInfo): TurnoverProgress[] {
  const bar = (key: TurnoverProgress['key'], current: number, asked: number): TurnoverProgress => ({
    key,
    current,
    asked,
    ratio: asked > 0 ? Math.min(Math.max(current / asked, 0), 1) : 1,
    met: current >= asked,
  });
  const bars = [bar('bet', info.currentBetAmount, info.askBetAmount)];
  if (info.askNetwinAmount > 0) bars.push(bar('netwin', info.currentNetwinAmount, info.askNetwinAmount));
  if (info.askBalance > 0) bars.push(bar('balance', info.currentBalance, info.askBalance));
  return bars;
}

/** The promotion balance a join opens with: the amount plus its bonus. */
export function startingBalance(promotion: PromotionSummary, amountText: string): number {
  const amount = promotion.joinMode === 'code' ? 0n : (toMinorUnits(amountText) ?? 0n);
  return toMajorUnits(amount + (toMinorUnits(bonusFor(promotion, amountText)) ?? 0n));
}
