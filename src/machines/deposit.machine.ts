// Automatic deposit (SPEC.md §2 recharge, §4 deposit order polling and outcome pages, §5 deposit
// rules; issue 8 "Deposits"):
//   loading, channels, banks → the methods (and quick amounts), the chosen method's channels (the
//                first with deposits left is chosen), the banks of a channel that asks for one
//   form       → amount within the channel's limits; its fee and arrival are previewed by a child
//                of its own (deposit-preview.machine.ts)
//   creating   → POST /pay/{channel}/charge|recharge as a retry-safe call: its Idempotency-Key made
//                before the first send and kept while the same attempt is sent again (after a
//                refusal or a lost reply); a new amount, channel or bank is a new attempt, so a new key
//   watching   → the order exists: its end time is stored on the device (SPEC.md §3), the payer is
//                sent to payUrl and the page to rechargingPage; a child follows the order to its
//                outcome (deposit-order.machine.ts, which the order pages run from ?orderNo=)
import { assign, sendTo, setup } from 'xstate';
import { amountOf, depositAmountFailure } from '../domain/deposit-rules';
import type { BudgetAmountReply, ChargeReply, PayBankItem, PayChannelItem } from '../domain/pay.schema';
import type { ChargeRequest } from '../services/pay.api';
import { storage } from '../services/storage';
import { depositActors, type DepositOptions } from './deposit.actors';
import { channelOf, chargeRequestOf, depositContextOf, firstUsable, type DepositContext, type DepositEvent, type DepositInput } from './deposit-form';
import { depositPreviewMachine, type DepositPreviewEvent } from './deposit-preview.machine';
import { depositOrderMachine, rechargingPathOf, type DepositOrderOutput, type OrderOutcome } from './deposit-order.machine';
import { errorOf, messageOf } from './failure-message';
import type { CallOutcome } from './retry-safe-call.machine';

export { channelOf, chargeRequestOf, type DepositContext, type DepositEvent, type DepositInput } from './deposit-form';
export type { DepositOrder } from './deposit-order.machine';

const outcomeOf = ({ event }: { event: { output: CallOutcome } }): CallOutcome => event.output;
const followedOf = ({ event }: { event: { output: DepositOrderOutput } }): DepositOrderOutput => event.output;
const ended = (outcome: OrderOutcome) => ({ guard: { type: 'endedAs', params: ({ event }: { event: { output: DepositOrderOutput } }) => ({ outcome, output: event.output }) }, target: outcome, actions: { type: 'takeFollowed', params: followedOf } }) as const;

export const depositMachine = setup({
  types: { input: {} as DepositInput, context: {} as DepositContext, events: {} as DepositEvent },
  actors: { ...depositActors, preview: depositPreviewMachine, follow: depositOrderMachine },
  guards: {
    noMethods: (_, options: DepositOptions) => options.methods.length === 0,
    noChannels: ({ context }) => context.channels.length === 0,
    channelNeedsBank: ({ context }) => channelOf(context)?.needsBank === true,
    otherMethod: ({ context, event }) => event.type === 'CHOOSE_METHOD' && event.methodId !== context.methodId,
    knownChannel: ({ context, event }) => event.type === 'CHOOSE_CHANNEL' && context.channels.some((c) => c.id === event.channelId),
    formIncomplete: ({ context }) => chargeRequestOf(context) === null,
    answered: (_, outcome: CallOutcome) => outcome.answered,
    endedAs: (_, { outcome, output }: { outcome: OrderOutcome; output: DepositOrderOutput }) => output.outcome === outcome,
  },
  actions: {
    takeOptions: assign((_, options: DepositOptions) => ({ methods: options.methods, amounts: options.amounts, methodId: options.methods[0]?.id ?? null })),
    chooseMethod: assign(({ event }) => (event.type === 'CHOOSE_METHOD' ? { methodId: event.methodId, channels: [], channelId: null, banks: [], bankCode: null, key: null, budget: null } : {})),
    takeChannels: assign((_, channels: PayChannelItem[]) => ({ channels, channelId: firstUsable(channels)?.id ?? null, banks: [], bankCode: null })),
    chooseChannel: assign(({ context, event }) => {
      if (event.type !== 'CHOOSE_CHANNEL') return {};
      const channel = context.channels.find((c) => c.id === event.channelId);
      // The limits differ per channel: the typed amount is checked again against the new ones.
      const invalid = channel && context.amountText !== '' ? depositAmountFailure(context.amountText, channel) : null;
      return { channelId: event.channelId, banks: [], bankCode: null, key: null, budget: null, invalid, error: null };
    }),
    takeBanks: assign((_, banks: PayBankItem[]) => ({ banks, bankCode: banks[0]?.bankCode ?? null })),
    chooseBank: assign(({ event }) => (event.type === 'CHOOSE_BANK' ? { bankCode: event.bankCode, key: null, error: null } : {})),
    // A message stays only until the player changes what it was about.
    setAmount: assign(({ event }) => (event.type === 'SET_AMOUNT' ? { amountText: event.text, invalid: null, budget: null, key: null, error: null } : {})),
    takeBudget: assign({ budget: (_, budget: BudgetAmountReply) => budget }),
    // An amount within the channel's limits is previewed after a pause; any other cancels the preview.
    toPreview: sendTo('preview', ({ context }): DepositPreviewEvent => {
      const channel = channelOf(context);
      return channel && depositAmountFailure(context.amountText, channel) === null ? { type: 'AMOUNT', channelId: channel.id, amount: amountOf(context.amountText) } : { type: 'CLEAR' };
    }),
    clearPreview: sendTo('preview', { type: 'CLEAR' }),
    showInvalid: assign(({ context }) => {
      const channel = channelOf(context);
      return { invalid: channel ? depositAmountFailure(context.amountText, channel) : 'wrongAmount', error: null };
    }),
    // Made once per attempt, before its first send; a retry of the same attempt keeps it.
    makeKey: assign({ key: ({ context }) => context.key ?? context.makeKey() }),
    takeOrder: assign(({ context }, outcome: CallOutcome) => {
      const reply = (outcome.answered ? outcome.reply : null) as ChargeReply;
      // The attempt is over: a next deposit is a new one, with a new key.
      return { order: { orderNo: reply.orderNo, payUrl: reply.payUrl, endTime: reply.endTime, amount: amountOf(context.amountText), reason: '' }, key: null, error: null };
    }),
    takeFollowed: assign({ order: (_, followed: DepositOrderOutput) => followed.order }),
    storeEndTime: ({ context }) => {
      if (context.order?.endTime != null) storage.set('orderStatusEndTime', context.order.endTime);
    },
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    showRefusal: assign({ error: (_, outcome: CallOutcome) => (outcome.answered ? null : messageOf(outcome.error)) }),
    clearError: assign({ error: null }),
    // The checkout opens in a new tab while the click that made the order still counts as the
    // player's (a browser blocks it otherwise; the page then offers the link).
    openCheckout: ({ context }) => {
      const url = context.order?.payUrl;
      if (url && typeof window !== 'undefined') window.open(url, '_blank', 'noopener');
    },
    // The player follows the order on its own page, which a reload resumes.
    openOrderPage: ({ context }) => {
      if (context.order) context.open(rechargingPathOf(context.order.orderNo, context.order.payUrl));
    },
  },
}).createMachine({
  id: 'deposit',
  description: 'Automatic deposit: method, channel, amount within limits, an order made with an Idempotency-Key, then its status followed until paid, failed or its end time.',
  context: ({ input }) => depositContextOf(input),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        input: ({ context }) => ({ amountList: context.amountList }),
        onDone: [
          { guard: { type: 'noMethods', params: ({ event }) => event.output }, target: 'noMethods', actions: { type: 'takeOptions', params: ({ event }) => event.output } },
          { target: 'channels', actions: { type: 'takeOptions', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'showError', params: errorOf } },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
    /** No automatic way to pay today: the page offers the manual deposit if it is on. */
    noMethods: {},
    channels: {
      tags: ['busy'],
      invoke: {
        id: 'loadChannels',
        src: 'loadChannels',
        input: ({ context }) => ({ methodId: context.methodId ?? 0 }),
        onDone: { target: 'channelChosen', actions: { type: 'takeChannels', params: ({ event }) => event.output } },
        onError: { target: 'channelsFailed', actions: { type: 'showError', params: errorOf } },
      },
      on: { CHOOSE_METHOD: { guard: 'otherMethod', target: 'channels', reenter: true, actions: 'chooseMethod' } },
    },
    channelsFailed: {
      on: {
        RETRY: { target: 'channels', actions: 'clearError' },
        CHOOSE_METHOD: { target: 'channels', actions: ['chooseMethod', 'clearError'] },
      },
    },
    channelChosen: {
      always: [{ guard: 'noChannels', target: 'noChannels' }, { guard: 'channelNeedsBank', target: 'banks' }, { target: 'form' }],
    },
    /** The method has no channel open: another method may have one. */
    noChannels: { on: { CHOOSE_METHOD: { guard: 'otherMethod', target: 'channels', actions: 'chooseMethod' } } },
    banks: {
      tags: ['busy'],
      invoke: {
        id: 'loadBanks',
        src: 'loadBanks',
        input: ({ context }) => ({ channelId: context.channelId ?? 0 }),
        onDone: { target: 'form', actions: { type: 'takeBanks', params: ({ event }) => event.output } },
        onError: { target: 'banksFailed', actions: { type: 'showError', params: errorOf } },
      },
    },
    banksFailed: {
      on: {
        RETRY: { target: 'banks', actions: 'clearError' },
        CHOOSE_METHOD: { guard: 'otherMethod', target: 'channels', actions: ['chooseMethod', 'clearError'] },
        CHOOSE_CHANNEL: { guard: 'knownChannel', target: 'channelChosen', actions: 'chooseChannel' },
      },
    },
    form: {
      // The preview of fee and arrival is a child of its own while the form is open.
      invoke: { id: 'preview', src: 'preview', input: ({ self }) => ({ owner: self }) },
      on: {
        CHOOSE_METHOD: { guard: 'otherMethod', target: 'channels', actions: 'chooseMethod' },
        CHOOSE_CHANNEL: { guard: 'knownChannel', target: 'channelChosen', actions: 'chooseChannel' },
        CHOOSE_BANK: { actions: 'chooseBank' },
        SET_AMOUNT: { actions: ['setAmount', 'toPreview'] },
        PREVIEW: { actions: { type: 'takeBudget', params: ({ event }) => event.budget } },
        SUBMIT: [{ guard: 'formIncomplete', actions: ['showInvalid', 'clearPreview'] }, { target: 'creating', actions: 'makeKey' }],
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'call',
        src: 'call',
        input: ({ context, self }) => ({ request: chargeRequestOf(context) as ChargeRequest, key: context.key ?? undefined, owner: self }),
        onDone: [
          { guard: { type: 'answered', params: outcomeOf }, target: 'watching', actions: [{ type: 'takeOrder', params: outcomeOf }, 'storeEndTime', 'openCheckout', 'openOrderPage'] },
          // Refused: the key stays, so SUBMIT again is the same attempt, answered once by the server.
          { target: 'form', actions: { type: 'showRefusal', params: outcomeOf } },
        ],
      },
      // No reply said whether the order was made: SUBMIT again sends the same attempt with the same key.
      on: { CALL_IN_DOUBT: { target: 'form', actions: { type: 'showError', params: errorOf } } },
    },
    watching: {
      invoke: {
        id: 'follow',
        src: 'follow',
        input: ({ context }) => ({ orderNo: context.order?.orderNo ?? '', payUrl: context.order?.payUrl, endTime: context.order?.endTime ?? null, wallet: context.wallet, now: context.now }),
        onDone: [ended('success'), ended('failed'), ended('timedOut'), ended('unknownOrder')],
      },
      on: { CHECK_NOW: { actions: sendTo('follow', { type: 'CHECK_NOW' }) } },
    },
    success: { type: 'final' },
    failed: { type: 'final' },
    /** No order of this player's by that number. */
    unknownOrder: { type: 'final' },
    /** "Time out, if payment is not received contact customer service" (SPEC.md §8). */
    timedOut: { type: 'final' },
  },
});
