// Automatic deposit, walked from the machine's graph: options, channels (one needs a bank), the
// amount against the channel's limits and its preview as the child tells it, the order made as a
// retry-safe call (answered, refused, or left in doubt and sent again with the same key), then the
// order followed by its child to each outcome. The children have their own graphs
// (deposit-preview, deposit-order). Then the rules one by one on a running actor: the key is made
// before the first send and reused on retry, the end time is stored on the device, polling follows
// the named delay, a paid order refreshes the balance, the page moves to rechargingPage.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stoppedAfterTest } from './stopped-after-test';
import { createActor, fromCallback, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { DEPOSIT_ORDER_POLL_MS } from '../../src/domain/constants';
import type { ChargeReply, OrderStatusReply, PayChannelItem } from '../../src/domain/pay.schema';
import { chargeRequestOf, depositMachine, type DepositInput } from '../../src/machines/deposit.machine';
import { depositOrderMachine, rechargingPathOf, type DepositOrderOutput } from '../../src/machines/deposit-order.machine';
import { depositPreviewMachine, type DepositPreviewEvent, type DepositPreviewInput } from '../../src/machines/deposit-preview.machine';
import { retrySafeCallMachine, type SendInput } from '../../src/machines/retry-safe-call.machine';
import { ApiError } from '../../src/services/api-error';
import type { ChargeRequest } from '../../src/services/pay.api';
import { storage } from '../../src/services/storage';
import { describeModel, pendingActor } from './model-harness';

type Snapshot = SnapshotFrom<typeof depositMachine>;

// A fixed instant far off, not an offset from the time the file was loaded, which a long run can reach.
const FAR = Date.UTC(2100, 0, 1);
const gcash: PayChannelItem = { id: 11, methodId: 1, name: 'GCash', channel: 'sandbox', minAmount: 100, maxAmount: 50_000, dailyTimes: 5, remainingTimes: 5, needsBank: false };
const bankChannel: PayChannelItem = { ...gcash, id: 12, name: 'Online banking', needsBank: true };
const usedUp: PayChannelItem = { ...gcash, id: 13, name: 'Maya', remainingTimes: 0 };
const methods = [{ id: 1, name: 'E-wallet', operatorCode: 'SANDBOX', icon: '' }, { id: 2, name: 'Bank', operatorCode: 'SANDBOX', icon: '' }];
const order: ChargeReply = { orderNo: 'D20261123000001', payUrl: 'http://pay.test/checkout/D20261123000001', endTime: FAR };
const status = (state: OrderStatusReply['state'], endTime = FAR): OrderStatusReply => ({ orderNo: order.orderNo, state, amount: 500, endTime, reason: state === 'failed' ? 'Declined by the payer' : '' });
const refused = new ApiError('reply', 'Minimum deposit amount is 100', { reply: { code: 500, msg: 'Minimum deposit amount is 100', data: null } });
const offline = new ApiError('network', 'Failed to fetch');
const followed = (outcome: DepositOrderOutput['outcome'], reason = ''): DepositOrderOutput => ({ outcome, order: { orderNo: order.orderNo, payUrl: order.payUrl, endTime: FAR, amount: 500, reason } });

const wallet = () => ({ send: vi.fn() });
const open = vi.fn();
const input = (extra: Partial<DepositInput> = {}): DepositInput => ({ amountList: true, wallet: wallet(), open, makeKey: () => 'key-00000001', ...extra });

// The preview stays silent here (the graph's PREVIEW steps are what it would say).
const silentPreview = fromCallback<DepositPreviewEvent, DepositPreviewInput>(() => {}) as unknown as typeof depositPreviewMachine;
const pending = depositMachine.provide({
  actors: { loadOptions: pendingActor, loadChannels: pendingActor, loadBanks: pendingActor, preview: silentPreview, call: pendingActor as never, follow: pendingActor as never },
  actions: { openCheckout: () => {} },
});

afterEach(() => storage.remove('orderStatusEndTime'));

describeModel(pending, {
  input: input(),
  pathStrategy: 'transitions',
  // A form is told apart by whether it would send, what it says, and whether it shows a preview.
  serializeState: (s: Snapshot) => JSON.stringify([s.value, chargeRequestOf(s.context) !== null, s.context.error, s.context.budget !== null]),
  events: {
    CHOOSE_METHOD: [{ methodId: 1 }, { methodId: 2 }],
    CHOOSE_CHANNEL: [{ channelId: 11 }, { channelId: 12 }],
    CHOOSE_BANK: [{ bankCode: 'BDO' }],
    SET_AMOUNT: [{ text: '500' }, { text: '50' }],
    PREVIEW: [{ budget: { amount: 500, fee: 0, arrivalAmount: 500 } }],
    'xstate.done.actor.loadOptions': [{ output: { methods, amounts: [100, 500, 1000] } }, { output: { methods: [], amounts: [] } }],
    'xstate.error.actor.loadOptions': [{ error: new ApiError('network', 'Network error') }],
    'xstate.done.actor.loadChannels': [{ output: [gcash, bankChannel] }, { output: [] }],
    'xstate.error.actor.loadChannels': [{ error: new ApiError('network', 'Network error') }],
    'xstate.done.actor.loadBanks': [{ output: [{ bankCode: 'BDO', bankName: 'BDO Unibank', icon: '' }] }],
    'xstate.error.actor.loadBanks': [{ error: new ApiError('network', 'Network error') }],
    'xstate.done.actor.call': [{ output: { answered: true, reply: order } }, { output: { answered: false, error: refused } }],
    CALL_IN_DOUBT: [{ error: offline }],
    'xstate.done.actor.follow': [{ output: followed('success') }, { output: followed('failed', 'Declined by the payer') }, { output: followed('timedOut') }, { output: followed('unknownOrder') }],
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
    form: (s) => {
      expect(s.context.channelId).not.toBeNull();
      // Only a refused or unanswered order keeps its key, for the retry; any change starts a new
      // attempt (another method drops the key, though its message stays until the amount changes).
      if (s.context.key !== null) {
        expect(s.context.key).toBe('key-00000001');
        expect([refused.msg, offline.message]).toContain(s.context.error);
      }
    },
    creating: (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context.key).toBe('key-00000001');
      expect(chargeRequestOf(s.context)).not.toBeNull();
    },
    watching: (s) => {
      expect(s.context.order?.orderNo).toBe(order.orderNo);
      expect(s.context.key).toBeNull();
      expect(storage.get('orderStatusEndTime')).toBe(FAR);
      expect(open).toHaveBeenLastCalledWith(rechargingPathOf(order.orderNo, order.payUrl));
    },
    success: (s) => {
      expect(s.context.order?.amount).toBe(500);
      expect(s.status).toBe('done');
    },
    failed: (s) => expect(s.context.order?.reason).toBe('Declined by the payer'),
    timedOut: (s) => expect(s.status).toBe('done'),
    unknownOrder: (s) => expect(s.status).toBe('done'),
  },
});

describe('deposit rules (SPEC.md §3, §4, §5)', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  function start(options: { create?: (request: ChargeRequest, key: string) => Promise<ChargeReply>; statuses?: OrderStatusReply[]; extra?: Partial<DepositInput>; clock?: SimulatedClock } = {}) {
    const sends: Array<SendInput<ChargeRequest>> = [];
    const asked: string[] = [];
    const statuses = [...(options.statuses ?? [status('pendingPayment')])];
    let keys = 0;
    const deps = input({ makeKey: () => `key-${String(++keys).padStart(8, '0')}`, ...options.extra });
    const actor = stoppedAfterTest(createActor(
      depositMachine.provide({
        actors: {
          loadOptions: fromPromise(async () => ({ methods, amounts: [100, 500] })),
          loadChannels: fromPromise(async () => [gcash, bankChannel, usedUp]),
          loadBanks: fromPromise(async () => [{ bankCode: 'BDO', bankName: 'BDO Unibank', icon: '' }]),
          preview: depositPreviewMachine.provide({
            actors: { budget: fromPromise(async ({ input: { amount } }: { input: { channelId: number; amount: number } }) => ({ amount, fee: 5, arrivalAmount: amount - 5 })) },
          }),
          call: retrySafeCallMachine.provide({
            actors: {
              send: fromPromise(async ({ input: sent }: { input: SendInput<ChargeRequest> }) => {
                sends.push(sent);
                return options.create ? options.create(sent.request, sent.key) : order;
              }),
            },
          }),
          follow: depositOrderMachine.provide({
            actors: {
              orderStatus: fromPromise(async ({ input: { orderNo } }: { input: { orderNo: string } }) => {
                asked.push(orderNo);
                return statuses.length > 1 ? (statuses.shift() as OrderStatusReply) : (statuses[0] as OrderStatusReply);
              }),
            },
          }),
        },
        actions: { openCheckout: () => {} },
      }),
      { input: deps, ...(options.clock ? { clock: options.clock } : {}) },
    ).start());
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

  it('a lost reply leaves the same order to be sent again with the same key', async () => {
    let lost = true;
    const { actor, sends } = start({ create: async () => { if (lost) throw offline; return order; } });
    await settle();
    await settle();
    actor.send({ type: 'SET_AMOUNT', text: '500' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().matches('form')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(offline.message);
    lost = false;
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sends.map((s) => s.key)).toEqual(['key-00000001', 'key-00000001']);
    expect(actor.getSnapshot().matches('watching')).toBe(true);
  });

  it('takes the player to rechargingPage once the order exists', async () => {
    const { actor } = start();
    await settle();
    await settle();
    open.mockClear();
    actor.send({ type: 'SET_AMOUNT', text: '500' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(open).toHaveBeenCalledWith(`/pages/account/myWallet/rechargingPage?orderNo=${order.orderNo}&payUrl=${encodeURIComponent(order.payUrl)}`);
  });
});
