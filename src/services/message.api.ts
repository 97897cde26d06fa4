// The player's messages (SPEC.md §7 message calls; shapes in src/domain/message.ts): the unread
// numbers by category, a category's page, one message (the server marks it read) and all read.
import { UNREAD_LIMIT, UNREAD_PAGE } from '../domain/constants';
import { MESSAGE_CATEGORIES, unreadTotal, type MessageCategory } from '../domain/message';
import type { MessageItem, UnreadNumber } from '../domain/message.schema';
import type { Page } from '../domain/trade';
import { api, type CallOptions } from './api-client';

export interface MessagePageQuery {
  category: MessageCategory;
  /** From 1. */
  page: number;
  limit: number;
}

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

/** GET /message/list: one category's page, newest first. */
export async function getMessages(query: MessagePageQuery, options?: CallOptions): Promise<Page<MessageItem>> {
  const data = (await api.get<Page<MessageItem> | null>('/message/list', { ...query }, options)).data;
  return { rows: data?.rows ?? [], total: data?.total ?? 0 };
}

/** GET /message/info/{id}: the message, which the server marks read. */
export async function getMessage(id: number, options?: CallOptions): Promise<MessageItem> {
  return (await api.get<MessageItem>(`/message/info/${id}`, undefined, options)).data;
}

/** POST /message/allRead: every message of the category (all of them without one) read; how many were marked. */
export async function markAllRead(category?: MessageCategory, options?: CallOptions): Promise<number> {
  return (await api.post<{ marked: number }>('/message/allRead', category ? { category } : {}, options)).data.marked;
}
