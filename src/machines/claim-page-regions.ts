// The two regions every claim page (rebate, system bonus) runs beside its claim desk: a part read
// once and again after each claim (the rebate summary, the level's bonus detail), and its rows page
// by page, and the events both pages take. Each page keeps its own calls, actions and retry event
// for its read-once part; the names here are what they must be called.
import type { ClaimReport } from './claim.machine';
import { errorOf } from './failure-message';

/** The call's answer, whatever its type. */
const outputOf = <Output>({ event }: { event: { output: Output } }): Output => event.output;

/**
 * A part read on entry and on RELOAD: `load<Part>` is called, its answer goes to `take<Part>`, a
 * failure to `show<Part>Error`; entering loading runs `clear<Part>Error`; RETRY_<PART> reads again
 * after a failure.
 */
export const loadedPart = <const Part extends string>(part: Part) => {
  const retry = `RETRY_${part.toUpperCase()}` as `RETRY_${Uppercase<Part>}`;
  return {
    initial: 'loading',
    on: { RELOAD: '.loading' },
    states: {
      loading: {
        entry: `clear${part}Error`,
        invoke: {
          id: `load${part}`,
          src: `load${part}`,
          onDone: { target: 'shown', actions: { type: `take${part}`, params: outputOf } },
          onError: { target: 'failed', actions: { type: `show${part}Error`, params: errorOf } },
        },
      },
      shown: {},
      failed: { on: { [retry]: 'loading' } as Record<typeof retry, 'loading'> },
    },
  } as const;
};

/**
 * The rows' states: `src` is called with what `input` makes of the context (its page and limit at
 * least), the page goes to `takePage`, a failure to `showListError`; MORE reads the next page while
 * there is one; RETRY_LIST reads the page that failed, the rows before it staying.
 */
export const pagedRowStates = <const Src extends string, Context extends { page: number; limit: number }, Input>(
  src: Src,
  input: ({ context }: { context: Context }) => Input,
) =>
  ({
    loading: {
      tags: ['busy'],
      invoke: {
        id: src,
        src,
        input,
        onDone: { target: 'shown', actions: { type: 'takePage', params: outputOf } },
        onError: { target: 'failed', actions: { type: 'showListError', params: errorOf } },
      },
    },
    shown: { on: { MORE: { guard: 'hasMore', target: 'loading', actions: 'nextPage' } } },
    failed: { on: { RETRY_LIST: { target: 'loading', actions: 'clearListError' } } },
  }) as const;

/** What both claim pages take besides their own retry (and the system bonus page's filter). */
export type ClaimPageEvent =
  | { type: 'MORE' }
  | { type: 'RETRY_LIST' }
  | { type: 'CLAIM'; id: number }
  | { type: 'RETRY' }
  | { type: 'CANCEL' }
  | { type: 'RELOAD' }
  | ClaimReport;
