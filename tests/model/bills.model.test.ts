// The wallet page's bills, walked from the machine's graph: filters by type and status reload
// from page 1, MORE appends the next page only while there is one, a failed page is retried; the
// 30-day period beside it loads once or is left out.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { AnalyzeBillReply, BillItem } from '../../src/domain/bill.schema';
import type { Page } from '../../src/domain/trade';
import { billsMachine, RECONCILED_PERIOD } from '../../src/machines/bills.machine';
import type { AnalyzeQuery, BillQuery } from '../../src/services/bill.api';
import { describeModel, pendingActor } from './model-harness';
import { bill, offline, period } from './wallet-fixtures';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof billsMachine>;
const firstPage: Page<BillItem> = { rows: [bill('1', 500), bill('2', -200)], total: 3 };
const lastPage: Page<BillItem> = { rows: [bill('3', 100)], total: 3 };

describeModel(billsMachine.provide({ actors: { loadBills: pendingActor, loadPeriod: pendingActor } }), {
  pathStrategy: 'transitions',
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context.type, s.context.status, s.context.rows.length < s.context.total]),
  events: {
    'xstate.done.actor.loadBills': [{ output: firstPage }, { output: lastPage }],
    'xstate.error.actor.loadBills': [{ error: offline }],
    'xstate.done.actor.loadPeriod': [{ output: period }],
    'xstate.error.actor.loadPeriod': [{ error: offline }],
    SET_TYPE: [{ value: 'withdrawal' }, { value: null }],
    SET_STATUS: [{ value: 'failed' }],
  },
  states: {
    'list.loading': (s) => expect(s.hasTag('busy')).toBe(true),
    'list.shown': (s) => {
      expect(new Set(s.context.rows.map((row) => row.id)).size).toBe(s.context.rows.length);
      expect(s.can({ type: 'MORE' })).toBe(s.context.rows.length < s.context.total);
    },
    'list.failed': (s) => expect(s.context.listError).toBe(offline.message),
    'period.loading': (s) => expect(s.children.loadPeriod).toBeDefined(),
    'period.shown': (s) => expect(s.context.period).toEqual(period),
    // The page leaves the line out; nothing is loading for it any more.
    'period.unavailable': (s) => expect(s.children.loadPeriod).toBeUndefined(),
  },
});

describe('bill list rules (SPEC.md §2 bill detail)', () => {
  it('asks page by page with the filters, and a new filter starts again at page 1', async () => {
    const queries: BillQuery[] = [];
    const actor = stoppedAfterTest(createActor(
      billsMachine.provide({
        actors: {
          loadBills: fromPromise<Page<BillItem>, BillQuery>(async ({ input }) => {
            queries.push(input);
            return input.page === 1 ? firstPage : lastPage;
          }),
          loadPeriod: fromPromise<AnalyzeBillReply, AnalyzeQuery>(async ({ input }) => ({ ...period, period: input.period })),
        },
      }),
    )).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    actor.send({ type: 'MORE' });
    await settle();
    expect(actor.getSnapshot().context.rows.map((row) => row.id)).toEqual(['1', '2', '3']);
    expect(actor.getSnapshot().can({ type: 'MORE' })).toBe(false);
    actor.send({ type: 'SET_TYPE', value: 'withdrawal' });
    actor.send({ type: 'SET_STATUS', value: 'failed' });
    await settle();
    expect(queries).toEqual([
      { page: 1, limit: 10, type: undefined, status: undefined },
      { page: 2, limit: 10, type: undefined, status: undefined },
      { page: 1, limit: 10, type: 'withdrawal', status: undefined },
      { page: 1, limit: 10, type: 'withdrawal', status: 'failed' },
    ]);
    expect(actor.getSnapshot().context.period?.period).toBe(RECONCILED_PERIOD);
  });
});
