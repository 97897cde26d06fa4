// One notice (SPEC.md §2 noticeDetail), opened by its id from the strip, the list or the popup.
// An id that is not a notice's (a hand-typed link, a notice taken down) fails without a call.
//   checking → loading → shown | failed → RETRY → loading ; checking → missing
import { assign, setup } from 'xstate';
import type { NoticeItem } from '../domain/message.schema';
import { messageOf } from './failure-message';
import { noticeDetailActors } from './notice-detail.actors';
import { checkingId, loadingById, validId } from './opened-by-id';

export interface NoticeDetailInput {
  id: number;
}

export interface NoticeDetailContext {
  id: number;
  notice: NoticeItem | null;
  error: string | null;
}

export type NoticeDetailEvent = { type: 'RETRY' };

export const noticeDetailMachine = setup({
  types: { input: {} as NoticeDetailInput, context: {} as NoticeDetailContext, events: {} as NoticeDetailEvent },
  actors: noticeDetailActors,
  guards: {
    validId,
  },
  actions: {
    takeNotice: assign((_, notice: NoticeItem) => ({ notice, error: null })),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
  },
}).createMachine({
  id: 'noticeDetail',
  description: 'One notice by id: its title, time and the HTML the server sanitised.',
  context: ({ input }) => ({ id: input.id, notice: null, error: null }),
  initial: 'checking',
  states: {
    ...checkingId,
    loading: loadingById('loadNotice', 'takeNotice'),
    shown: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
