// The call the unread badge makes, as a named actor (tests provide their own). It runs in the
// background: no loading indicator, no toast, and the message screen's own count call must not
// abort it (nor it that one).
import { fromPromise } from 'xstate';
import type { UnreadNumber } from '../domain/message.schema';
import { getUnreadNumbers } from '../services/unread-number.api';

export const unreadMessagesActors = {
  loadUnread: fromPromise<UnreadNumber[]>(() => getUnreadNumbers({ loading: false, toastError: false, cancellable: false })),
};
