// The withdraw amount rule (SPEC.md §5): a valid amount within the limits, covered by the balance,
// compared in minor units.
import { describe, expect, it } from 'vitest';
import { withdrawAmountProblem } from '../../src/domain/withdrawal-amount';

const limits = { balance: 500.1, minAmount: 100, maxAmount: 1000 };

describe('withdraw amount', () => {
  it('accepts an amount within the limits that the balance covers, to the cent', () => {
    expect(withdrawAmountProblem('100', limits)).toBeNull();
    expect(withdrawAmountProblem('500.10', limits)).toBeNull();
    expect(withdrawAmountProblem(' 250.5 ', limits)).toBeNull();
  });
  it('calls anything else a wrong amount', () => {
    for (const text of ['', '0', '-5', 'abc', '1e3', '12.345', '99.99', '1000.01']) expect(withdrawAmountProblem(text, limits), text).toBe('wrongAmount');
  });
  it('says the balance is not enough one cent over it', () => {
    expect(withdrawAmountProblem('500.11', limits)).toBe('balanceShort');
    expect(withdrawAmountProblem('100', { ...limits, balance: 0 })).toBe('balanceShort');
  });
  it('has no maximum when the maximum is 0', () => {
    expect(withdrawAmountProblem('5000', { balance: 9000, minAmount: 1, maxAmount: 0 })).toBeNull();
  });
});
