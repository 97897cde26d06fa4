// Every transfer kind maps to a SPEC.md §3 bill type, by one rule list (the SQL filter uses it too).
import { describe, expect, it } from 'vitest';
import { billTypeOf } from '../../server/modules/wallet/bill-kinds';
import { BILL_TYPES, TRANSFER_KINDS } from '../../src/domain/trade';

describe('billTypeOf', () => {
  it.each([
    ['deposit', 'deposit:D1', 100n, 'deposit'],
    ['withdraw', 'withdrawal:1:hold', -100n, 'withdrawal'],
    ['withdraw', 'withdrawal:1:void', 100n, 'withdrawal'],
    ['toGameMaker', 'game:1', -5n, 'games'],
    ['outOfGameMaker', 'game:2', 5n, 'games'],
    ['toPromotion', 'promotion:1', -5n, 'propsPurchase'],
    ['promotionSettlement', 'promotion:1:settle', 5n, 'rewards'],
    ['promotionSettlement', 'rebate:2026-11', 5n, 'rebate'],
    ['toPromotion', 'member:gold', -5n, 'memberPurchase'],
    ['toPromotion', 'props:spins', -5n, 'propsPurchase'],
    ['adjustment', 'adjust:1', 5n, 'deposit'],
    ['adjustment', 'adjust:2', -5n, 'withdrawal'],
  ] as const)('%s %s %d -> %s', (kind, reference, amount, type) => {
    expect(billTypeOf(kind, reference, amount)).toBe(type);
  });

  it('every kind gives a known bill type', () => {
    for (const kind of TRANSFER_KINDS) {
      expect(BILL_TYPES).toContain(billTypeOf(kind, 'x', 1n));
      expect(BILL_TYPES).toContain(billTypeOf(kind, 'x', -1n));
    }
  });
});
