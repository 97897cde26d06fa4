// The rebate program (SPEC.md §2 rebate, §4 rebate states claim → issued; issue 11). Three regions:
//   summary → accruing today (claimable from the next site day), the claimable total and the
//             player's rate per game category; reloaded after every claim
//   list    → each closed site day's rebate per category, page by page
//   claim   → CLAIM a row in state claim spawns its claim (claim.machine.ts: confirm, then one
//             retry-safe call) → underWay; RETRY and CANCEL go to it; paid → the row reads issued
//             and the app's wallet summary refreshes; refused → the server's message and a reload of
//             what is shown; a claim set aside in doubt keeps its key, and CLAIM resumes it
import { and, assign, raise, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { RebateItem, RebateSummary } from '../domain/bonus.schema';
import { DEFAULT_PAGE_LIMIT, type Page } from '../domain/trade';
import type { ConfirmAsker } from './ask-confirm';
import { lessBy, type ClaimPageInput, type ClaimReport, type claimMachine, type PaidClaim } from './claim.machine';
import { errorOf, messageOf } from './failure-message';
import { rebateActors } from './rebate.actors';
import { appendPage } from './paged-rows';

export type RebateInput = ClaimPageInput;

export interface RebateContext {
  wallet: RebateInput['wallet'];
  confirm: ConfirmAsker;
  makeKey: (() => string) | undefined;
  now: () => number;
  summary: RebateSummary | null;
  summaryError: string | null;
  rows: RebateItem[];
  total: number;
  page: number;
  limit: number;
  listError: string | null;
  /** The row whose claim is under way. */
  claiming: number | null;
  /** Each row's claim, kept while it is set aside in doubt (its key with it). */
  claims: Readonly<Record<number, ActorRefFrom<typeof claimMachine>>>;
  claimError: string | null;
  paid: PaidClaim | null;
}

export type RebateEvent =
  | { type: 'MORE' }
  | { type: 'RETRY_SUMMARY' }
  | { type: 'RETRY_LIST' }
  | { type: 'CLAIM'; id: number }
  | { type: 'RETRY' }
  | { type: 'CANCEL' }
  | { type: 'RELOAD' }
  | ClaimReport;

export const rebateMachine = setup({
  types: { input: {} as RebateInput, context: {} as RebateContext, events: {} as RebateEvent },
  actors: rebateActors,
  guards: {
    hasMore: ({ context }) => context.rows.length < context.total,
    claimable: ({ context, event }) => event.type === 'CLAIM' && context.rows.some((row) => row.id === event.id && row.state === 'claim'),
    setAside: ({ context, event }) => event.type === 'CLAIM' && context.claims[event.id]?.getSnapshot().status === 'active',
  },
  actions: {
    takeSummary: assign((_, summary: RebateSummary) => ({ summary, summaryError: null })),
    showSummaryError: assign({ summaryError: (_, error: unknown) => messageOf(error) }),
    restart: assign({ rows: [], total: 0, page: 1, listError: null }),
    nextPage: assign(({ context }) => ({ page: context.page + 1, listError: null })),
    takePage: assign(({ context }, page: Page<RebateItem>) => appendPage(context.rows, page)),
    showListError: assign({ listError: (_, error: unknown) => messageOf(error) }),
    chooseClaim: assign(({ event }) => (event.type === 'CLAIM' ? { claiming: event.id, claimError: null, paid: null } : {})),
    startClaim: assign(({ context, event, spawn, self }) =>
      event.type === 'CLAIM'
        ? { claims: { ...context.claims, [event.id]: spawn('claim', { input: { kind: 'rebate', id: event.id, page: self, confirm: context.confirm, makeKey: context.makeKey } }) } }
        : {},
    ),
    resumeClaim: sendTo(({ context }) => context.claims[context.claiming ?? 0]!, { type: 'CLAIM' }),
    toClaim: sendTo(({ context }) => context.claims[context.claiming ?? 0]!, ({ event }) => (event.type === 'CANCEL' ? { type: 'CANCEL' as const } : { type: 'RETRY' as const })),
    forgetClaim: assign({ claiming: null }),
    dropClaim: assign(({ context }) => {
      const { [context.claiming ?? 0]: _done, ...claims } = context.claims;
      return { claims };
    }),
    takePaid: assign(({ context, event }) => {
      if (event.type !== 'CLAIM_PAID') return {};
      const issuedAt = context.now();
      return {
        rows: context.rows.map((row) => (row.id === event.id ? { ...row, state: 'issued' as const, issuedAt } : row)),
        summary: context.summary ? { ...context.summary, claimableTotal: lessBy(context.summary.claimableTotal, event.reply.amount) } : null,
        paid: { id: event.id, amount: event.reply.amount },
      };
    }),
    showClaimError: assign(({ event }) => (event.type === 'CLAIM_REFUSED' ? { claimError: messageOf(event.error) } : {})),
    refreshWallet: ({ context }) => context.wallet.send({ type: 'REFRESH' }),
    reloadAll: raise({ type: 'RELOAD' }),
  },
}).createMachine({
  id: 'rebate',
  description: "Today's accrual, the claimable total and rates, each closed day's rebate page by page, and a confirmed claim that pays once whatever is retried.",
  context: ({ input }) => ({
    wallet: input.wallet,
    confirm: input.confirm,
    makeKey: input.makeKey,
    now: input.now ?? Date.now,
    summary: null,
    summaryError: null,
    rows: [],
    total: 0,
    page: 1,
    limit: DEFAULT_PAGE_LIMIT,
    listError: null,
    claiming: null,
    claims: {},
    claimError: null,
    paid: null,
  }),
  type: 'parallel',
  states: {
    summary: {
      initial: 'loading',
      on: { RELOAD: '.loading' },
      states: {
        loading: {
          entry: assign({ summaryError: null }),
          invoke: {
            id: 'loadSummary',
            src: 'loadSummary',
            onDone: { target: 'shown', actions: { type: 'takeSummary', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'showSummaryError', params: errorOf } },
          },
        },
        shown: {},
        failed: { on: { RETRY_SUMMARY: 'loading' } },
      },
    },
    list: {
      initial: 'loading',
      on: { RELOAD: { target: '.loading', actions: 'restart' } },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadRebates',
            src: 'loadRebates',
            input: ({ context }) => ({ page: context.page, limit: context.limit }),
            onDone: { target: 'shown', actions: { type: 'takePage', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'showListError', params: errorOf } },
          },
        },
        shown: { on: { MORE: { guard: 'hasMore', target: 'loading', actions: 'nextPage' } } },
        failed: { on: { RETRY_LIST: { target: 'loading', actions: assign({ listError: null }) } } },
      },
    },
    claim: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            CLAIM: [
              { guard: and(['claimable', 'setAside']), target: 'underWay', actions: ['chooseClaim', 'resumeClaim'] },
              { guard: 'claimable', target: 'underWay', actions: ['chooseClaim', 'startClaim'] },
            ],
          },
        },
        underWay: {
          on: {
            RETRY: { actions: 'toClaim' },
            CANCEL: { actions: 'toClaim' },
            CLAIM_PAID: { target: 'idle', actions: ['takePaid', 'dropClaim', 'forgetClaim', 'refreshWallet'] },
            CLAIM_REFUSED: { target: 'idle', actions: ['showClaimError', 'dropClaim', 'forgetClaim', 'reloadAll'] },
            CLAIM_SET_ASIDE: { target: 'idle', actions: 'forgetClaim' },
          },
        },
      },
    },
  },
});
