// The rebate program (SPEC.md §2 rebate, §4 rebate states claim → issued; issue 11). Two regions
// and a desk:
//   summary → accruing today (claimable from the next site day), the claimable total and the
//             player's rate per game category; reloaded after every claim
//   list    → each closed site day's rebate per category, page by page
//   desk    → CLAIM of a row in state claim, RETRY and CANCEL go to the claim desk
//             (claim-desk.machine.ts: one claim at a time, confirmed, paid once, kept in doubt with
//             its key); paid → the row reads issued and the app's wallet summary refreshes;
//             refused → a reload of what is shown (the desk shows the server's message)
import { assign, forwardTo, raise, setup } from 'xstate';
import type { RebateItem, RebateSummary } from '../domain/bonus.schema';
import type { Page } from '../domain/trade';
import { lessBy, type ClaimPageInput } from './claim.machine';
import { claimPageStart, deskInput, pageToDesk, type ClaimPageContext } from './claim-desk.machine';
import { loadedPart, pagedRowStates, type ClaimPageEvent } from './claim-page-regions';
import { messageOf } from './failure-message';
import { rebateActors } from './rebate.actors';
import { appendPage } from './paged-rows';

export type RebateInput = ClaimPageInput;

export interface RebateContext extends ClaimPageContext<RebateItem> {
  summary: RebateSummary | null;
  summaryError: string | null;
}

export type RebateEvent = { type: 'RETRY_SUMMARY' } | ClaimPageEvent;

export const rebateMachine = setup({
  types: { input: {} as RebateInput, context: {} as RebateContext, events: {} as RebateEvent, children: {} as { desk: 'claimDesk' } },
  actors: rebateActors,
  guards: {
    hasMore: ({ context }) => context.rows.length < context.total,
    claimable: ({ context, event }) => event.type === 'CLAIM' && context.rows.some((row) => row.id === event.id && row.state === 'claim'),
  },
  actions: {
    takeSummary: assign((_, summary: RebateSummary) => ({ summary, summaryError: null })),
    showSummaryError: assign({ summaryError: (_, error: unknown) => messageOf(error) }),
    clearSummaryError: assign({ summaryError: null }),
    restart: assign({ rows: [], total: 0, page: 1, listError: null }),
    nextPage: assign(({ context }) => ({ page: context.page + 1, listError: null })),
    takePage: assign(({ context }, page: Page<RebateItem>) => appendPage(context.rows, page)),
    showListError: assign({ listError: (_, error: unknown) => messageOf(error) }),
    clearListError: assign({ listError: null }),
    toDesk: forwardTo('desk'),
    takePaid: assign(({ context, event }) => {
      if (event.type !== 'CLAIM_PAID') return {};
      const issuedAt = context.now();
      return {
        rows: context.rows.map((row) => (row.id === event.id ? { ...row, state: 'issued' as const, issuedAt } : row)),
        summary: context.summary ? { ...context.summary, claimableTotal: lessBy(context.summary.claimableTotal, event.reply.amount) } : null,
      };
    }),
    refreshWallet: ({ context }) => context.wallet.send({ type: 'REFRESH' }),
    reloadAll: raise({ type: 'RELOAD' }),
  },
}).createMachine({
  id: 'rebate',
  description: "Today's accrual, the claimable total and rates, each closed day's rebate page by page, and a confirmed claim that pays once whatever is retried.",
  context: ({ input }) => ({
    ...claimPageStart(input),
    summary: null,
    summaryError: null,
  }),
  type: 'parallel',
  invoke: { id: 'desk', src: 'claimDesk', input: deskInput('rebate') },
  on: pageToDesk,
  states: {
    summary: loadedPart('Summary'),
    list: {
      initial: 'loading',
      on: { RELOAD: { target: '.loading', actions: 'restart' } },
      states: pagedRowStates('loadRebates', ({ context }: { context: RebateContext }) => ({ page: context.page, limit: context.limit })),
    },
  },
});
