// One category's messages (SPEC.md §2 messageList), newest first, page by page, with the
// mark-all-read action (§2 Messages). Marking all read refreshes the unread badge.
//   loading → shown | failed (RETRY asks for the page that failed; the rows before it stay)
//   shown   → MORE: loading the next page; ALL_READ (some unread): markingAllRead → shown
import { assign, enqueueActions, setup } from 'xstate';
import type { MessageCategory } from '../domain/message';
import type { MessageItem } from '../domain/message.schema';
import { DEFAULT_PAGE_LIMIT, type Page } from '../domain/trade';
import { errorOf, messageOf } from './failure-message';
import { messageListActors } from './message-list.actors';
import type { UnreadRefresher } from './unread-messages.machine';
import { appendPage } from './paged-rows';

export const MESSAGE_PAGE_LIMIT = DEFAULT_PAGE_LIMIT;

export interface MessageListInput {
  category: MessageCategory;
  /** The session's unread count, asked again once all are read. */
  unread?: UnreadRefresher;
}

export interface MessageListContext extends MessageListInput {
  rows: MessageItem[];
  total: number;
  page: number;
  error: string | null;
}

export type MessageListEvent = { type: 'MORE' } | { type: 'RETRY' } | { type: 'ALL_READ' };

export const messageListMachine = setup({
  types: { input: {} as MessageListInput, context: {} as MessageListContext, events: {} as MessageListEvent },
  actors: messageListActors,
  guards: {
    hasMore: ({ context }) => context.rows.length < context.total,
    hasUnread: ({ context }) => context.rows.some((row) => !row.read),
  },
  actions: {
    nextPage: assign(({ context }) => ({ page: context.page + 1, error: null })),
    // A message sent while paging shifts the pages by one: a row seen already is not shown twice.
    takePage: assign(({ context }, page: Page<MessageItem>) => ({ ...appendPage(context.rows, page), error: null })),
    markRowsRead: assign(({ context }) => ({ rows: context.rows.map((row) => (row.read ? row : { ...row, read: true })) })),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    refreshUnread: enqueueActions(({ context, enqueue }) => {
      if (context.unread) enqueue.sendTo(context.unread, { type: 'REFRESH' });
    }),
  },
}).createMachine({
  id: 'messageList',
  description: "One category's messages page by page, and marking them all read.",
  context: ({ input }) => ({ ...input, rows: [], total: 0, page: 1, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ category: context.category, page: context.page, limit: MESSAGE_PAGE_LIMIT }),
        onDone: { target: 'shown', actions: { type: 'takePage', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
      },
    },
    shown: {
      on: {
        MORE: { guard: 'hasMore', target: 'loading', actions: 'nextPage' },
        ALL_READ: { guard: 'hasUnread', target: 'markingAllRead' },
      },
    },
    markingAllRead: {
      tags: ['busy'],
      invoke: {
        id: 'markAllRead',
        src: 'markAllRead',
        input: ({ context }) => ({ category: context.category }),
        onDone: { target: 'shown', actions: ['markRowsRead', 'refreshUnread'] },
        // The client has shown the server's reason; the rows stay as they were.
        onError: 'shown',
      },
    },
    failed: { on: { RETRY: 'loading' } },
  },
});
