// The live notices (SPEC.md §2 notice), for the notice screen and the home's notices strip (which
// loads them quietly, after the game rails).
//   loading → shown | failed → RETRY → loading
import { assign, setup } from 'xstate';
import type { NoticeItem } from '../domain/message.schema';
import { errorOf, messageOf } from './failure-message';
import { noticeListActors } from './notice-list.actors';

export interface NoticeListInput {
  /** The home strip: no loading indicator, no toast. */
  quiet?: boolean;
}

export interface NoticeListContext {
  quiet: boolean;
  notices: NoticeItem[];
  error: string | null;
}

export type NoticeListEvent = { type: 'RETRY' };

export const noticeListMachine = setup({
  types: { input: {} as NoticeListInput, context: {} as NoticeListContext, events: {} as NoticeListEvent },
  actors: noticeListActors,
  actions: {
    takeNotices: assign((_, notices: NoticeItem[]) => ({ notices, error: null })),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
  },
}).createMachine({
  id: 'noticeList',
  description: 'The live notices, newest first: the notice screen and the home strip.',
  context: ({ input }) => ({ quiet: input.quiet ?? false, notices: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadNotices',
        src: 'loadNotices',
        input: ({ context }) => ({ quiet: context.quiet }),
        onDone: { target: 'shown', actions: { type: 'takeNotices', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
      },
    },
    shown: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
