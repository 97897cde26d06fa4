// The call the unread badge makes, as a named actor (tests provide their own). It runs in the
// background: no loading indicator, no toast, and the message screen's own count call must not
// abort it (nor it that one).
import { fromPromise } from 'xstate';
import type { UnreadNumber } from '../domain/message.schema';

export const unreadMessagesActors = {
  // Only a signed-in player has messages: the call's module comes with the first count.
  loadUnread: fromPromise<UnreadNumber[]>(async () => {
    const { getUnreadNumbers } = await import('../services/unread-number.api');
    return getUnreadNumbers({ loading: false, toastError: false, cancellable: false });
  }),
};
