// System bonuses (SPEC.md §2 systemBonus, §3 bonus kinds, §4 bonus states; issue 11). Two regions
// and a desk:
//   detail → what the player's level gives (monthly, birthday, upgrade, deposit percent) and what
//            waits to be claimed; reloaded after every claim
//   list   → the bonuses, filtered by state (pending, claimed, expired, issued, or all), page by page
//   desk   → CLAIM of a pending row, RETRY and CANCEL go to the claim desk (claim-desk.machine.ts:
//            one claim at a time, confirmed, paid once, kept in doubt with its key); paid → the
//            row reads claimed and the app's wallet summary refreshes; refused → a reload of what
//            is shown (the desk shows the server's message)
import { assign, forwardTo, raise, setup } from 'xstate';
import type { BonusState } from '../domain/bonus';
import type { LevelBonusDetail, LevelBonusItem } from '../domain/bonus.schema';
import type { Page } from '../domain/trade';
import { lessBy, type ClaimPageInput } from './claim.machine';
import { claimPageStart, deskInput, pageToDesk, type ClaimPageContext } from './claim-desk.machine';
import { loadedPart, pagedRowStates, type ClaimPageEvent } from './claim-page-regions';
import { messageOf } from './failure-message';
import { systemBonusActors } from './system-bonus.actors';
import { appendPage } from './paged-rows';

export type SystemBonusInput = ClaimPageInput;

export interface SystemBonusContext extends ClaimPageContext<LevelBonusItem> {
  detail: LevelBonusDetail | null;
  detailError: string | null;
  /** The state the list is filtered by; null for all. */
  state: BonusState | null;
}

export type SystemBonusEvent = { type: 'SET_STATE'; value: BonusState | null } | { type: 'RETRY_DETAIL' } | ClaimPageEvent;

export const systemBonusMachine = setup({
  types: { input: {} as SystemBonusInput, context: {} as SystemBonusContext, events: {} as SystemBonusEvent, children: {} as { desk: 'claimDesk' } },
  actors: systemBonusActors,
  guards: {
    hasMore: ({ context }) => context.rows.length < context.total,
    sameState: ({ context, event }) => event.type === 'SET_STATE' && event.value === context.state,
    claimable: ({ context, event }) => event.type === 'CLAIM' && context.rows.some((row) => row.id === event.id && row.state === 'pending'),
  },
  actions: {
    takeDetail: assign((_, detail: LevelBonusDetail) => ({ detail, detailError: null })),
    showDetailError: assign({ detailError: (_, error: unknown) => messageOf(error) }),
    clearDetailError: assign({ detailError: null }),
    setState: assign(({ event }) => (event.type === 'SET_STATE' ? { state: event.value } : {})),
    restart: assign({ rows: [], total: 0, page: 1, listError: null }),
    nextPage: assign(({ context }) => ({ page: context.page + 1, listError: null })),
    takePage: assign(({ context }, page: Page<LevelBonusItem>) => appendPage(context.rows, page)),
    showListError: assign({ listError: (_, error: unknown) => messageOf(error) }),
    clearListError: assign({ listError: null }),
    toDesk: forwardTo('desk'),
    takePaid: assign(({ context, event }) => {
      if (event.type !== 'CLAIM_PAID') return {};
      const paidAt = context.now();
      return {
        rows: context.rows.map((row) => (row.id === event.id ? { ...row, state: 'claimed' as const, paidAt } : row)),
        detail: context.detail
          ? { ...context.detail, pendingCount: Math.max(0, context.detail.pendingCount - 1), pendingTotal: lessBy(context.detail.pendingTotal, event.reply.amount) }
          : null,
      };
    }),
    refreshWallet: ({ context }) => context.wallet.send({ type: 'REFRESH' }),
    reloadAll: raise({ type: 'RELOAD' }),
  },
}).createMachine({
  id: 'systemBonus',
  description: "The level's bonuses, the player's bonuses by state page by page, and a confirmed claim that pays once whatever is retried.",
  context: ({ input }) => ({
    ...claimPageStart(input),
    detail: null,
    detailError: null,
    state: null,
  }),
  type: 'parallel',
  invoke: { id: 'desk', src: 'claimDesk', input: deskInput('levelBonus') },
  on: pageToDesk,
  states: {
    detail: loadedPart('Detail'),
    list: {
      initial: 'loading',
      on: {
        SET_STATE: [{ guard: 'sameState' }, { target: '.loading', actions: ['setState', 'restart'] }],
        RELOAD: { target: '.loading', actions: 'restart' },
      },
      states: pagedRowStates('loadBonuses', ({ context }: { context: SystemBonusContext }) => ({
        page: context.page,
        limit: context.limit,
        state: context.state ?? undefined,
      })),
    },
  },
});
