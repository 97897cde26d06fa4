// The player's unread messages (SPEC.md §7 GET /message/messageNumber): the numbers by category,
// and their sum, SPEC.md §3's unread count. Apart from message.api.ts: the app's header and tab
// bar show the count on every screen, the first one too; the messages themselves load with theirs.
import { UNREAD_LIMIT, UNREAD_PAGE } from '../domain/constants';
import { MESSAGE_CATEGORIES, unreadTotal, type MessageCategory } from '../domain/message';
import type { UnreadNumber } from '../domain/message.schema';
import { api, type CallOptions } from './api-client';

const isCategory = (value: unknown): value is MessageCategory => MESSAGE_CATEGORIES.includes(value as MessageCategory);

/** GET /message/messageNumber (page 1, limit 10, SPEC.md §9): one record per category. */
export async function getUnreadNumbers(options?: CallOptions): Promise<UnreadNumber[]> {
  const reply = await api.get<Array<{ category?: unknown; number?: unknown }> | null>(
    '/message/messageNumber',
    { page: UNREAD_PAGE, limit: UNREAD_LIMIT },
    options,
  );
  // A record without a known category or a finite number counts for nothing.
  return (reply.data ?? []).flatMap((record) => {
    const count = Number(record.number);
    return isCategory(record.category) && Number.isFinite(count) ? [{ category: record.category, number: count }] : [];
  });
}

/** The unread count of SPEC.md §3: the sum of `number`. */
export async function getUnreadMessageNumber(options?: CallOptions): Promise<number> {
  return unreadTotal(await getUnreadNumbers(options));
}
