// The wallet page's bills (SPEC.md §2 bill detail filtered by type and status, §3 bill types, §4
// trade states; issue 8 "the wallet page shows that the bills of a period add up to the change of
// balance in that period"). Two regions run side by side:
//   list   → loading → shown (MORE pages on: loadingMore) | failed; a filter reloads from page 1
//   period → the last 30 days' opening and closing balance and the sum of their bills
import { assign, setup } from 'xstate';
import type { AnalysisPeriod } from '../domain/bill';
import type { AnalyzeBillReply, BillItem } from '../domain/bill.schema';
import { DEFAULT_PAGE_LIMIT, type BillType, type Page, type TradeState } from '../domain/trade';
import { billsActors } from './bills.actors';
import { errorOf, messageOf } from './failure-message';
import { appendPage } from './paged-rows';

/** The period the wallet page reconciles. */
export const RECONCILED_PERIOD: AnalysisPeriod = '30days';

export interface BillsContext {
  type: BillType | null;
  status: TradeState | null;
  rows: BillItem[];
  total: number;
  /** The last page loaded (from 1). */
  page: number;
  limit: number;
  listError: string | null;
  period: AnalyzeBillReply | null;
}

export type BillsEvent =
  | { type: 'SET_TYPE'; value: BillType | null }
  | { type: 'SET_STATUS'; value: TradeState | null }
  | { type: 'MORE' }
  | { type: 'RETRY' }
  | { type: 'REFRESH' };

export const billsMachine = setup({
  types: { context: {} as BillsContext, events: {} as BillsEvent },
  actors: billsActors,
  guards: {
    hasMore: ({ context }) => context.rows.length < context.total,
    sameType: ({ context, event }) => event.type === 'SET_TYPE' && event.value === context.type,
    sameStatus: ({ context, event }) => event.type === 'SET_STATUS' && event.value === context.status,
  },
  actions: {
    setType: assign(({ event }) => (event.type === 'SET_TYPE' ? { type: event.value } : {})),
    setStatus: assign(({ event }) => (event.type === 'SET_STATUS' ? { status: event.value } : {})),
    // A new filter starts a new list: the rows shown belong to the old one.
    restart: assign({ rows: [], total: 0, page: 1, listError: null }),
    nextPage: assign(({ context }) => ({ page: context.page + 1, listError: null })),
    takePage: assign(({ context }, page: Page<BillItem>) => appendPage(context.rows, page)),
    showListError: assign({ listError: (_, error: unknown) => messageOf(error) }),
    takePeriod: assign((_, period: AnalyzeBillReply) => ({ period })),
  },
}).createMachine({
  id: 'bills',
  description: 'Bills filtered by type and status, page by page, beside the reconciliation of the last 30 days.',
  context: { type: null, status: null, rows: [], total: 0, page: 1, limit: DEFAULT_PAGE_LIMIT, listError: null, period: null },
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      on: {
        SET_TYPE: [{ guard: 'sameType' }, { target: '.loading', actions: ['setType', 'restart'] }],
        SET_STATUS: [{ guard: 'sameStatus' }, { target: '.loading', actions: ['setStatus', 'restart'] }],
        REFRESH: { target: '.loading', actions: 'restart' },
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadBills',
            src: 'loadBills',
            input: ({ context }) => ({ page: context.page, limit: context.limit, type: context.type ?? undefined, status: context.status ?? undefined }),
            onDone: { target: 'shown', actions: { type: 'takePage', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'showListError', params: errorOf } },
          },
        },
        shown: { on: { MORE: { guard: 'hasMore', target: 'loading', actions: 'nextPage' } } },
        // RETRY loads the page that failed; the rows before it stay.
        failed: { on: { RETRY: { target: 'loading', actions: assign({ listError: null }) } } },
      },
    },
    period: {
      initial: 'loading',
      on: { REFRESH: '.loading' },
      states: {
        loading: {
          invoke: {
            id: 'loadPeriod',
            src: 'loadPeriod',
            input: () => ({ period: RECONCILED_PERIOD }),
            onDone: { target: 'shown', actions: { type: 'takePeriod', params: ({ event }) => event.output } },
            // The line is left out; the list still shows.
            onError: 'unavailable',
          },
        },
        shown: {},
        unavailable: {},
      },
    },
  },
});
