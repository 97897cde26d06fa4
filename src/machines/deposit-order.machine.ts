// One deposit order followed to its outcome (SPEC.md §3 order status end time, §4 deposit order
// polling and outcome pages, §8 texts). The deposit runs one once its order exists; the order
// pages (rechargingPage, depositSuccess, depositFailed, depositResult) run one from ?orderNo=, so a
// reload, or the gateway sending the payer back, picks up the order where it stands.
//   checking  → GET /pay/getOrderStatus; the end time is stored on the device (SPEC.md §3)
//   waiting   → the next ask after DEPOSIT_ORDER_POLL_MS (nextPoll), cut short by the end time;
//               CHECK_NOW ("I have paid") asks at once
//   lastCheck → the end time has come: one more answer decides
//   success / failed / timedOut → the outcome (success refreshes the balance); on a page that is
//               not the outcome's own, the outcome's page replaces it
//   unknownOrder → the order is not this player's, or there is no such order
import { assign, setup } from 'xstate';
import { DEPOSIT_ORDER_POLL_MS } from '../domain/constants';
import type { OrderStatusReply } from '../domain/pay.schema';
import { paths, type RouteName } from '../domain/routes';
import { ApiError } from '../services/api-error';
import { navigate } from '../services/navigation';
import { storage } from '../services/storage';
import { depositOrderActors } from './deposit.actors';
import { errorOf } from './failure-message';

export interface DepositOrder {
  orderNo: string;
  payUrl: string | null;
  /** Epoch ms after which the order is no longer paid; null until known. */
  endTime: number | null;
  amount: number | null;
  reason: string;
}

export type OrderPage = Extract<RouteName, 'rechargingPage' | 'depositSuccess' | 'depositFailed' | 'depositResult'>;
export type OrderOutcome = 'success' | 'failed' | 'timedOut' | 'unknownOrder';

/** Moves to another page (default: navigation). */
export type OpenPage = (path: string, options?: { replace?: boolean }) => void;

export interface DepositOrderInput {
  orderNo: string;
  /** Where the order is paid, when known. */
  payUrl?: string | null;
  /** The end time when known (a new order's); left out, the time stored on the device is read. */
  endTime?: number | null;
  /** The balance to refresh once paid (the session's wallet summary). */
  wallet: { send(event: { type: 'REFRESH' }): void };
  /** The order page showing this order, if any: an outcome with a page of its own moves there. */
  page?: OrderPage;
  open?: OpenPage;
  now?: () => number;
}

export interface DepositOrderOutput {
  outcome: OrderOutcome;
  order: DepositOrder;
}

interface DepositOrderContext {
  order: DepositOrder;
  wallet: DepositOrderInput['wallet'];
  page: OrderPage | null;
  open: OpenPage;
  now: () => number;
  outcome: OrderOutcome | null;
}

const OUTCOME_PAGE: Record<Exclude<OrderOutcome, 'unknownOrder'>, OrderPage> = { success: 'depositSuccess', failed: 'depositFailed', timedOut: 'depositResult' };

/** rechargingPage for an order: the order number and where it is paid travel in the address. */
export function rechargingPathOf(orderNo: string, payUrl: string | null): string {
  const query = new URLSearchParams({ orderNo, ...(payUrl ? { payUrl } : {}) });
  return `${paths.rechargingPage}?${query.toString()}`;
}

const statusOf = ({ event }: { event: { output: OrderStatusReply } }): OrderStatusReply => event.output;
const takeStatus = { type: 'takeStatus', params: statusOf } as const;
const paid = { guard: { type: 'paid', params: statusOf }, target: '#depositOrder.success', actions: takeStatus } as const;
const refused = { guard: { type: 'refused', params: statusOf }, target: '#depositOrder.failed', actions: takeStatus } as const;

export const depositOrderMachine = setup({
  types: { input: {} as DepositOrderInput, context: {} as DepositOrderContext, events: {} as { type: 'CHECK_NOW' }, output: {} as DepositOrderOutput },
  actors: depositOrderActors,
  delays: {
    // The poll interval, cut short by the order's end time so the wait ends when the order does.
    nextPoll: ({ context }) => {
      const endTime = context.order.endTime;
      return endTime == null ? DEPOSIT_ORDER_POLL_MS : Math.min(DEPOSIT_ORDER_POLL_MS, Math.max(0, endTime - context.now()));
    },
  },
  guards: {
    paid: (_, status: OrderStatusReply) => status.state === 'done',
    refused: (_, status: OrderStatusReply) => status.state === 'failed',
    orderRefused: (_, error: unknown) => error instanceof ApiError && (error.kind === 'reply' || error.kind === 'http'),
    pastEndTime: ({ context }) => context.order.endTime != null && context.now() >= context.order.endTime,
  },
  actions: {
    takeStatus: assign({
      order: ({ context }, status: OrderStatusReply) => ({
        orderNo: status.orderNo,
        payUrl: context.order.payUrl,
        // The time stored on the device when the order was made wins over the server's copy.
        endTime: context.order.endTime ?? status.endTime,
        amount: status.amount,
        reason: status.reason,
      }),
    }),
    storeEndTime: ({ context }) => {
      if (context.order.endTime != null) storage.set('orderStatusEndTime', context.order.endTime);
    },
    settle: assign({ outcome: (_, outcome: OrderOutcome) => outcome }),
    // The order is over: nothing is left to resume.
    forgetEndTime: () => storage.remove('orderStatusEndTime'),
    refreshWallet: ({ context }) => context.wallet.send({ type: 'REFRESH' }),
    // The outcome has its own page: the waiting page hands over, so Back does not return to a wait.
    showOutcomePage: ({ context }, outcome: Exclude<OrderOutcome, 'unknownOrder'>) => {
      const page = OUTCOME_PAGE[outcome];
      if (context.page === null || context.page === page || context.page === 'depositResult') return;
      context.open(`${paths[page]}?${new URLSearchParams({ orderNo: context.order.orderNo }).toString()}`, { replace: true });
    },
  },
}).createMachine({
  id: 'depositOrder',
  description: 'One deposit order followed: its status asked every few seconds until paid, failed or its end time, which is stored on the device.',
  context: ({ input }) => ({
    order: {
      orderNo: input.orderNo,
      payUrl: input.payUrl ?? null,
      endTime: input.endTime === undefined ? storage.get('orderStatusEndTime') : input.endTime,
      amount: null,
      reason: '',
    },
    wallet: input.wallet,
    page: input.page ?? null,
    open: input.open ?? navigate,
    now: input.now ?? Date.now,
    outcome: null,
  }),
  // A known end time is kept on the device from the start, so a reload resumes the same wait.
  entry: 'storeEndTime',
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'orderStatus',
        src: 'orderStatus',
        input: ({ context }) => ({ orderNo: context.order.orderNo }),
        onDone: [paid, refused, { target: 'waiting', actions: [takeStatus, 'storeEndTime'] }],
        // The server refuses the order (not this player's, no such order): nothing to follow.
        // A lost answer is asked again at the next tick; the end time still ends the wait.
        onError: [{ guard: { type: 'orderRefused', params: errorOf }, target: 'unknownOrder' }, { target: 'waiting' }],
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
        input: ({ context }) => ({ orderNo: context.order.orderNo }),
        onDone: [paid, refused, { target: 'timedOut', actions: takeStatus }],
        onError: 'timedOut',
      },
    },
    success: { type: 'final', entry: [{ type: 'settle', params: 'success' }, 'forgetEndTime', 'refreshWallet', { type: 'showOutcomePage', params: 'success' }] },
    failed: { type: 'final', entry: [{ type: 'settle', params: 'failed' }, 'forgetEndTime', { type: 'showOutcomePage', params: 'failed' }] },
    /** ?orderNo= names no order of this player's. */
    unknownOrder: { type: 'final', entry: [{ type: 'settle', params: 'unknownOrder' }, 'forgetEndTime'] },
    /** "Time out, if payment is not received contact customer service" (SPEC.md §8). */
    timedOut: { type: 'final', entry: [{ type: 'settle', params: 'timedOut' }, 'forgetEndTime', { type: 'showOutcomePage', params: 'timedOut' }] },
  },
  output: ({ context }) => ({ outcome: context.outcome ?? 'unknownOrder', order: context.order }),
});
