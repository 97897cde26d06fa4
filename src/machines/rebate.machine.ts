// The rebate program (SPEC.md §2 rebate, §4 rebate states claim → issued; issue 11). Three regions:
//   summary → accruing today (claimable from the next site day), the claimable total and the
//             player's rate per game category; reloaded after every claim
//   list    → each closed site day's rebate per category, page by page
//   claim   → CLAIM a row in state claim → asking (confirm) → claiming with the row's key → idle, the
//             row reads issued and the app's wallet summary refreshes; a send that may have arrived
//             waits in retrying (RETRY sends the same key; CANCEL keeps the key for a later claim);
//             a refusal shows the server's message, forgets the key and reloads what is shown
import { assign, raise, setup } from 'xstate';
import type { ClaimReply, RebateItem, RebateSummary } from '../domain/bonus.schema';
import { DEFAULT_PAGE_LIMIT, type Page } from '../domain/trade';
import { t } from '../services/i18n';
import { dropClaimKey, keepClaimKey, lessBy, mayHaveArrived, type ClaimKeys, type PaidClaim } from './bonus-claim';
import { errorOf, messageOf } from './failure-message';
import type { ConfirmAsker } from './game-comments.actors';
import { rebateActors } from './rebate.actors';
import type { SystemBonusInput } from './system-bonus.machine';

export type RebateInput = SystemBonusInput;

export interface RebateContext {
  wallet: RebateInput['wallet'];
  confirm: ConfirmAsker;
  makeKey: () => string;
  now: () => number;
  summary: RebateSummary | null;
  summaryError: string | null;
  rows: RebateItem[];
  total: number;
  page: number;
  limit: number;
  listError: string | null;
  claiming: number | null;
  keys: ClaimKeys;
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
  | { type: 'RELOAD' };

export const rebateMachine = setup({
  types: { input: {} as RebateInput, context: {} as RebateContext, events: {} as RebateEvent },
  actors: rebateActors,
  guards: {
    hasMore: ({ context }) => context.rows.length < context.total,
    claimable: ({ context, event }) => event.type === 'CLAIM' && context.rows.some((row) => row.id === event.id && row.state === 'claim'),
    confirmed: (_, answer: boolean) => answer,
    mayHaveArrived: (_, error: unknown) => mayHaveArrived(error),
  },
  actions: {
    takeSummary: assign((_, summary: RebateSummary) => ({ summary, summaryError: null })),
    showSummaryError: assign({ summaryError: (_, error: unknown) => messageOf(error) }),
    restart: assign({ rows: [], total: 0, page: 1, listError: null }),
    nextPage: assign(({ context }) => ({ page: context.page + 1, listError: null })),
    takePage: assign(({ context }, page: Page<RebateItem>) => ({
      rows: [...context.rows, ...page.rows.filter((row) => !context.rows.some((seen) => seen.id === row.id))],
      total: page.total,
    })),
    showListError: assign({ listError: (_, error: unknown) => messageOf(error) }),
    chooseClaim: assign(({ event }) => (event.type === 'CLAIM' ? { claiming: event.id, claimError: null, paid: null } : {})),
    forgetClaim: assign({ claiming: null }),
    keepKey: assign(({ context }) => ({ keys: keepClaimKey(context.keys, context.claiming ?? 0, context.makeKey) })),
    dropKey: assign(({ context }) => ({ keys: dropClaimKey(context.keys, context.claiming ?? 0) })),
    takePaid: assign(({ context }, reply: ClaimReply) => {
      const id = context.claiming ?? 0;
      const issuedAt = context.now();
      return {
        rows: context.rows.map((row) => (row.id === id ? { ...row, state: 'issued' as const, issuedAt } : row)),
        summary: context.summary ? { ...context.summary, claimableTotal: lessBy(context.summary.claimableTotal, reply.amount) } : null,
        paid: { id, amount: reply.amount },
      };
    }),
    showClaimError: assign({ claimError: (_, error: unknown) => messageOf(error) }),
    // No reply says whether it was paid: the player is told a retry cannot pay twice.
    showInDoubt: assign({ claimError: () => t('bonus.inDoubt') }),
    clearClaimError: assign({ claimError: null }),
    refreshWallet: ({ context }) => context.wallet.send({ type: 'REFRESH' }),
    reloadAll: raise({ type: 'RELOAD' }),
  },
}).createMachine({
  id: 'rebate',
  description: "Today's accrual, the claimable total and rates, each closed day's rebate page by page, and a confirmed claim that pays once whatever is retried.",
  context: ({ input }) => ({
    wallet: input.wallet,
    confirm: input.confirm,
    makeKey: input.makeKey ?? (() => crypto.randomUUID()),
    now: input.now ?? Date.now,
    summary: null,
    summaryError: null,
    rows: [],
    total: 0,
    page: 1,
    limit: DEFAULT_PAGE_LIMIT,
    listError: null,
    claiming: null,
    keys: {},
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
        idle: { on: { CLAIM: { guard: 'claimable', target: 'asking', actions: 'chooseClaim' } } },
        asking: {
          invoke: {
            id: 'askClaim',
            src: 'askClaim',
            input: ({ context }) => ({
              confirm: context.confirm,
              title: t('rebate.claimTitle'),
              text: t('rebate.claimText'),
              confirmText: t('bonus.claim'),
            }),
            onDone: [
              { guard: { type: 'confirmed', params: ({ event }) => event.output }, target: 'claiming', actions: 'keepKey' },
              { target: 'idle', actions: 'forgetClaim' },
            ],
            onError: { target: 'idle', actions: 'forgetClaim' },
          },
        },
        claiming: {
          tags: ['claiming'],
          invoke: {
            id: 'claim',
            src: 'claim',
            input: ({ context }) => ({ id: context.claiming ?? 0, key: context.keys[context.claiming ?? 0] ?? '' }),
            onDone: {
              target: 'idle',
              actions: [{ type: 'takePaid', params: ({ event }) => event.output }, 'dropKey', 'forgetClaim', 'refreshWallet'],
            },
            onError: [
              { guard: { type: 'mayHaveArrived', params: errorOf }, target: 'retrying', actions: 'showInDoubt' },
              { target: 'idle', actions: [{ type: 'showClaimError', params: errorOf }, 'dropKey', 'forgetClaim', 'reloadAll'] },
            ],
          },
        },
        retrying: {
          on: {
            RETRY: { target: 'claiming', actions: 'clearClaimError' },
            CANCEL: { target: 'idle', actions: ['clearClaimError', 'forgetClaim'] },
          },
        },
      },
    },
  },
});
