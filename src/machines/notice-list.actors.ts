// The call the notice lists make, as a named actor (tests provide their own).
import { fromPromise } from 'xstate';
import type { NoticeItem } from '../domain/message.schema';
import { getNotices } from '../services/notice.api';

export const noticeListActors = {
  // The home's strip loads quietly: no loading indicator or toast over the lobby for a side strip.
  loadNotices: fromPromise<NoticeItem[], { quiet: boolean }>(({ input }) =>
    getNotices({ loading: !input.quiet, toastError: !input.quiet }),
  ),
};
