// What "the notice data changed" (SPEC.md §4 notifications) compares: a short digest of the live
// notices' ids, times, titles and contents, kept on the device as the last notification data.
// A digest, not the notices themselves: their HTML may be tens of kilobytes.
import type { NoticeItem } from './message.schema';

/** FNV-1a (32 bit) over the notices in order, as 8 hex digits; any edit, addition or removal changes it. */
export function noticeDigest(notices: readonly NoticeItem[]): string {
  const text = JSON.stringify(notices.map((notice) => [notice.id, notice.createdAt, notice.title, notice.content]));
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
