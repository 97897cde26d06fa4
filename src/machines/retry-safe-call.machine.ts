// One retry-safe money call (DESIGN.md "Money calls"; STYLE.md, Stripe's idempotency keys). The
// Idempotency-Key is made when the call starts, before its first send; every RETRY sends the same
// request with the same key, so however often it is retried it moves money once; a definite answer
// ends the call, and its key with it.
//   sending  → the `send` actor with { key, request } (its owner provides it: the service call)
//   inDoubt  → no reply, a timeout, a 5xx or the key still running: the owner is told
//              (CALL_IN_DOUBT) and RETRY sends again with the same key
//   answered → final: the reply
//   refused  → final: the server refused and kept nothing; the next attempt is a new call
// SPEC.md §3 stores no key on the device, so a key lives as long as its call; an owner that must
// keep a key across a reload passes it back in as `key`.
import { assign, fromPromise, setup } from 'xstate';
import { errorOf } from './failure-message';
import { mayHaveArrived } from './may-have-arrived';

export interface SendInput<TRequest = unknown> {
  key: string;
  request: TRequest;
}

/** Who hears that a send may have arrived (the owning machine). */
export interface CallOwner {
  send(event: { type: 'CALL_IN_DOUBT'; error: unknown }): void;
}

export interface RetrySafeCallInput<TRequest = unknown> {
  request: TRequest;
  owner: CallOwner;
  /** A key kept from an earlier attempt of this same call; else one is made. */
  key?: string;
  /** Makes an Idempotency-Key (default crypto.randomUUID). */
  makeKey?: () => string;
}

/** How the call ended: answered with a reply, or refused (nothing was recorded). */
export type CallOutcome<TReply = unknown> = { answered: true; reply: TReply } | { answered: false; error: unknown };

interface RetrySafeCallContext {
  key: string;
  request: unknown;
  owner: CallOwner;
  outcome: CallOutcome | null;
}

export const retrySafeCallMachine = setup({
  types: {
    input: {} as RetrySafeCallInput,
    context: {} as RetrySafeCallContext,
    events: {} as { type: 'RETRY' },
    output: {} as CallOutcome,
  },
  actors: {
    // Each owner provides its service call (`.provide({ actors: { send } })`); a call without one
    // fails plainly, so it is refused and nothing is kept.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each owner's send has its own request and reply
    send: fromPromise<any, SendInput<any>>(() => Promise.reject(new Error('A retry-safe call was started without its send.'))),
  },
  guards: {
    mayHaveArrived: (_, error: unknown) => mayHaveArrived(error),
  },
  actions: {
    takeReply: assign({ outcome: (_, reply: unknown): CallOutcome => ({ answered: true, reply }) }),
    takeRefusal: assign({ outcome: (_, error: unknown): CallOutcome => ({ answered: false, error }) }),
    tellInDoubt: ({ context }, error: unknown) => context.owner.send({ type: 'CALL_IN_DOUBT', error }),
  },
}).createMachine({
  id: 'retrySafeCall',
  description: 'A money call sent with one Idempotency-Key, made before the first send and kept across every retry until a definite answer.',
  context: ({ input }) => ({
    key: input.key ?? (input.makeKey ?? (() => crypto.randomUUID()))(),
    request: input.request,
    owner: input.owner,
    outcome: null,
  }),
  initial: 'sending',
  states: {
    sending: {
      tags: ['sending'],
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ key: context.key, request: context.request }),
        onDone: { target: 'answered', actions: { type: 'takeReply', params: ({ event }: { event: { output: unknown } }) => event.output } },
        onError: [
          { guard: { type: 'mayHaveArrived', params: errorOf }, target: 'inDoubt', actions: { type: 'tellInDoubt', params: errorOf } },
          { target: 'refused', actions: { type: 'takeRefusal', params: errorOf } },
        ],
      },
    },
    inDoubt: { on: { RETRY: 'sending' } },
    answered: { type: 'final' },
    refused: { type: 'final' },
  },
  output: ({ context }) => context.outcome ?? { answered: false, error: null },
});
