// The deposit limits editor of the Safer play page (issue 12): a limit per day, week and month, or
// none. The server decides what holds: a cut at once, a raise or a removal after 24 hours, shown
// as waiting with the time it takes effect.
//   loading    → GET /safety/limits
//   editing    → the three amounts; a malformed one is named before anything is sent
//   saving     → PUT /safety/limits; back to editing with what was cut and what waits
import { assign, setup } from 'xstate';
import { LIMIT_PERIODS, type LimitPeriod, type SetLimitsInput } from '../domain/safer-play';
import type { SafetyStatus } from '../domain/safer-play.schema';
import { depositLimitsActors } from './deposit-limits.actors';
import { errorOf, messageOf } from './failure-message';

export type LimitsForm = Record<LimitPeriod, string>;

/** What the last save did: every change held at once, or one waits for its time. */
export type LimitsOutcome = 'applied' | 'waiting';

export interface DepositLimitsContext {
  status: SafetyStatus | null;
  form: LimitsForm;
  /** The first period whose amount is not a positive sum with at most two decimals. */
  problem: LimitPeriod | null;
  error: string | null;
  outcome: LimitsOutcome | null;
}

export type DepositLimitsEvent = { type: 'CHANGE'; period: LimitPeriod; value: string } | { type: 'SAVE' } | { type: 'RETRY' };

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** Empty means no limit; otherwise a positive amount with at most two decimals. */
export function limitTextValid(text: string): boolean {
  return text === '' || (AMOUNT.test(text) && Number(text) > 0);
}

export function limitsProblem(form: LimitsForm): LimitPeriod | null {
  return LIMIT_PERIODS.find((period) => !limitTextValid(form[period])) ?? null;
}

export function formOf(status: SafetyStatus): LimitsForm {
  const amount = (period: LimitPeriod) => status.limits.find((item) => item.period === period)?.amount;
  return Object.fromEntries(LIMIT_PERIODS.map((period) => [period, amount(period)?.toString() ?? ''])) as LimitsForm;
}

function inputOf(form: LimitsForm): SetLimitsInput {
  return Object.fromEntries(LIMIT_PERIODS.map((period) => [period, form[period] === '' ? null : Number(form[period])])) as unknown as SetLimitsInput;
}

export const depositLimitsMachine = setup({
  types: { context: {} as DepositLimitsContext, events: {} as DepositLimitsEvent },
  actors: depositLimitsActors,
  guards: {
    formInvalid: ({ context }) => limitsProblem(context.form) !== null,
  },
  actions: {
    takeStatus: assign((_, status: SafetyStatus) => ({ status, form: formOf(status) })),
    takeSaved: assign((_, status: SafetyStatus) => ({
      status,
      form: formOf(status),
      outcome: status.limits.some((item) => item.pending !== null) ? ('waiting' as const) : ('applied' as const),
    })),
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      return { form: { ...context.form, [event.period]: event.value }, problem: context.problem === event.period ? null : context.problem, outcome: null };
    }),
    showProblem: assign({ problem: ({ context }) => limitsProblem(context.form), error: null, outcome: null }),
    clearMessages: assign({ problem: null, error: null, outcome: null }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
  },
}).createMachine({
  id: 'depositLimits',
  description: 'Deposit limits per day, week and month: a cut holds at once; a raise or a removal waits 24 hours, shown with its date.',
  context: { status: null, form: { day: '', week: '', month: '' }, problem: null, error: null, outcome: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadSafety',
        onDone: { target: 'editing', actions: { type: 'takeStatus', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'showError', params: errorOf } },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearMessages' } } },
    editing: {
      on: {
        CHANGE: { actions: 'change' },
        SAVE: [{ guard: 'formInvalid', actions: 'showProblem' }, { target: 'saving', actions: 'clearMessages' }],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveLimits',
        input: ({ context }) => inputOf(context.form),
        onDone: { target: 'editing', actions: { type: 'takeSaved', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'showError', params: errorOf } },
      },
    },
  },
});
