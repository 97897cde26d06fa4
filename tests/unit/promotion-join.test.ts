// The join rule, the bonus the confirmation shows, the turnover asked and the progress bars, on the
// edges: both ends of the range, two decimals, the cap, a code promotion, a closed one.
import { describe, expect, it } from 'vitest';
import type { PromotionDetail } from '../../src/domain/promotion.schema';
import { bonusFor, joinProblem, requiredTurnover, startingBalance, turnoverProgress } from '../../src/domain/promotion-join';

const promotion: PromotionDetail = {
  id: 1, kind: 'gamePromotion', title: 'Welcome', summary: '', picture: '', startsAt: 0, endsAt: 1, joinMode: 'amount',
  minAmount: 100, maxAmount: 1000, bonusPercent: 50, bonusCap: 300, fixedBonus: 0, maxBet: 20, open: true, button: 'confirmAttend',
  recordId: null, description: '', turnoverMultiple: 3, askNetwinAmount: 0, askBalance: 0, releaseConditionsAmount: 10, gameCount: 2,
};

describe('promotion join', () => {
  it('accepts an amount inside [min, max] only', () => {
    expect(joinProblem(promotion, '100', '')).toBeNull();
    expect(joinProblem(promotion, '1000.00', '')).toBeNull();
    expect(joinProblem(promotion, '99.99', '')).toBe('amount');
    expect(joinProblem(promotion, '1000.01', '')).toBe('amount');
    expect(joinProblem(promotion, '12.345', '')).toBe('amount');
    expect(joinProblem(promotion, 'abc', '')).toBe('amount');
    expect(joinProblem(promotion, '', '')).toBe('amount');
  });

  it('asks a code of a code promotion, and refuses a closed one first', () => {
    const code = { ...promotion, joinMode: 'code' as const, fixedBonus: 25 };
    expect(joinProblem(code, '', ' ')).toBe('code');
    expect(joinProblem(code, '', 'SPRING')).toBeNull();
    expect(joinProblem({ ...promotion, open: false }, '100', '')).toBe('closed');
    expect(bonusFor(code, '')).toBe(25);
  });

  it('computes the bonus in minor units and caps it', () => {
    expect(bonusFor(promotion, '100')).toBe(50);
    expect(bonusFor(promotion, '100.01')).toBe(50);
    expect(bonusFor(promotion, '100.03')).toBe(50.01);
    expect(bonusFor(promotion, '1000')).toBe(300);
    expect(bonusFor({ ...promotion, bonusCap: 0 }, '1000')).toBe(500);
    expect(requiredTurnover(promotion, '200')).toBe(900);
    expect(startingBalance(promotion, '100.03')).toBe(150.04);
  });

  it('shows a bar for bets, and for net win and balance only when asked', () => {
    const info = { bonusAmount: 50, askBetAmount: 450, currentBetAmount: 90, askNetwinAmount: 0, currentNetwinAmount: -5, askBalance: 0, currentBalance: 140, releaseConditionsAmount: 10 };
    expect(turnoverProgress(info)).toEqual([{ key: 'bet', current: 90, asked: 450, ratio: 0.2, met: false }]);
    const all = turnoverProgress({ ...info, askNetwinAmount: 20, askBalance: 100, currentBetAmount: 500 });
    expect(all.map((bar) => [bar.key, bar.ratio, bar.met])).toEqual([['bet', 1, true], ['netwin', 0, false], ['balance', 1, true]]);
  });
});
