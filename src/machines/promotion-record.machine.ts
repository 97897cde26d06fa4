// One promotion record (SPEC.md §2 myPromotionDetail, §3 turnover info, §4 record states and
// actions): live turnover progress and settle / close / unlock, EACH confirmed first.
//   checking   → a link without a record id is missing
//   loading    → GET /gamePromotion/record/info/{id}
//   shown      → the record; every RECORD_REFRESH_MS and on FOCUS (the player comes back from a
//                game) it is read again quietly; ASK {action} opens the confirmation when the
//                record allows it. Unlock only while the balance is under the release amount:
//                otherwise the page explains (notice 'unlockRefused') and asks nothing.
//   refreshing → the quiet read; the figures stay on screen meanwhile
//   confirming → the question for the action; CONFIRM acts, CANCEL returns
//   acting     → POST /gamePromotion/record/{action}/{id} with an Idempotency-Key made before the
//                first send
//   retrying   → the action may have arrived: RETRY sends it again with the same key
//   after an action the record is read again and the wallet summary refreshes
import { assign, setup } from 'xstate';
import type { PromotionActionReply, PromotionRecord } from '../domain/promotion.schema';
import type { RecordAction } from '../services/promotion.api';

export type { RecordAction };
import { errorOf, messageOf } from './failure-message';
import { promotionRecordActors } from './promotion-record.actors';
import { mayHaveArrived } from './may-have-arrived';
import { checkingId, validId } from './opened-by-id';

/**
 * How often an open record page reads its turnover again. Rounds are recorded as they are played
 * (in another tab, or the game the player just left): every 15 s keeps the bars current for one
 * small call, and coming back to the page (FOCUS) reads at once.
 */
export const RECORD_REFRESH_MS = 15_000;

export interface PromotionRecordInput {
  id: number;
  wallet: { send(event: { type: 'REFRESH' }): void };
  makeKey?: () => string;
}

/** What the page says after an action or a refused one. */
export type RecordNotice = 'unlockRefused' | RecordAction;

export interface PromotionRecordContext {
  id: number;
  wallet: PromotionRecordInput['wallet'];
  makeKey: () => string;
  record: PromotionRecord | null;
  /** The action being confirmed, sent or retried. */
  action: RecordAction | null;
  key: string | null;
  notice: RecordNotice | null;
  error: string | null;
}

export type PromotionRecordEvent =
  | { type: 'ASK'; action: RecordAction }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'FOCUS' };

/** Unlock is refused while the balance is at or above the release amount (SPEC.md §4). */
export const unlockRefused = (record: PromotionRecord): boolean =>
  !record.canUnlock && (record.state === 'ongoing' || record.state === 'settlable') && record.turnover.currentBalance >= record.turnover.releaseConditionsAmount;

const allowed = (record: PromotionRecord | null, action: RecordAction): boolean =>
  record !== null && (action === 'settle' ? record.canSettle : action === 'close' ? record.canClose : record.canUnlock);

export const promotionRecordMachine = setup({
  types: { input: {} as PromotionRecordInput, context: {} as PromotionRecordContext, events: {} as PromotionRecordEvent },
  actors: promotionRecordActors,
  delays: { refreshInterval: RECORD_REFRESH_MS },
  guards: {
    validId,
    mayAct: ({ context, event }) => event.type === 'ASK' && allowed(context.record, event.action),
    unlockRefused: ({ context, event }) => event.type === 'ASK' && event.action === 'unlock' && context.record !== null && unlockRefused(context.record),
    mayHaveArrived: (_, error: unknown) => mayHaveArrived(error),
  },
  actions: {
    // The unlock explanation lasts only while it is still true.
    takeRecord: assign(({ context }, record: PromotionRecord) => ({
      record,
      notice: context.notice === 'unlockRefused' && !unlockRefused(record) ? null : context.notice,
    })),
    takeAction: assign(({ event }) => (event.type === 'ASK' ? { action: event.action, notice: null, error: null } : {})),
    explainUnlock: assign({ notice: 'unlockRefused' as const, error: null }),
    keepKey: assign(({ context }) => ({ key: context.key ?? context.makeKey(), error: null })),
    forgetAction: assign({ action: null, key: null }),
    takeReply: assign(({ context }, reply: PromotionActionReply) => ({
      notice: context.action,
      record: context.record ? { ...context.record, state: reply.state, canSettle: false, canClose: false, canUnlock: false } : null,
      action: null,
      key: null,
    })),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    refreshWallet: ({ context }) => context.wallet.send({ type: 'REFRESH' }),
  },
}).createMachine({
  id: 'promotionRecord',
  description: 'A promotion record: live turnover bars; settle, close and unlock each confirmed, each sent once per key whatever is retried.',
  context: ({ input }) => ({
    id: input.id,
    wallet: input.wallet,
    makeKey: input.makeKey ?? (() => crypto.randomUUID()),
    record: null,
    action: null,
    key: null,
    notice: null,
    error: null,
  }),
  initial: 'checking',
  states: {
    ...checkingId,
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRecord',
        src: 'loadRecord',
        input: ({ context }) => ({ id: context.id, quiet: false }),
        onDone: { target: 'shown', actions: { type: 'takeRecord', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
      },
    },
    failed: { on: { RETRY: { target: 'loading', actions: assign({ error: null }) } } },
    shown: {
      after: { refreshInterval: 'refreshing' },
      on: {
        FOCUS: 'refreshing',
        ASK: [
          { guard: 'unlockRefused', actions: 'explainUnlock' },
          { guard: 'mayAct', target: 'confirming', actions: 'takeAction' },
        ],
      },
    },
    refreshing: {
      invoke: {
        id: 'refreshRecord',
        src: 'loadRecord',
        input: ({ context }) => ({ id: context.id, quiet: true }),
        onDone: { target: 'shown', actions: { type: 'takeRecord', params: ({ event }) => event.output } },
        // The last figures stay; the next interval tries again.
        onError: 'shown',
      },
      on: {
        ASK: [
          { guard: 'unlockRefused', actions: 'explainUnlock' },
          { guard: 'mayAct', target: 'confirming', actions: 'takeAction' },
        ],
      },
    },
    confirming: {
      on: {
        CONFIRM: { target: 'acting', actions: 'keepKey' },
        CANCEL: { target: 'shown', actions: 'forgetAction' },
      },
    },
    acting: {
      tags: ['busy'],
      invoke: {
        id: 'actOnRecord',
        src: 'actOnRecord',
        input: ({ context }) => ({ action: context.action ?? 'close', id: context.id, idempotencyKey: context.key ?? '' }),
        onDone: { target: 'refreshing', actions: [{ type: 'takeReply', params: ({ event }) => event.output }, 'refreshWallet'] },
        onError: [
          { guard: { type: 'mayHaveArrived', params: errorOf }, target: 'retrying', actions: { type: 'showError', params: errorOf } },
          // Refused (another action won, the state changed): the record is read again.
          { target: 'refreshing', actions: ['forgetAction', { type: 'showError', params: errorOf }] },
        ],
      },
    },
    retrying: {
      on: {
        RETRY: { target: 'acting', actions: assign({ error: null }) },
        CANCEL: { target: 'refreshing', actions: ['forgetAction', assign({ error: null })] },
      },
    },
  },
});
