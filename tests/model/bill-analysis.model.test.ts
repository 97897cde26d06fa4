// Bill analysis, walked from the machine's graph: every fixed period loads at once; custom opens
// two days that must make a real, past, at-most-a-year range before anything loads.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { ANALYSIS_PERIODS } from '../../src/domain/bill';
import type { AnalyzeBillReply } from '../../src/domain/bill.schema';
import { customRangeProblem } from '../../src/domain/bill-range';
import { billAnalysisMachine } from '../../src/machines/bill-analysis.machine';
import type { AnalyzeQuery } from '../../src/services/bill.api';
import { describeModel, pendingActor } from './model-harness';
import { offline, period } from './wallet-fixtures';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof billAnalysisMachine>;
// 2026-11-23 23:30 at UTC+7 (countryTimezone -1) is still the 23rd there, though the 23rd 16:30 UTC.
const now = () => Date.UTC(2026, 10, 23, 16, 30);
const input = { countryTimezone: -1, now };

describeModel(billAnalysisMachine.provide({ actors: { loadPeriod: pendingActor } }), {
  input,
  pathStrategy: 'transitions',
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context.period === 'custom', customRangeProblem(s.context.from, s.context.to, s.context.today)]),
  events: {
    CHOOSE: ANALYSIS_PERIODS.map((value) => ({ period: value })),
    CHANGE_RANGE: [{ from: '2026-11-01', to: '2026-11-20' }, { from: '2026-11-20', to: '2026-11-01' }, { from: '2026-11-01', to: '2026-11-24' }],
    'xstate.done.actor.loadPeriod': [{ output: period }],
    'xstate.error.actor.loadPeriod': [{ error: offline }],
  },
  states: {
    loading: (s) => {
      expect(s.hasTag('busy')).toBe(true);
      if (s.context.period === 'custom') expect(customRangeProblem(s.context.from, s.context.to, s.context.today)).toBeNull();
    },
    shown: (s) => expect(s.context.reply).toEqual(period),
    failed: (s) => expect(s.context.error).toBe(offline.message),
    custom: (s) => {
      expect(s.context.period).toBe('custom');
      expect(s.context.today).toBe('2026-11-23');
      if (s.context.problem) expect(s.context.problem).toBe(customRangeProblem(s.context.from, s.context.to, s.context.today));
    },
  },
});

describe('bill analysis rules (SPEC.md §9 periods)', () => {
  it('asks for a fixed period by name and a custom one by its two days', async () => {
    const queries: AnalyzeQuery[] = [];
    const actor = stoppedAfterTest(createActor(
      billAnalysisMachine.provide({ actors: { loadPeriod: fromPromise<AnalyzeBillReply, AnalyzeQuery>(async ({ input: query }) => (queries.push(query), period)) } }),
      { input },
    )).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    actor.send({ type: 'CHOOSE', period: 'lastMonth' });
    await settle();
    actor.send({ type: 'CHOOSE', period: 'custom' });
    actor.send({ type: 'CHANGE_RANGE', from: '2026-11-01', to: '2026-11-24' });
    actor.send({ type: 'APPLY' });
    expect(actor.getSnapshot().context.problem).toBe('rangeFuture');
    actor.send({ type: 'CHANGE_RANGE', from: '2026-11-01', to: '2026-11-23' });
    actor.send({ type: 'APPLY' });
    await settle();
    expect(queries).toEqual([{ period: '7days' }, { period: 'lastMonth' }, { period: 'custom', from: '2026-11-01', to: '2026-11-23' }]);
  });
});
