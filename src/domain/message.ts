// The message calls' wire shapes (SPEC.md §3 "Unread messages", §7 message calls): shared by the
// server's reply schemas and the web app's api functions.

/** The three kinds of message a player receives, in the order the message screen shows them. */
export const MESSAGE_CATEGORIES = ['activity', 'platform', 'system'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

/** One record of GET /message/messageNumber: the unread count is the sum of `number`. */
export interface UnreadNumber {
  category: MessageCategory;
  number: number;
}

/** A message as listed (GET /message/list) and opened (GET /message/info/{id}). */
export interface MessageItem {
  id: number;
  category: MessageCategory;
  title: string;
  content: string;
  /** Epoch milliseconds. */
  createdAt: number;
  read: boolean;
}

/** The sum SPEC.md §3 asks for. */
export function unreadTotal(records: readonly UnreadNumber[]): number {
  return records.reduce((sum, record) => sum + record.number, 0);
}

/**
 * A notice (GET /bulletin/list, GET /bulletin/info/{id}). `content` is HTML the server sanitised:
 * no script, no event-handler attribute, no javascript: url.
 */
export interface NoticeItem {
  id: number;
  title: string;
  content: string;
  /** Epoch milliseconds. */
  createdAt: number;
}
