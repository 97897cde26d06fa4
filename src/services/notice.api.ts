// Notices (SPEC.md §2 notice, noticeDetail; §7 GET /bulletin/list, GET /bulletin/info/{id}): public,
// so they are read without the token and a guest sees them too. `content` is HTML the server
// sanitised (src/domain/message.ts NoticeItem).
import type { NoticeItem } from '../domain/message.schema';
import { api, type CallOptions } from './api-client';

/** GET /bulletin/list: the live notices, newest first; a null list is empty. */
export async function getNotices(options?: CallOptions): Promise<NoticeItem[]> {
  return (await api.get<NoticeItem[] | null>('/bulletin/list', undefined, { auth: false, ...options })).data ?? [];
}

/** GET /bulletin/info/{id}: one live notice. */
export async function getNotice(id: number, options?: CallOptions): Promise<NoticeItem> {
  return (await api.get<NoticeItem>(`/bulletin/info/${id}`, undefined, { auth: false, ...options })).data;
}
