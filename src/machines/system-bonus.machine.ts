// System bonuses (SPEC.md §2 systemBonus, §3 bonus kinds, §4 bonus states; issue 11). Three regions:
//   detail → what the player's level gives (monthly, birthday, upgrade, deposit percent) and what
//            waits to be claimed; reloaded after every claim
//   list   → the bonuses, filtered by state (pending, claimed, expired, issued, or all), page by page
//   claim  → CLAIM a pending row → asking (confirm) → claiming with the row's key → idle, the row
//            reads claimed and the app's wallet summary refreshes; a send that may have arrived
//            waits in retrying (RETRY sends the same key; CANCEL keeps the key for a later claim);
//            a refusal shows the server's message, forgets the key and reloads what is shown
import { assign, raise, setup } from 'xstate';
import type { BonusState } from '../domain/bonus';
import type { ClaimReply, LevelBonusDetail, LevelBonusItem } from '../domain/bonus.schema';
import { DEFAULT_PAGE_LIMIT, type Page } from '../domain/trade';
import { t } from '../services/i18n';
import { dropClaimKey, keepClaimKey, lessBy, mayHaveArrived, type ClaimKeys, type PaidClaim } from './bonus-claim';
import { errorOf, messageOf } from './failure-message';
import type { ConfirmAsker } from './game-comments.actors';
import { systemBonusActors } from './system-bonus.actors';

export interface SystemBonusInput {
  /** Where a money event is announced: the session's wallet summary. */
  wallet: { send(event: { type: 'REFRESH' }): void };
  confirm: ConfirmAsker;
  /** Makes an Idempotency-Key (default crypto.randomUUID). */
  makeKey?: () => string;
  /** The clock a paid row's time is read from (default Date.now). */
  now?: () => number;
}

export interface SystemBonusContext {
  wallet: SystemBonusInput['wallet'];
  confirm: ConfirmAsker;
  makeKey: () => string;
  now: () => number;
  detail: LevelBonusDetail | null;
  detailError: string | null;
  state: BonusState | null;
  rows: LevelBonusItem[];
  total: number;
  page: number;
  limit: number;
  listError: string | null;
  /** The row whose claim is under way. */
  claiming: number | null;
  keys: ClaimKeys;
  claimError: string | null;
  paid: PaidClaim | null;
}

export type SystemBonusEvent =
  | { type: 'SET_STATE'; value: BonusState | null }
  | { type: 'MORE' }
  | { type: 'RETRY_DETAIL' }
  | { type: 'RETRY_LIST' }
  | { type: 'CLAIM'; id: number }
  | { type: 'RETRY' }
  | { type: 'CANCEL' }
  | { type: 'RELOAD' };

export const systemBonusMachine = setup({
  types: { input: {} as SystemBonusInput, context: {} as SystemBonusContext, events: {} as SystemBonusEvent },
  actors: systemBonusActors,
  guards: {
    hasMore: ({ context }) => context.rows.length < context.total,
    sameState: ({ context, event }) => event.type === 'SET_STATE' && event.value === context.state,
    claimable: ({ context, event }) => event.type === 'CLAIM' && context.rows.some((row) => row.id === event.id && row.state === 'pending'),
    confirmed: (_, answer: boolean) => answer,
    mayHaveArrived: (_, error: unknown) => mayHaveArrived(error),
  },
  actions: {
    takeDetail: assign((_, detail: LevelBonusDetail) => ({ detail, detailError: null })),
    showDetailError: assign({ detailError: (_, error: unknown) => messageOf(error) }),
    setState: assign(({ event }) => (event.type === 'SET_STATE' ? { state: event.value } : {})),
    restart: assign({ rows: [], total: 0, page: 1, listError: null }),
    nextPage: assign(({ context }) => ({ page: context.page + 1, listError: null })),
    takePage: assign(({ context }, page: Page<LevelBonusItem>) => ({
      // A bonus granted since the first page was read pushes the list down: no row twice.
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
      const paidAt = context.now();
      return {
        rows: context.rows.map((row) => (row.id === id ? { ...row, state: 'claimed' as const, paidAt } : row)),
        detail: context.detail
          ? { ...context.detail, pendingCount: Math.max(0, context.detail.pendingCount - 1), pendingTotal: lessBy(context.detail.pendingTotal, reply.amount) }
          : null,
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
  id: 'systemBonus',
  description: "The level's bonuses, the player's bonuses by state page by page, and a confirmed claim that pays once whatever is retried.",
  context: ({ input }) => ({
    wallet: input.wallet,
    confirm: input.confirm,
    makeKey: input.makeKey ?? (() => crypto.randomUUID()),
    now: input.now ?? Date.now,
    detail: null,
    detailError: null,
    state: null,
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
    detail: {
      initial: 'loading',
      on: { RELOAD: '.loading' },
      states: {
        loading: {
          entry: assign({ detailError: null }),
          invoke: {
            id: 'loadDetail',
            src: 'loadDetail',
            onDone: { target: 'shown', actions: { type: 'takeDetail', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'showDetailError', params: errorOf } },
          },
        },
        shown: {},
        failed: { on: { RETRY_DETAIL: 'loading' } },
      },
    },
    list: {
      initial: 'loading',
      on: {
        SET_STATE: [{ guard: 'sameState' }, { target: '.loading', actions: ['setState', 'restart'] }],
        RELOAD: { target: '.loading', actions: 'restart' },
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadBonuses',
            src: 'loadBonuses',
            input: ({ context }) => ({ page: context.page, limit: context.limit, state: context.state ?? undefined }),
            onDone: { target: 'shown', actions: { type: 'takePage', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'showListError', params: errorOf } },
          },
        },
        shown: { on: { MORE: { guard: 'hasMore', target: 'loading', actions: 'nextPage' } } },
        // RETRY_LIST loads the page that failed; the rows before it stay.
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
              title: t('bonus.claimTitle'),
              text: t('bonus.claimText'),
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
              // Already claimed or expired meanwhile: what the server holds is shown again.
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
