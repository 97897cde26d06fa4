// My promotions (SPEC.md §2 myPromotion): the player's records, filtered by state (§4).
//   loading → GET /gamePromotion/record/list (of the state filtered on) ; shown ; failed → RETRY ;
//   FILTER reads that state's records
import { assign, setup } from 'xstate';
import type { PromotionRecordState } from '../domain/promotion';
import type { PromotionRecord } from '../domain/promotion.schema';
import { errorOf, messageOf } from './failure-message';
import { promotionListsActors } from './promotion-lists.actors';

export type RecordFilter = 'all' | PromotionRecordState;

export interface MyPromotionsContext {
  records: PromotionRecord[];
  filter: RecordFilter;
  error: string | null;
}

export type MyPromotionsEvent = { type: 'FILTER'; filter: RecordFilter } | { type: 'RETRY' } | { type: 'RELOAD' };

export const recordsShown = ({ records, filter }: Pick<MyPromotionsContext, 'records' | 'filter'>): PromotionRecord[] =>
  filter === 'all' ? records : records.filter((record) => record.state === filter);

export const myPromotionsMachine = setup({
  types: { context: {} as MyPromotionsContext, events: {} as MyPromotionsEvent },
  actors: { loadRecords: promotionListsActors.loadRecords },
  actions: {
    takeRecords: assign((_, records: PromotionRecord[]) => ({ records, error: null })),
    takeFilter: assign({ filter: ({ context, event }) => (event.type === 'FILTER' ? event.filter : context.filter) }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
  },
}).createMachine({
  id: 'myPromotions',
  description: "The player's promotion records, by state.",
  context: { records: [], filter: 'all', error: null },
  initial: 'loading',
  on: { FILTER: { target: '.loading', actions: 'takeFilter' } },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRecords',
        src: 'loadRecords',
        input: ({ context }) => ({ state: context.filter === 'all' ? null : context.filter }),
        onDone: { target: 'shown', actions: { type: 'takeRecords', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
      },
    },
    shown: { on: { RELOAD: 'loading' } },
    failed: { on: { RETRY: 'loading' } },
  },
});
