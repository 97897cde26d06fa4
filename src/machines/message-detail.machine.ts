// One message (SPEC.md §2 messageDetail). Opening it marks it read on the server, so once it is
// shown the unread badge is asked again.
//   start → loading (a usable id) | missing (none in the address)
//   loading → shown | failed (RETRY: loading)
import { assign, enqueueActions, setup } from 'xstate';
import type { MessageItem } from '../domain/message.schema';
import { errorOf, messageOf } from './failure-message';
import { messageDetailActors } from './message-detail.actors';
import type { UnreadRefresher } from './unread-messages.machine';

export interface MessageDetailInput {
  /** From the address; NaN or below 1 when it has none. */
  id: number;
  unread?: UnreadRefresher;
}

export interface MessageDetailContext extends MessageDetailInput {
  message: MessageItem | null;
  error: string | null;
}

export type MessageDetailEvent = { type: 'RETRY' };

export const messageDetailMachine = setup({
  types: { input: {} as MessageDetailInput, context: {} as MessageDetailContext, events: {} as MessageDetailEvent },
  actors: messageDetailActors,
  guards: { usableId: ({ context }) => Number.isSafeInteger(context.id) && context.id >= 1 },
  actions: {
    takeMessage: assign({ message: (_, message: MessageItem) => message, error: null }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    refreshUnread: enqueueActions(({ context, enqueue }) => {
      if (context.unread) enqueue.sendTo(context.unread, { type: 'REFRESH' });
    }),
  },
}).createMachine({
  id: 'messageDetail',
  description: 'One message: opened (the server marks it read), then the unread badge refreshed.',
  context: ({ input }) => ({ ...input, message: null, error: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'usableId', target: 'loading' }, { target: 'missing' }] },
    missing: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMessage',
        src: 'loadMessage',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'shown', actions: { type: 'takeMessage', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
      },
    },
    shown: { entry: 'refreshUnread' },
    failed: { on: { RETRY: 'loading' } },
  },
});
