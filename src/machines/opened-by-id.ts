// A screen opened by an id in its path (a notice, a promotion record, its bill, its games). An id
// that cannot be a row's (a hand-typed link) shows "missing" without a call; a real one loads.
import { errorOf } from './failure-message';

/** The call's answer, whatever its type. */
const outputOf = <Output>({ event }: { event: { output: Output } }): Output => event.output;

/** The guard each such machine names `validId`. */
export const validId = ({ context }: { context: { id: number } }): boolean => Number.isSafeInteger(context.id) && context.id > 0;

/** checking → loading, or missing without a call. */
export const checkingId = {
  checking: { always: [{ guard: 'validId', target: 'loading' }, { target: 'missing' }] },
  missing: {},
} as const;

/**
 * The loading state: `src` is called with the id; its answer goes to the action `take`, then
 * shown; a failure to `showError`, then failed.
 */
export const loadingById = <const Src extends string, const Take extends string>(src: Src, take: Take) =>
  ({
    tags: ['busy'],
    invoke: {
      id: src,
      src,
      input: ({ context }: { context: { id: number } }) => ({ id: context.id }),
      onDone: { target: 'shown', actions: { type: take, params: outputOf } },
      onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
    },
  }) as const;
