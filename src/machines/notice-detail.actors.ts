// The call the notice page makes, as a named actor (tests provide their own).
import { fromPromise } from 'xstate';
import type { NoticeItem } from '../domain/message.schema';
import { getNotice } from '../services/notice.api';

export const noticeDetailActors = {
  loadNotice: fromPromise<NoticeItem, { id: number }>(({ input }) => getNotice(input.id)),
};
