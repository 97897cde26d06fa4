// The notification popup (SPEC.md §4 "Notifications: shown only if the last date differs from today
// or the data changed"). It gets the live notices once they are loaded (the home strip loads them),
// recalls the day and digest kept when it was last closed, and opens when today on the site's clock
// (SPEC.md §3 countryTimezone) is another day or the notices changed since. Closing it keeps today
// and the digest and marks the notices read; a failing memory never blocks the popup or the home.
//   recalling → shown → CLOSE → remembering → closed | hidden (nothing new, or no notices)
import { setup } from 'xstate';
import type { NoticeItem } from '../domain/message.schema';
import { siteDate } from '../domain/display-format';
import { noticeDigest } from '../domain/notice-digest';
import { notificationPopupActors, type NotificationMemory } from './notification-popup.actors';

export interface NotificationPopupInput {
  notices: NoticeItem[];
  /** SPEC.md §3 countryTimezone: "today" is the site's day. */
  countryTimezone: number;
  /** Epoch ms; tests pass their own clock. */
  now?: () => number;
}

export interface NotificationPopupContext {
  notices: NoticeItem[];
  /** The site's day when the popup was started (YYYY-MM-DD). */
  today: string;
  digest: string;
}

export type NotificationPopupEvent = { type: 'CLOSE' };

export const notificationPopupMachine = setup({
  types: { input: {} as NotificationPopupInput, context: {} as NotificationPopupContext, events: {} as NotificationPopupEvent },
  actors: notificationPopupActors,
  guards: {
    due: ({ context }, memory: NotificationMemory) =>
      context.notices.length > 0 && (memory.date !== context.today || memory.data !== context.digest),
    anyNotice: ({ context }) => context.notices.length > 0,
  },
}).createMachine({
  id: 'notificationPopup',
  description: 'SPEC.md §4: the notices as a popup when the site\'s day or the notices changed since it was last closed.',
  context: ({ input }) => ({
    notices: input.notices,
    today: siteDate((input.now ?? Date.now)(), input.countryTimezone),
    digest: noticeDigest(input.notices),
  }),
  initial: 'recalling',
  states: {
    recalling: {
      invoke: {
        id: 'recall',
        src: 'recall',
        onDone: [{ guard: { type: 'due', params: ({ event }) => event.output }, target: 'shown' }, { target: 'hidden' }],
        // Nothing could be read: as if never shown.
        onError: [{ guard: 'anyNotice', target: 'shown' }, { target: 'hidden' }],
      },
    },
    shown: { tags: ['open'], on: { CLOSE: 'remembering' } },
    remembering: {
      invoke: {
        id: 'remember',
        src: 'remember',
        input: ({ context }) => ({ date: context.today, data: context.digest, ids: context.notices.map((notice) => notice.id) }),
        // Not kept (storage full or blocked): it shows again next visit, which is the safe side.
        onDone: 'closed',
        onError: 'closed',
      },
    },
    closed: { type: 'final' },
    hidden: { type: 'final' },
  },
});
