// The settle check (SPEC.md §4 "Settle check", §9 every SETTLE_CHECK_INTERVAL_MS): a child of the
// app session (system id `settleCheck`). The player actor sends START at sign-in (and at start with
// a stored token) and STOP at sign-out, so it runs only while a token exists.
//   off       → no token: no calls
//   checking  → GET /gamePromotion/record/getCanSettlePromotionRecord
//   waiting   → the next check after the interval
//   prompting → a settleable record whose id differs from the last one the device stored: the
//               prompt (go to the record / cancel). Cancelling stores its id, so that promotion is
//               not prompted again; going there does not (the record page settles it).
import { assign, setup } from 'xstate';
import { SETTLE_CHECK_INTERVAL_MS } from '../domain/constants';
import type { CanSettleRecord } from '../domain/promotion.schema';
import type { PromotionRecordId } from '../services/storage';
import { deviceSettleHistory, openPromotionRecord, settleCheckActors, type SettleHistory } from './settle-check.actors';

export interface SettleCheckInput {
  /** Where cancelled prompts are remembered (default: the device's storage). */
  history?: SettleHistory;
  /** Opens the record page (default: navigation). */
  openRecord?: (id: number) => void;
}

export interface SettleCheckContext {
  history: SettleHistory;
  openRecord: (id: number) => void;
  /** The record the prompt is about, while prompting. */
  recordId: number | null;
}

export type SettleCheckEvent = { type: 'START' } | { type: 'STOP' } | { type: 'GO' } | { type: 'CANCEL' };

/** The last stored id decides (SPEC.md §4 "differs from the last one recorded locally"). */
export function shouldPrompt(found: CanSettleRecord | null, history: readonly PromotionRecordId[]): found is CanSettleRecord {
  if (!found || found.buttonStatus !== 1) return false;
  const last = history.at(-1);
  return last === undefined || String(last) !== String(found.id);
}

export const settleCheckMachine = setup({
  types: { input: {} as SettleCheckInput, context: {} as SettleCheckContext, events: {} as SettleCheckEvent },
  actors: settleCheckActors,
  delays: { checkInterval: SETTLE_CHECK_INTERVAL_MS },
  guards: {
    isNew: ({ context }, found: CanSettleRecord | null) => shouldPrompt(found, context.history.read()),
  },
  actions: {
    takeRecord: assign({ recordId: (_, found: CanSettleRecord | null) => found?.id ?? null }),
    forget: assign({ recordId: null }),
    storeHistory: ({ context }) => {
      if (context.recordId !== null) context.history.remember(context.recordId);
    },
    openRecord: ({ context }) => {
      if (context.recordId !== null) context.openRecord(context.recordId);
    },
  },
}).createMachine({
  id: 'settleCheck',
  description: 'While a token exists: is a promotion record settleable? A new one raises the prompt; cancelling it is remembered on the device.',
  context: ({ input }) => ({
    history: input.history ?? deviceSettleHistory,
    openRecord: input.openRecord ?? openPromotionRecord,
    recordId: null,
  }),
  initial: 'off',
  on: {
    STOP: { target: '.off', actions: 'forget' },
    // A new sign-in checks at once, whatever was under way.
    START: { target: '.checking', actions: 'forget' },
  },
  states: {
    off: {},
    checking: {
      invoke: {
        id: 'checkSettlable',
        src: 'checkSettlable',
        onDone: [
          { guard: { type: 'isNew', params: ({ event }) => event.output }, target: 'prompting', actions: { type: 'takeRecord', params: ({ event }) => event.output } },
          { target: 'waiting' },
        ],
        // A failed check waits for the next one: the prompt is a courtesy, never an error.
        onError: 'waiting',
      },
    },
    waiting: { after: { checkInterval: 'checking' } },
    prompting: {
      on: {
        GO: { target: 'waiting', actions: ['openRecord', 'forget'] },
        CANCEL: { target: 'waiting', actions: ['storeHistory', 'forget'] },
      },
    },
  },
});
