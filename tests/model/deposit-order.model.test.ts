// One deposit order followed, walked from the machine's graph: its status asked and asked again
// until paid, failed, unknown or its end time (one last answer decides); a new order (its end time
// known) and a page opened with ?orderNo= (the end time read from the device). Then the rules on a
// running actor: polling follows the named delay, a reload resumes with the stored end time,
// "I have paid" asks at once, and an outcome with a page of its own replaces the waiting page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { DEPOSIT_ORDER_POLL_MS } from '../../src/domain/constants';
import type { OrderStatusReply } from '../../src/domain/pay.schema';
import { depositOrderMachine, type DepositOrderInput } from '../../src/machines/deposit-order.machine';
import { ApiError } from '../../src/services/api-error';
import { storage } from '../../src/services/storage';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof depositOrderMachine>;

// Fixed instants, not offsets from the time the file was loaded: an end time read against the
// clock a run has reached can come due in a long or loaded run (it did, once in a few loaded runs).
/** An order whose end time is far off: the wait polls until an answer decides. */
const FAR = Date.UTC(2100, 0, 1);
/** An order whose end time has passed: the wait ends with one last answer. */
const PAST = Date.UTC(2000, 0, 1);
const ORDER_NO = 'D20261123000001';
const PAY_URL = 'http://pay.test/checkout/D20261123000001';
const status = (state: OrderStatusReply['state'], endTime = FAR): OrderStatusReply => ({ orderNo: ORDER_NO, state, amount: 500, endTime, reason: state === 'failed' ? 'Declined by the payer' : '' });
const wallet = { send: vi.fn() };

const events = {
  'xstate.done.actor.orderStatus': [{ output: status('pendingPayment') }, { output: status('pendingPayment', PAST) }, { output: status('done') }, { output: status('failed') }],
  'xstate.error.actor.orderStatus': [
    { error: new ApiError('network', 'Network error') },
    { error: new ApiError('reply', 'No such order', { reply: { code: 500, msg: 'No such order', data: null } }) },
  ],
  'xstate.done.actor.lastStatus': [{ output: status('pendingPayment') }, { output: status('done') }],
  'xstate.error.actor.lastStatus': [{ error: new ApiError('network', 'Network error') }],
};

const outcomes = {
  success: (s: Snapshot) => {
    expect(s.context.order.amount).toBe(500);
    expect(s.output).toEqual({ outcome: 'success', order: s.context.order });
    expect(wallet.send).toHaveBeenCalledWith({ type: 'REFRESH' });
    expect(storage.get('orderStatusEndTime')).toBeNull();
  },
  failed: (s: Snapshot) => {
    expect(s.context.order.reason).toBe('Declined by the payer');
    expect(s.output?.outcome).toBe('failed');
  },
  timedOut: (s: Snapshot) => expect(s.output?.outcome).toBe('timedOut'),
  unknownOrder: (s: Snapshot) => {
    expect(s.output?.outcome).toBe('unknownOrder');
    expect(storage.get('orderStatusEndTime')).toBeNull();
  },
};

afterEach(() => storage.remove('orderStatusEndTime'));

// A state is also told apart by whether its order's end time has passed, so both waits are walked.
const serializeState = (s: Snapshot) => JSON.stringify([s.value, s.context.order.endTime === PAST]);
const following = depositOrderMachine.provide({ actors: { orderStatus: pendingActor } });

// A new order, its end time known (the deposit's child).
describeModel(following, {
  input: { orderNo: ORDER_NO, payUrl: PAY_URL, endTime: FAR, wallet },
  pathStrategy: 'transitions',
  serializeState,
  clock: true,
  events,
  states: {
    checking: (s) => {
      expect(s.context.order.orderNo).toBe(ORDER_NO);
      expect(storage.get('orderStatusEndTime')).toBe(FAR);
    },
    // The end time known when the order was made wins over the server's copy, so the wait keeps it.
    waiting: (s) => {
      expect(storage.get('orderStatusEndTime')).toBe(FAR);
      expect(s.context.order.endTime).toBe(FAR);
    },
    success: outcomes.success,
    failed: outcomes.failed,
    unknownOrder: outcomes.unknownOrder,
  },
});

// A page opened with ?orderNo= (a reload of rechargingPage, the gateway's return to depositResult).
describeModel(following, {
  input: { orderNo: ORDER_NO, payUrl: PAY_URL, wallet },
  pathStrategy: 'transitions',
  serializeState,
  clock: true,
  events,
  states: {
    checking: (s) => expect(s.context.order.payUrl).toBe(PAY_URL),
    // Until the first answer nothing says when the order ends; then the wait has its end.
    waiting: (s) => expect([null, FAR]).toContain(s.context.order.endTime),
    lastCheck: (s) => expect(s.context.order.endTime).toBe(PAST),
    ...outcomes,
  },
});

describe('deposit order rules (SPEC.md §3, §4)', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  function start(statuses: OrderStatusReply[], extra: Partial<DepositOrderInput> = {}, clock = new SimulatedClock()) {
    const asked: string[] = [];
    const open = vi.fn();
    const actor = stoppedAfterTest(createActor(
      depositOrderMachine.provide({
        actors: {
          orderStatus: fromPromise(async ({ input: { orderNo } }: { input: { orderNo: string } }) => {
            asked.push(orderNo);
            return statuses.length > 1 ? (statuses.shift() as OrderStatusReply) : (statuses[0] as OrderStatusReply);
          }),
        },
      }),
      { input: { orderNo: ORDER_NO, wallet: { send: vi.fn() }, open, ...extra }, clock },
    )).start();
    return { actor, asked, open, clock };
  }

  it('asks every DEPOSIT_ORDER_POLL_MS until paid', async () => {
    const { actor, asked, clock } = start([status('pendingPayment'), status('pendingPayment'), status('done')], { endTime: FAR });
    await settle();
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
  });

  it('a reload resumes with the stored end time, and the end time ends the wait with the time-out outcome', async () => {
    const now = Date.now();
    storage.set('orderStatusEndTime', now + 10_000);
    const clock = new SimulatedClock();
    // The server's copy says later; the device's stored time decides.
    const { actor } = start([status('pendingPayment', now + 60_000)], { now: () => now + clock.now() }, clock);
    await settle();
    expect(actor.getSnapshot().context.order.endTime).toBe(now + 10_000);
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    for (let i = 0; i < 4; i++) {
      clock.increment(DEPOSIT_ORDER_POLL_MS);
      await settle();
    }
    expect(actor.getSnapshot().matches('timedOut')).toBe(true);
  });

  it('"I have paid" asks at once', async () => {
    const { actor, asked } = start([status('pendingPayment')]);
    await settle();
    actor.send({ type: 'CHECK_NOW' });
    await settle();
    expect(asked).toHaveLength(2);
  });

  it('the waiting page hands over to the outcome page, in place; an outcome page stays', async () => {
    const paid = start([status('done')], { page: 'rechargingPage' });
    await settle();
    expect(paid.open).toHaveBeenCalledWith(`/pages/account/myWallet/depositSuccess?orderNo=${ORDER_NO}`, { replace: true });
    const failed = start([status('failed')], { page: 'depositSuccess' });
    await settle();
    expect(failed.open).toHaveBeenCalledWith(`/pages/account/myWallet/depositFailed?orderNo=${ORDER_NO}`, { replace: true });
    const result = start([status('done')], { page: 'depositResult' });
    const own = start([status('done')], { page: 'depositSuccess' });
    const child = start([status('done')]);
    await settle();
    expect(result.open).not.toHaveBeenCalled();
    expect(own.open).not.toHaveBeenCalled();
    expect(child.open).not.toHaveBeenCalled();
  });
});
