// What the notification popup remembers on the device (SPEC.md §3 storage keys: notification read
// flags, last notification data and date), as named actors so tests give each path its own memory.
import { fromPromise } from 'xstate';
import { storage } from '../services/storage';

/** The last time the popup was closed: the site's day (YYYY-MM-DD) and the notices' digest. */
export interface NotificationMemory {
  date: string | null;
  data: string | null;
}

export interface NotificationShown {
  date: string;
  data: string;
  /** The notices the player saw: marked read. */
  ids: number[];
}

export const notificationPopupActors = {
  recall: fromPromise<NotificationMemory>(async () => {
    const data = storage.get('lastNotificationData');
    return { date: storage.get('lastNotificationDate'), data: typeof data === 'string' ? data : null };
  }),
  remember: fromPromise<void, NotificationShown>(async ({ input }) => {
    const flags = storage.get('notificationReadFlags') ?? {};
    for (const id of input.ids) flags[String(id)] = true;
    storage.set('notificationReadFlags', flags);
    storage.set('lastNotificationData', input.data);
    storage.set('lastNotificationDate', input.date);
  }),
};
