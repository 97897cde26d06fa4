// Automatic deposit, walked from the machine's graph: options, channels (one needs a bank), the
// amount against the channel's limits, the order made with an Idempotency-Key, then polling to
// each outcome (paid, failed, the end time); and a page opened with ?orderNo= resuming the wait.
// Then the rules one by one: the key is made before the first send and reused on retry, the end
// time is stored on the device, polling follows the named delay, a paid order refreshes the balance.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { DEPOSIT_ORDER_POLL_MS } from '../../src/domain/constants';
import { depositAmountFailure } from '../../src/domain/deposit-rules';
import type { ChargeReply, OrderStatusReply, PayChannelItem } from '../../src/domain/pay.schema';
import { chargeRequestOf, depositMachine, type DepositInput } from '../../src/machines/deposit.machine';
import { ApiError } from '../../src/services/api-error';
import type { ChargeRequest } from '../../src/services/pay.api';
import { storage } from '../../src/services/storage';
import { describeModel, pendingActor } from './model-harness';

type Snapshot = SnapshotFrom<typeof depositMachine>;

const FAR = Date.now() + 15 * 60_000;
/** An order whose end time has passed: the wait ends with one last answer. */
const PAST = Date.now() - 1;
const gcash: PayChannelItem = { id: 11, methodId: 1, name: 'GCash', channel: 'sandbox', minAmount: 100, maxAmount: 50_000, dailyTimes: 5, remainingTimes: 5, needsBank: false };
const bankChannel: PayChannelItem = { ...gcash, id: 12, name: 'Online banking', needsBank: true };
const usedUp: PayChannelItem = { ...gcash, id: 13, name: 'Maya', remainingTimes: 0 };
const methods = [{ id: 1, name: 'E-wallet', operatorCode: 'SANDBOX', icon: '' }, { id: 2, name: 'Bank', operatorCode: 'SANDBOX', icon: '' }];
const order: ChargeReply = { orderNo: 'D20261123000001', payUrl: 'http://pay.test/checkout/D20261123000001', endTime: FAR };
const status = (state: OrderStatusReply['state'], endTime = FAR): OrderStatusReply => ({ orderNo: order.orderNo, state, amount: 500, endTime, reason: state === 'failed' ? 'Declined by the payer' : '' });
const refused = new ApiError('reply', 'Minimum deposit amount is 100', { reply: { code: 500, msg: 'Minimum deposit amount is 100', data: null } });

const wallet = () => ({ send: vi.fn() });
const input = (extra: Partial<DepositInput> = {}): DepositInput => ({ amountList: true, wallet: wallet(), makeKey: () => 'key-00000001', ...extra });

const pending = depositMachine.provide({
  actors: { loadOptions: pendingActor, loadChannels: pendingActor, loadBanks: pendingActor, budget: pendingActor, createOrder: pendingActor, orderStatus: pendingActor },
  actions: { openCheckout: () => {} },
});

const outcomeEvents = {
  'xstate.done.actor.orderStatus': [{ output: status('pendingPayment') }, { output: status('pendingPayment', PAST) }, { output: status('done') }, { output: status('failed') }],
  'xstate.error.actor.orderStatus': [
    { error: new ApiError('network', 'Network error') },
    { error: new ApiError('reply', 'No such order', { reply: { code: 500, msg: 'No such order', data: null } }) },
  ],
  'xstate.done.actor.lastStatus': [{ output: status('pendingPayment') }, { output: status('done') }],
  'xstate.error.actor.lastStatus': [{ error: new ApiError('network', 'Network error') }],
};

const outcomes = {
  watching: (s: Snapshot) => expect(s.context.order?.orderNo).toBe(order.orderNo),
  success: (s: Snapshot) => {
    expect(s.context.order?.amount).toBe(500);
    expect(s.status).toBe('done');
  },
  failed: (s: Snapshot) => expect(s.context.order?.reason).toBe('Declined by the payer'),
  timedOut: (s: Snapshot) => expect(s.status).toBe('done'),
  unknownOrder: (s: Snapshot) => {
    expect(s.status).toBe('done');
    expect(storage.get('orderStatusEndTime')).toBeNull();
  },
};

afterEach(() => storage.remove('orderStatusEndTime'));

// A state is also told apart by whether its order's end time has passed, so both waits are walked.
const serializeState = (s: Snapshot) => JSON.stringify([s.value, s.context.order?.endTime === PAST]);

describeModel(pending, {
  input: input(),
  pathStrategy: 'transitions',
  serializeState,
  clock: true,
  events: {
    CHOOSE_METHOD: [{ methodId: 1 }, { methodId: 2 }],
    CHOOSE_CHANNEL: [{ channelId: 11 }, { channelId: 12 }],
    CHOOSE_BANK: [{ bankCode: 'BDO' }],
    SET_AMOUNT: [{ text: '500' }, { text: '50' }],
    'xstate.done.actor.loadOptions': [{ output: { methods, amounts: [100, 500, 1000] } }, { output: { methods: [], amounts: [] } }],
    'xstate.error.actor.loadOptions': [{ error: new ApiError('network', 'Network error') }],
    'xstate.done.actor.loadChannels': [{ output: [gcash, bankChannel] }, { output: [] }],
    'xstate.error.actor.loadChannels': [{ error: new ApiError('network', 'Network error') }],
    'xstate.done.actor.loadBanks': [{ output: [{ bankCode: 'BDO', bankName: 'BDO Unibank', icon: '' }] }],
    'xstate.error.actor.loadBanks': [{ error: new ApiError('network', 'Network error') }],
    'xstate.done.actor.budget': [{ output: { amount: 500, fee: 0, arrivalAmount: 500 } }],
    'xstate.error.actor.budget': [{ error: new ApiError('network', 'Network error') }],
    'xstate.done.actor.createOrder': [{ output: order }, { output: { ...order, endTime: PAST } }],
    'xstate.error.actor.createOrder': [{ error: refused }],
    ...outcomeEvents,
  },
  states: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    loadFailed: (s) => expect(s.context.error).toBe('Network error'),
    noMethods: (s) => expect(s.context.methods).toEqual([]),
    channels: (s) => expect(s.context.methodId).not.toBeNull(),
    channelsFailed: (s) => expect(s.context.error).toBe('Network error'),
    noChannels: (s) => expect(s.context.channels).toEqual([]),
    banks: (s) => expect(s.context.channelId).toBe(12),
    banksFailed: (s) => expect(s.context.error).toBe('Network error'),
    'form.editing': (s) => {
      expect(s.context.channelId).not.toBeNull();
      // A refused order keeps its key for the retry; any change starts a new attempt.
      if (s.context.error === refused.msg) expect(s.context.key).toBe('key-00000001');
      else expect(s.context.key).toBeNull();
    },
    'form.pausing': (s) => expect(depositAmountFailure(s.context.amountText, gcash)).toBeNull(),
    'form.estimating': (s) => expect(s.context.budget).toBeNull(),
    creating: (s) => {
      expect(s.context.key).toBe('key-00000001');
      expect(chargeRequestOf(s.context)).not.toBeNull();
    },
    'watching.checking': (s) => expect(s.context.order).not.toBeNull(),
    'watching.waiting': (s) => {
      expect(storage.get('orderStatusEndTime')).toBe(s.context.order?.endTime);
      expect(s.context.order?.endTime).toBe(FAR);
    },
    'watching.lastCheck': (s) => expect(s.context.order?.endTime).toBe(PAST),
    ...outcomes,
  },
});

// A page opened with ?orderNo= (a reload of rechargingPage, the gateway's return to depositResult).
describeModel(pending, {
  input: input({ orderNo: order.orderNo, payUrl: order.payUrl }),
  pathStrategy: 'transitions',
  serializeState,
  clock: true,
  events: outcomeEvents,
  states: {
    'watching.checking': (s) => expect(s.context.order?.payUrl).toBe(order.payUrl),
    // Until the first answer nothing says when the order ends; then the wait has its end.
    'watching.waiting': (s) => expect([null, FAR]).toContain(s.context.order?.endTime),
    'watching.lastCheck': (s) => expect(s.context.order?.endTime).toBe(PAST),
    ...outcomes,
  },
});

describe('deposit rules (SPEC.md §3, §4, §5)', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  function start(options: { create?: (request: ChargeRequest, key: string) => Promise<ChargeReply>; statuses?: OrderStatusReply[]; extra?: Partial<DepositInput>; clock?: SimulatedClock } = {}) {
    const sends: Array<{ request: ChargeRequest; key: string }> = [];
    const asked: string[] = [];
    const statuses = [...(options.statuses ?? [status('pendingPayment')])];
    let keys = 0;
    const deps = input({ makeKey: () => `key-${String(++keys).padStart(8, '0')}`, ...options.extra });
    const actor = createActor(
      depositMachine.provide({
        actors: {
          loadOptions: fromPromise(async () => ({ methods, amounts: [100, 500] })),
          loadChannels: fromPromise(async () => [gcash, bankChannel, usedUp]),
          loadBanks: fromPromise(async () => [{ bankCode: 'BDO', bankName: 'BDO Unibank', icon: '' }]),
          budget: fromPromise(async ({ input: { amount } }: { input: { channelId: number; amount: number } }) => ({ amount, fee: 5, arrivalAmount: amount - 5 })),
          createOrder: fromPromise(async ({ input: sent }: { input: { request: ChargeRequest; key: string } }) => {
            sends.push(sent);
            return options.create ? options.create(sent.request, sent.key) : order;
          }),
          orderStatus: fromPromise(async ({ input: { orderNo } }: { input: { orderNo: string } }) => {
            asked.push(orderNo);
            return statuses.length > 1 ? (statuses.shift() as OrderStatusReply) : (statuses[0] as OrderStatusReply);
          }),
        },
        actions: { openCheckout: () => {} },
      }),
      { input: deps, ...(options.clock ? { clock: options.clock } : {}) },
    ).start();
    return { actor, sends, asked, wallet: deps.wallet };
  }

  it('chooses the first method and its first channel with deposits left', async () => {
    const { actor } = start();
    await settle();
    await settle();
    expect(actor.getSnapshot().matches('form')).toBe(true);
    expect(actor.getSnapshot().context.channelId).toBe(11);
    expect(actor.getSnapshot().context.amounts).toEqual([100, 500]);
  });

  it('checks the amount against the channel: minimum, maximum, deposits left, a plain number', async () => {
    const { actor, sends } = start();
    await settle();
    await settle();
    for (const [text, rule] of [['50', 'minimumDeposit'], ['50001', 'limitExceeded'], ['1e3', 'wrongAmount'], ['10.123', 'wrongAmount']] as const) {
      actor.send({ type: 'SET_AMOUNT', text });
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().context.invalid).toBe(rule);
    }
    actor.send({ type: 'CHOOSE_CHANNEL', channelId: 13 });
    await settle();
    actor.send({ type: 'SET_AMOUNT', text: '500' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.invalid).toBe('noDepositTimes');
    expect(sends).toEqual([]);
  });

  it('makes the key before the first send and reuses it when the same order is retried; a new amount is a new key', async () => {
    let fail = true;
    const { actor, sends } = start({ create: async () => { if (fail) throw refused; return order; } });
    await settle();
    await settle();
    actor.send({ type: 'SET_AMOUNT', text: '500' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().context.error).toBe(refused.msg);
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'SET_AMOUNT', text: '600' });
    fail = false;
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sends.map((s) => s.key)).toEqual(['key-00000001', 'key-00000001', 'key-00000002']);
    expect(sends[2]?.request).toEqual({ channel: 'sandbox', channelId: 11, amount: 600 });
  });

  it('a channel that needs a bank sends its bank with /recharge', async () => {
    const { actor, sends } = start();
    await settle();
    await settle();
    actor.send({ type: 'CHOOSE_CHANNEL', channelId: 12 });
    await settle();
    actor.send({ type: 'SET_AMOUNT', text: '500' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sends[0]?.request).toEqual({ channel: 'sandbox', channelId: 12, amount: 500, bankCode: 'BDO' });
  });

  it('stores the order end time on the device, polls every DEPOSIT_ORDER_POLL_MS, and refreshes the balance once paid', async () => {
    const clock = new SimulatedClock();
    const { actor, asked, wallet } = start({ clock, statuses: [status('pendingPayment'), status('pendingPayment'), status('done')] });
    await settle();
    await settle();
    actor.send({ type: 'SET_AMOUNT', text: '500' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    await settle();
    expect(storage.get('orderStatusEndTime')).toBe(FAR);
    expect(asked).toHaveLength(1);
    clock.increment(DEPOSIT_ORDER_POLL_MS - 1);
    await settle();
    expect(asked).toHaveLength(1);
    clock.increment(1);
    await settle();
    expect(asked).toHaveLength(2);
    clock.increment(DEPOSIT_ORDER_POLL_MS);
    await settle();
    expect(actor.getSnapshot().matches('success')).toBe(true);
    expect(wallet.send).toHaveBeenCalledWith({ type: 'REFRESH' });
    // The order is over: nothing is left to resume.
    expect(storage.get('orderStatusEndTime')).toBeNull();
  });

  it('a reload resumes with the stored end time, and the end time ends the wait with the time-out outcome', async () => {
    const now = Date.now();
    storage.set('orderStatusEndTime', now + 10_000);
    const clock = new SimulatedClock();
    // The server's copy says later; the device's stored time decides.
    const { actor, wallet } = start({ clock, statuses: [status('pendingPayment', now + 60_000)], extra: { orderNo: order.orderNo, now: () => now + clock.now() } });
    await settle();
    expect(actor.getSnapshot().context.order?.endTime).toBe(now + 10_000);
    expect(actor.getSnapshot().matches({ watching: 'waiting' })).toBe(true);
    for (let i = 0; i < 4; i++) {
      clock.increment(DEPOSIT_ORDER_POLL_MS);
      await settle();
    }
    expect(actor.getSnapshot().matches('timedOut')).toBe(true);
    expect(wallet.send).not.toHaveBeenCalled();
  });

  it('"I have paid" asks at once', async () => {
    const clock = new SimulatedClock();
    const { actor, asked } = start({ clock, extra: { orderNo: order.orderNo } });
    await settle();
    actor.send({ type: 'CHECK_NOW' });
    await settle();
    expect(asked).toHaveLength(2);
  });
});
