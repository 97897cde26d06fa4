// A record's bill (SPEC.md §2 myPromotionBill, §9 "compiled within half an hour": the page says so).
//   checking → loading (GET /gamePromotion/bill/list/{id}) → shown | failed (RETRY) ; checking → missing
import { assign, setup } from 'xstate';
import type { PromotionBillRow } from '../domain/promotion.schema';
import { messageOf } from './failure-message';
import { promotionListsActors } from './promotion-lists.actors';
import { checkingId, loadingById, validId } from './opened-by-id';

export interface PromotionBillContext {
  id: number;
  rows: PromotionBillRow[];
  error: string | null;
}

export const promotionBillMachine = setup({
  types: { input: {} as { id: number }, context: {} as PromotionBillContext, events: {} as { type: 'RETRY' } },
  actors: { loadBill: promotionListsActors.loadBill },
  guards: { validId },
  actions: {
    takeRows: assign((_, rows: PromotionBillRow[]) => ({ rows, error: null })),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
  },
}).createMachine({
  id: 'promotionBill',
  description: "A promotion record's bill: what moved its balance.",
  context: ({ input }) => ({ id: input.id, rows: [], error: null }),
  initial: 'checking',
  states: {
    ...checkingId,
    loading: loadingById('loadBill', 'takeRows'),
    shown: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
