// The player's messages (SPEC.md §7 message calls; shapes in src/domain/message.ts): a category's
// page, one message (the server marks it read) and all read. The unread numbers, which every
// signed-in screen shows, are in unread-number.api.ts, so the first screen carries only those.
import type { MessageCategory } from '../domain/message';
import type { MessageItem } from '../domain/message.schema';
import type { Page } from '../domain/trade';
import { api, type CallOptions } from './api-client';

export interface MessagePageQuery {
  category: MessageCategory;
  /** From 1. */
  page: number;
  limit: number;
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
