// One promotion (SPEC.md §2 privilegeDetail, §4 privilege buttons, §5 "Promotion amount", §8):
// its terms, and joining it with an amount inside [min, max] or a code, confirmed first.
//   checking   → a link without a kind and id is missing
//   loading    → GET /activity/info/{id} or /gamePromotion/info/{id}
//   shown      → the terms and the privilege button; SUBMIT checks the form: a guest is asked to
//                log in, a closed one says the SPEC §8 text, a wrong amount "please enter the
//                correct amount"
//   confirming → amount + bonus + conditions + max bet, and that unused purchased free spins are
//                lost when a promotion ends; CONFIRM joins, CANCEL returns
//   joining    → POST .../participate/{id} with an Idempotency-Key made before the first send
//   retrying   → the join may have arrived: RETRY sends it again with the same key
//   joined     → the record is open; the wallet summary refreshes
import { assign, setup } from 'xstate';
import type { JoinPromotionRequest, PromotionKind } from '../domain/promotion';
import type { JoinPromotionReply, PromotionDetail } from '../domain/promotion.schema';
import { PROMOTION_KINDS } from '../domain/promotion';
import { joinProblem, type JoinProblem } from '../domain/promotion-join';
import { errorOf, messageOf } from './failure-message';
import { promotionDetailActors } from './promotion-detail.actors';
import { mayHaveArrived } from './may-have-arrived';

export interface PromotionDetailInput {
  kind: string | null;
  id: number;
  signedIn: boolean;
  /** Opens the login popup (the guest guard). */
  askLogin: () => void;
  /** Where a money event is announced: the session's wallet summary. */
  wallet: { send(event: { type: 'REFRESH' }): void };
  makeKey?: () => string;
}

/** The key of one intended join: kept while the amount or code stays what was sent. */
interface PendingJoin {
  key: string;
  request: JoinPromotionRequest;
}

export interface PromotionDetailContext {
  kind: PromotionKind | null;
  id: number;
  signedIn: boolean;
  askLogin: () => void;
  wallet: PromotionDetailInput['wallet'];
  makeKey: () => string;
  promotion: PromotionDetail | null;
  amount: string;
  code: string;
  problem: JoinProblem | null;
  error: string | null;
  pending: PendingJoin | null;
  joined: JoinPromotionReply | null;
}

export type PromotionDetailEvent =
  | { type: 'CHANGE_AMOUNT'; amount: string }
  | { type: 'CHANGE_CODE'; code: string }
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'SIGNED_IN_CHANGED'; signedIn: boolean };

const kindOf = (kind: string | null): PromotionKind | null => (PROMOTION_KINDS as readonly string[]).find((k) => k === kind) as PromotionKind | undefined ?? null;

const requestOf = (context: PromotionDetailContext): JoinPromotionRequest =>
  context.promotion?.joinMode === 'code' ? { code: context.code.trim() } : { amount: Number(context.amount.trim()) };

const sameRequest = (a: JoinPromotionRequest, b: JoinPromotionRequest) => a.amount === b.amount && a.code === b.code;

export const promotionDetailMachine = setup({
  types: { input: {} as PromotionDetailInput, context: {} as PromotionDetailContext, events: {} as PromotionDetailEvent },
  actors: promotionDetailActors,
  guards: {
    validLink: ({ context }) => context.kind !== null && Number.isSafeInteger(context.id) && context.id > 0,
    isGuest: ({ context }) => !context.signedIn,
    mayJoin: ({ context }) => context.promotion?.button === 'confirmAttend',
    formRefused: ({ context }) => !context.promotion || joinProblem(context.promotion, context.amount, context.code) !== null,
    mayHaveArrived: (_, error: unknown) => mayHaveArrived(error),
  },
  actions: {
    takePromotion: assign((_, promotion: PromotionDetail) => ({ promotion, error: null })),
    changeAmount: assign(({ event }) => (event.type === 'CHANGE_AMOUNT' ? { amount: event.amount, problem: null, error: null } : {})),
    changeCode: assign(({ event }) => (event.type === 'CHANGE_CODE' ? { code: event.code, problem: null, error: null } : {})),
    showProblem: assign(({ context }) => ({ problem: context.promotion ? joinProblem(context.promotion, context.amount, context.code) : null, error: null })),
    askLogin: ({ context }) => context.askLogin(),
    takeSignedIn: assign({ signedIn: ({ context, event }) => (event.type === 'SIGNED_IN_CHANGED' ? event.signedIn : context.signedIn) }),
    // Made before the first send; the same amount or code confirmed again reuses it.
    keepKey: assign(({ context }) => {
      const request = requestOf(context);
      const same = context.pending && sameRequest(context.pending.request, request);
      return { pending: same ? context.pending : { key: context.makeKey(), request }, error: null };
    }),
    dropKey: assign({ pending: null }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    takeJoined: assign(({ context }, joined: JoinPromotionReply) => ({
      joined,
      amount: '',
      code: '',
      promotion: context.promotion ? { ...context.promotion, button: 'attended' as const, recordId: joined.recordId } : null,
    })),
    refreshWallet: ({ context }) => context.wallet.send({ type: 'REFRESH' }),
  },
}).createMachine({
  id: 'promotionDetail',
  description: 'A promotion and joining it: amount in range or a code, confirmed with bonus, conditions and max bet; one record per key whatever is retried.',
  context: ({ input }) => ({
    kind: kindOf(input.kind),
    id: input.id,
    signedIn: input.signedIn,
    askLogin: input.askLogin,
    wallet: input.wallet,
    makeKey: input.makeKey ?? (() => crypto.randomUUID()),
    promotion: null,
    amount: '',
    code: '',
    problem: null,
    error: null,
    pending: null,
    joined: null,
  }),
  initial: 'checking',
  // Logging in from the popup reloads the page's buttons: they are the player's.
  on: { SIGNED_IN_CHANGED: { target: '.loading', actions: 'takeSignedIn' } },
  states: {
    checking: { always: [{ guard: 'validLink', target: 'loading' }, { target: 'missing' }] },
    missing: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPromotion',
        src: 'loadPromotion',
        input: ({ context }) => ({ kind: context.kind ?? 'activity', id: context.id }),
        onDone: { target: 'shown', actions: { type: 'takePromotion', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    shown: {
      on: {
        CHANGE_AMOUNT: { actions: 'changeAmount' },
        CHANGE_CODE: { actions: 'changeCode' },
        SUBMIT: [
          { guard: 'isGuest', actions: 'askLogin' },
          { guard: 'formRefused', actions: 'showProblem' },
          { guard: 'mayJoin', target: 'confirming' },
        ],
      },
    },
    confirming: {
      on: {
        CONFIRM: { target: 'joining', actions: 'keepKey' },
        CANCEL: 'shown',
      },
    },
    joining: {
      tags: ['busy'],
      invoke: {
        id: 'joinPromotion',
        src: 'joinPromotion',
        input: ({ context }) => ({ kind: context.kind ?? 'activity', id: context.id, request: context.pending?.request ?? {}, idempotencyKey: context.pending?.key ?? '' }),
        onDone: { target: 'joined', actions: [{ type: 'takeJoined', params: ({ event }) => event.output }, 'dropKey', 'refreshWallet'] },
        onError: [
          { guard: { type: 'mayHaveArrived', params: errorOf }, target: 'retrying', actions: { type: 'showError', params: errorOf } },
          { target: 'shown', actions: ['dropKey', { type: 'showError', params: errorOf }] },
        ],
      },
    },
    // A changed amount or code is another join, with its own key.
    retrying: {
      on: {
        RETRY: { target: 'joining', actions: assign({ error: null }) },
        CHANGE_AMOUNT: { target: 'shown', actions: 'changeAmount' },
        CHANGE_CODE: { target: 'shown', actions: 'changeCode' },
      },
    },
    joined: {},
  },
});
