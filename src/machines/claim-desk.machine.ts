// The claims of one page of claimable rows (rebate, system bonus; issue 11: claim → paid once). The
// page checks that a row can be claimed and passes CLAIM, RETRY and CANCEL here:
//   idle     → CLAIM spawns the row's claim (claim.machine.ts: confirm, then one retry-safe call),
//              or resumes the one set aside in doubt, with its key → underWay
//   underWay → RETRY and CANCEL go to that claim; no other row can be claimed meanwhile;
//              paid → the page hears CLAIM_PAID (the row, its totals, the wallet summary);
//              refused → the server's message, and the page hears CLAIM_REFUSED (it reloads);
//              set aside → the claim is kept, its key with it, for the row's next CLAIM
import { assign, setup, sendTo, type ActorRefFrom } from 'xstate';
import { DEFAULT_PAGE_LIMIT } from '../domain/trade';
import type { ConfirmAsker } from './ask-confirm';
import type { ClaimKind } from './claim.actors';
import { claimMachine, type ClaimPageInput, type ClaimReport } from './claim.machine';
import { messageOf } from './failure-message';

export interface ClaimDeskInput {
  kind: ClaimKind;
  /** The page that shows the rows: it hears what was paid and what was refused. */
  page: { send(event: ClaimReport): void };
  confirm: ConfirmAsker;
  makeKey?: () => string;
}

/** A paid claim as the page reports it. */
export interface PaidClaim {
  id: number;
  amount: number;
}

export interface ClaimDeskContext {
  kind: ClaimKind;
  page: ClaimDeskInput['page'];
  confirm: ConfirmAsker;
  makeKey: (() => string) | undefined;
  /** The row whose claim is under way. */
  claiming: number | null;
  /** Each row's claim, kept while it is set aside in doubt (its key with it). */
  claims: Readonly<Record<number, ActorRefFrom<typeof claimMachine>>>;
  claimError: string | null;
  paid: PaidClaim | null;
}

export type ClaimDeskEvent = { type: 'CLAIM'; id: number } | { type: 'RETRY' } | { type: 'CANCEL' } | ClaimReport;

export const claimDeskMachine = setup({
  types: { input: {} as ClaimDeskInput, context: {} as ClaimDeskContext, events: {} as ClaimDeskEvent },
  actors: { claim: claimMachine },
  guards: {
    setAside: ({ context, event }) => event.type === 'CLAIM' && context.claims[event.id]?.getSnapshot().status === 'active',
  },
  actions: {
    chooseClaim: assign(({ event }) => (event.type === 'CLAIM' ? { claiming: event.id, claimError: null, paid: null } : {})),
    startClaim: assign(({ context, event, spawn, self }) =>
      event.type === 'CLAIM'
        ? { claims: { ...context.claims, [event.id]: spawn('claim', { input: { kind: context.kind, id: event.id, page: self, confirm: context.confirm, makeKey: context.makeKey } }) } }
        : {},
    ),
    resumeClaim: sendTo(({ context }) => context.claims[context.claiming ?? 0]!, { type: 'CLAIM' }),
    toClaim: sendTo(({ context }) => context.claims[context.claiming ?? 0]!, ({ event }) => (event.type === 'CANCEL' ? { type: 'CANCEL' as const } : { type: 'RETRY' as const })),
    forgetClaim: assign({ claiming: null }),
    dropClaim: assign(({ context }) => {
      const { [context.claiming ?? 0]: _done, ...claims } = context.claims;
      return { claims };
    }),
    takePaid: assign(({ event }) => (event.type === 'CLAIM_PAID' ? { paid: { id: event.id, amount: event.reply.amount } } : {})),
    showClaimError: assign(({ event }) => (event.type === 'CLAIM_REFUSED' ? { claimError: messageOf(event.error) } : {})),
    tellPage: ({ context, event }) => {
      if (event.type === 'CLAIM_PAID' || event.type === 'CLAIM_REFUSED') context.page.send(event);
    },
  },
}).createMachine({
  id: 'claimDesk',
  description: "A page's row claims: one under way at a time, each confirmed and paid once whatever is retried, a claim in doubt kept with its key.",
  context: ({ input }) => ({
    kind: input.kind,
    page: input.page,
    confirm: input.confirm,
    makeKey: input.makeKey,
    claiming: null,
    claims: {},
    claimError: null,
    paid: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        CLAIM: [
          { guard: 'setAside', target: 'underWay', actions: ['chooseClaim', 'resumeClaim'] },
          { target: 'underWay', actions: ['chooseClaim', 'startClaim'] },
        ],
      },
    },
    underWay: {
      on: {
        RETRY: { actions: 'toClaim' },
        CANCEL: { actions: 'toClaim' },
        CLAIM_PAID: { target: 'idle', actions: ['takePaid', 'dropClaim', 'forgetClaim', 'tellPage'] },
        // Already claimed or expired meanwhile: the page shows again what the server holds.
        CLAIM_REFUSED: { target: 'idle', actions: ['showClaimError', 'dropClaim', 'forgetClaim', 'tellPage'] },
        CLAIM_SET_ASIDE: { target: 'idle', actions: 'forgetClaim' },
      },
    },
  },
});

/**
 * The page's side of the desk, the same on every page of claimable rows: its root invokes the desk
 * as `desk` with `deskInput(kind)` and takes these events; the page names the guard `claimable`
 * (the row is in the state that can be claimed) and the actions `toDesk`, `takePaid` (the row and
 * its totals), `refreshWallet` and `reloadAll`.
 */
export const pageToDesk = {
  CLAIM: { guard: 'claimable', actions: 'toDesk' },
  RETRY: { actions: 'toDesk' },
  CANCEL: { actions: 'toDesk' },
  CLAIM_PAID: { actions: ['takePaid', 'refreshWallet'] },
  // Already claimed or expired meanwhile: what the server holds is shown again.
  CLAIM_REFUSED: { actions: 'reloadAll' },
} as const;

export const deskInput =
  (kind: ClaimKind) =>
  ({ context, self }: { context: Pick<ClaimDeskContext, 'confirm' | 'makeKey'>; self: ClaimDeskInput['page'] }): ClaimDeskInput => ({
    kind,
    page: self,
    confirm: context.confirm,
    makeKey: context.makeKey,
  });

/** What each page of claimable rows holds besides its own program card: its input, and its rows page by page. */
export interface ClaimPageContext<Row> {
  wallet: ClaimPageInput['wallet'];
  confirm: ConfirmAsker;
  makeKey: (() => string) | undefined;
  now: () => number;
  rows: Row[];
  total: number;
  page: number;
  limit: number;
  listError: string | null;
}

/** How a page of claimable rows starts: its input with the defaults filled in, and no rows yet. */
export function claimPageStart(input: ClaimPageInput): ClaimPageContext<never> {
  return {
    wallet: input.wallet,
    confirm: input.confirm,
    makeKey: input.makeKey,
    now: input.now ?? Date.now,
    rows: [],
    total: 0,
    page: 1,
    limit: DEFAULT_PAGE_LIMIT,
    listError: null,
  };
}
