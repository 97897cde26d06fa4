// Bill analysis (SPEC.md §2 analysisBill; §9 periods today, yesterday, 7 days, 30 days, last
// month, 3 months, 12 months, custom): the chosen period's totals in and out by type and by day.
//   loading → shown | failed; CHOOSE another period reloads; CHOOSE custom opens `custom`, where
//   two days are picked and APPLY checks them (bill-range.ts) before loading
import { assign, setup } from 'xstate';
import type { AnalysisPeriod } from '../domain/bill';
import type { AnalyzeBillReply } from '../domain/bill.schema';
import { customRangeProblem, type RangeProblem } from '../domain/bill-range';
import { siteDate } from '../domain/display-format';
import { billsActors } from './bills.actors';
import { errorOf, messageOf } from './failure-message';

export interface BillAnalysisInput {
  /** SPEC.md §3 countryTimezone: days are the site's days. */
  countryTimezone: number;
  /** The clock (default Date.now); tests pass their own. */
  now?: () => number;
}

export interface BillAnalysisContext {
  /** Today in the site's timezone (YYYY-MM-DD): the custom range ends no later. */
  today: string;
  period: AnalysisPeriod;
  from: string;
  to: string;
  problem: RangeProblem | null;
  reply: AnalyzeBillReply | null;
  error: string | null;
}

export type BillAnalysisEvent =
  | { type: 'CHOOSE'; period: AnalysisPeriod }
  | { type: 'CHANGE_RANGE'; from: string; to: string }
  | { type: 'APPLY' }
  | { type: 'RETRY' };

const choosingCustom = ({ event }: { event: BillAnalysisEvent }) => event.type === 'CHOOSE' && event.period === 'custom';

export const billAnalysisMachine = setup({
  types: { input: {} as BillAnalysisInput, context: {} as BillAnalysisContext, events: {} as BillAnalysisEvent },
  actors: { loadPeriod: billsActors.loadPeriod },
  guards: {
    choosingCustom,
    rangeRefused: ({ context }) => customRangeProblem(context.from, context.to, context.today) !== null,
  },
  actions: {
    choose: assign(({ event }) => (event.type === 'CHOOSE' ? { period: event.period, problem: null, error: null } : {})),
    changeRange: assign(({ event }) => (event.type === 'CHANGE_RANGE' ? { from: event.from, to: event.to, problem: null } : {})),
    showProblem: assign({ problem: ({ context }) => customRangeProblem(context.from, context.to, context.today) }),
    takeReply: assign((_, reply: AnalyzeBillReply) => ({ reply, error: null })),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
  },
}).createMachine({
  id: 'billAnalysis',
  description: 'Bill analysis: a period (today ... 12 months, or two chosen days) and its totals in and out by type and day.',
  context: ({ input }) => {
    const today = siteDate((input.now ?? Date.now)(), input.countryTimezone);
    return { today, period: '7days', from: today, to: today, problem: null, reply: null, error: null };
  },
  initial: 'loading',
  on: {
    CHOOSE: [
      { guard: 'choosingCustom', target: '.custom', actions: 'choose' },
      { target: '.loading', actions: 'choose' },
    ],
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPeriod',
        src: 'loadPeriod',
        input: ({ context }) => (context.period === 'custom' ? { period: 'custom', from: context.from, to: context.to } : { period: context.period }),
        onDone: { target: 'shown', actions: { type: 'takeReply', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
      },
    },
    shown: {},
    failed: { on: { RETRY: 'loading' } },
    custom: {
      on: {
        CHANGE_RANGE: { actions: 'changeRange' },
        APPLY: [{ guard: 'rangeRefused', actions: 'showProblem' }, { target: 'loading' }],
      },
    },
  },
});
