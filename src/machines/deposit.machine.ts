// Automatic deposit (SPEC.md §2 recharge, §4 deposit order polling and outcome pages, §5 deposit
// rules; issue 8 "Deposits"):
//   loading    → the methods (and the quick amounts when depositAmountListStatus is on)
//   channels   → the chosen method's channels, the first one with deposits left is chosen
//   banks      → only for a channel that asks for a bank
//   form       → amount (limits checked; a preview of fee and arrival after a pause in typing)
//   creating   → POST /pay/{channel}/charge|recharge with an Idempotency-Key made before the first
//                send and reused by a retry of the same attempt (a new amount, channel or bank is a
//                new attempt, so a new key)
//   watching   → the order exists: its end time is stored on the device (SPEC.md §3), the payer is
//                sent to payUrl, and GET /pay/getOrderStatus is asked every DEPOSIT_ORDER_POLL_MS (nextPoll)
//                until done, failed or the end time; a page opened with ?orderNo= (a reload, the
//                gateway's return) starts here
//   success / failed / timedOut → the outcome; success refreshes the balance
//   unknownOrder → ?orderNo= names no order of this player's
import { assign, setup } from 'xstate';
import { DEBOUNCE_MS, DEPOSIT_ORDER_POLL_MS } from '../domain/constants';
import { amountOf, depositAmountFailure, type DepositAmountRule } from '../domain/deposit-rules';
import type { AmountList, BudgetAmountReply, ChargeReply, OrderStatusReply, PayBankItem, PayChannelItem, PayMethodItem } from '../domain/pay.schema';
import type { ChargeRequest } from '../services/pay.api';
import { ApiError } from '../services/api-error';
import { storage } from '../services/storage';
import { depositActors, type DepositOptions } from './deposit.actors';
import { errorOf, messageOf } from './failure-message';

export interface DepositInput {
  /** depositAmountListStatus: show the quick amounts. */
  amountList: boolean;
  /** An order to follow (rechargingPage and the outcome pages, from ?orderNo=). */
  orderNo?: string | null;
  /** Where that order is paid, when known (rechargingPage?payUrl=). */
  payUrl?: string | null;
  /** The balance to refresh after a deposit (the session's wallet summary). */
  wallet: { send(event: { type: 'REFRESH' }): void };
  /** Makes the Idempotency-Key; default crypto.randomUUID. */
  makeKey?: () => string;
  now?: () => number;
}

export interface DepositOrder {
  orderNo: string;
  payUrl: string | null;
  /** Epoch ms after which the order is no longer paid; null until known. */
  endTime: number | null;
  amount: number | null;
  reason: string;
}

export interface DepositContext {
  amountList: boolean;
  wallet: DepositInput['wallet'];
  makeKey: () => string;
  now: () => number;
  methods: PayMethodItem[];
  amounts: AmountList;
  methodId: number | null;
  channels: PayChannelItem[];
  channelId: number | null;
  banks: PayBankItem[];
  bankCode: string | null;
  amountText: string;
  invalid: DepositAmountRule | null;
  budget: BudgetAmountReply | null;
  /** The Idempotency-Key of the attempt under way; null until the first send of an attempt. */
  key: string | null;
  order: DepositOrder | null;
  error: string | null;
}

export type DepositEvent =
  | { type: 'CHOOSE_METHOD'; methodId: number }
  | { type: 'CHOOSE_CHANNEL'; channelId: number }
  | { type: 'CHOOSE_BANK'; bankCode: string }
  | { type: 'SET_AMOUNT'; text: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  /** "I have paid": ask the order's status now. */
  | { type: 'CHECK_NOW' };

export const channelOf = (context: Pick<DepositContext, 'channels' | 'channelId'>): PayChannelItem | undefined =>
  context.channels.find((channel) => channel.id === context.channelId);

/** What the form would send, or null while something is missing. */
export function chargeRequestOf(context: DepositContext): ChargeRequest | null {
  const channel = channelOf(context);
  if (!channel || depositAmountFailure(context.amountText, channel) !== null) return null;
  if (channel.needsBank && !context.bankCode) return null;
  const base = { channel: channel.channel, channelId: channel.id, amount: amountOf(context.amountText) };
  return channel.needsBank && context.bankCode ? { ...base, bankCode: context.bankCode } : base;
}

/** The first channel a player can still use today, else the first. */
const firstUsable = (channels: PayChannelItem[]): PayChannelItem | undefined =>
  channels.find((channel) => channel.remainingTimes === null || channel.remainingTimes > 0) ?? channels[0];

const randomKey = (): string => crypto.randomUUID();

export const depositMachine = setup({
  types: { input: {} as DepositInput, context: {} as DepositContext, events: {} as DepositEvent },
  actors: depositActors,
  delays: {
    budgetPause: DEBOUNCE_MS,
    // The poll interval, cut short by the order's end time so the wait ends when the order does.
    nextPoll: ({ context }) => {
      const endTime = context.order?.endTime;
      return endTime == null ? DEPOSIT_ORDER_POLL_MS : Math.min(DEPOSIT_ORDER_POLL_MS, Math.max(0, endTime - context.now()));
    },
  },
  guards: {
    following: ({ context }) => context.order !== null,
    noMethods: (_, options: DepositOptions) => options.methods.length === 0,
    noChannels: ({ context }) => context.channels.length === 0,
    channelNeedsBank: ({ context }) => channelOf(context)?.needsBank === true,
    otherMethod: ({ context, event }) => event.type === 'CHOOSE_METHOD' && event.methodId !== context.methodId,
    knownChannel: ({ context, event }) => event.type === 'CHOOSE_CHANNEL' && context.channels.some((c) => c.id === event.channelId),
    amountPreviewable: ({ context, event }) => {
      const channel = channelOf(context);
      return event.type === 'SET_AMOUNT' && channel !== undefined && depositAmountFailure(event.text, channel) === null;
    },
    formIncomplete: ({ context }) => chargeRequestOf(context) === null,
    paid: (_, status: OrderStatusReply) => status.state === 'done',
    refused: (_, status: OrderStatusReply) => status.state === 'failed',
    orderRefused: (_, error: unknown) => error instanceof ApiError && (error.kind === 'reply' || error.kind === 'http'),
    pastEndTime: ({ context }) => context.order?.endTime != null && context.now() >= context.order.endTime,
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
    showInvalid: assign(({ context }) => {
      const channel = channelOf(context);
      return { invalid: channel ? depositAmountFailure(context.amountText, channel) : 'wrongAmount', error: null };
    }),
    // Made once per attempt, before its first send; a retry of the same attempt keeps it.
    makeKey: assign({ key: ({ context }) => context.key ?? context.makeKey() }),
    takeOrder: assign({
      order: ({ context }, reply: ChargeReply) => ({
        orderNo: reply.orderNo,
        payUrl: reply.payUrl,
        endTime: reply.endTime,
        amount: amountOf(context.amountText),
        reason: '',
      }),
      // The attempt is over: a next deposit is a new one.
      key: null,
      error: null,
    }),
    takeStatus: assign({
      order: ({ context }, status: OrderStatusReply) => ({
        orderNo: status.orderNo,
        payUrl: context.order?.payUrl ?? null,
        // The time stored on the device when the order was made wins over the server's copy.
        endTime: context.order?.endTime ?? status.endTime,
        amount: status.amount,
        reason: status.reason,
      }),
    }),
    storeEndTime: ({ context }) => {
      if (context.order?.endTime != null) storage.set('orderStatusEndTime', context.order.endTime);
    },
    forgetEndTime: () => storage.remove('orderStatusEndTime'),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    clearError: assign({ error: null }),
    refreshWallet: ({ context }) => context.wallet.send({ type: 'REFRESH' }),
    // The checkout opens in a new tab while the click that made the order still counts as the
    // player's (a browser blocks it otherwise; the page then offers the link).
    openCheckout: ({ context }) => {
      const url = context.order?.payUrl;
      if (url && typeof window !== 'undefined') window.open(url, '_blank', 'noopener');
    },
  },
}).createMachine({
  id: 'deposit',
  description: 'Automatic deposit: method, channel, amount within limits, an order made with an Idempotency-Key, then its status polled until paid, failed or its end time.',
  context: ({ input }) => {
    const stored = input.orderNo ? storage.get('orderStatusEndTime') : null;
    return {
      amountList: input.amountList,
      wallet: input.wallet,
      makeKey: input.makeKey ?? randomKey,
      now: input.now ?? Date.now,
      methods: [],
      amounts: [],
      methodId: null,
      channels: [],
      channelId: null,
      banks: [],
      bankCode: null,
      amountText: '',
      invalid: null,
      budget: null,
      key: null,
      order: input.orderNo ? { orderNo: input.orderNo, payUrl: input.payUrl ?? null, endTime: stored, amount: null, reason: '' } : null,
      error: null,
    };
  },
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'following', target: 'watching' }, { target: 'loading' }] },
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
      initial: 'editing',
      on: {
        CHOOSE_METHOD: { guard: 'otherMethod', target: 'channels', actions: 'chooseMethod' },
        CHOOSE_CHANNEL: { guard: 'knownChannel', target: 'channelChosen', actions: 'chooseChannel' },
        CHOOSE_BANK: { actions: 'chooseBank' },
        SET_AMOUNT: [
          { guard: 'amountPreviewable', target: '.pausing', actions: 'setAmount' },
          { target: '.editing', actions: 'setAmount' },
        ],
        SUBMIT: [{ guard: 'formIncomplete', target: '.editing', actions: 'showInvalid' }, { target: 'creating', actions: 'makeKey' }],
      },
      states: {
        editing: {},
        /** The player may still be typing: the preview waits for a pause. */
        pausing: { after: { budgetPause: 'estimating' } },
        estimating: {
          invoke: {
            id: 'budget',
            src: 'budget',
            input: ({ context }) => ({ channelId: context.channelId ?? 0, amount: amountOf(context.amountText) }),
            onDone: { target: 'editing', actions: { type: 'takeBudget', params: ({ event }) => event.output } },
            // The preview is a help, not a step: without it the form still works.
            onError: 'editing',
          },
        },
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => ({ request: chargeRequestOf(context) as ChargeRequest, key: context.key ?? '' }),
        onDone: { target: 'watching', actions: [{ type: 'takeOrder', params: ({ event }) => event.output }, 'storeEndTime', 'openCheckout'] },
        // The key stays: SUBMIT again is the same attempt, answered once by the server.
        onError: { target: 'form.editing', actions: { type: 'showError', params: errorOf } },
      },
    },
    watching: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'orderStatus',
            src: 'orderStatus',
            input: ({ context }) => ({ orderNo: context.order?.orderNo ?? '' }),
            onDone: [
              { guard: { type: 'paid', params: ({ event }) => event.output }, target: '#deposit.success', actions: { type: 'takeStatus', params: ({ event }) => event.output } },
              { guard: { type: 'refused', params: ({ event }) => event.output }, target: '#deposit.failed', actions: { type: 'takeStatus', params: ({ event }) => event.output } },
              { target: 'waiting', actions: [{ type: 'takeStatus', params: ({ event }) => event.output }, 'storeEndTime'] },
            ],
            // The server refuses the order (not this player's, no such order): nothing to follow.
            // A lost answer is asked again at the next tick; the end time still ends the wait.
            onError: [{ guard: { type: 'orderRefused', params: errorOf }, target: '#deposit.unknownOrder' }, { target: 'waiting' }],
          },
        },
        waiting: {
          always: { guard: 'pastEndTime', target: 'lastCheck' },
          after: { nextPoll: [{ guard: 'pastEndTime', target: 'lastCheck' }, { target: 'checking' }] },
          on: { CHECK_NOW: 'checking' },
        },
        /** The end time has come: one more answer decides, so a payment made at the last second counts. */
        lastCheck: {
          invoke: {
            id: 'lastStatus',
            src: 'orderStatus',
            input: ({ context }) => ({ orderNo: context.order?.orderNo ?? '' }),
            onDone: [
              { guard: { type: 'paid', params: ({ event }) => event.output }, target: '#deposit.success', actions: { type: 'takeStatus', params: ({ event }) => event.output } },
              { guard: { type: 'refused', params: ({ event }) => event.output }, target: '#deposit.failed', actions: { type: 'takeStatus', params: ({ event }) => event.output } },
              { target: '#deposit.timedOut', actions: { type: 'takeStatus', params: ({ event }) => event.output } },
            ],
            onError: '#deposit.timedOut',
          },
        },
      },
    },
    success: { type: 'final', entry: ['forgetEndTime', 'refreshWallet'] },
    failed: { type: 'final', entry: 'forgetEndTime' },
    /** ?orderNo= names no order of this player's. */
    unknownOrder: { type: 'final', entry: 'forgetEndTime' },
    /** "Time out, if payment is not received contact customer service" (SPEC.md §8). */
    timedOut: { type: 'final', entry: 'forgetEndTime' },
  },
});
