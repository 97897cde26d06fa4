// The message calls' words (SPEC.md §3 "Unread messages", §7 message calls), shared by the server
// and the web app. Their wire shapes are message.schema.ts.

/** The three kinds of message a player receives, in the order the message screen shows them. */
export const MESSAGE_CATEGORIES = ['activity', 'platform', 'system'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

/** The sum SPEC.md §3 asks for, over GET /message/messageNumber's records (UnreadNumber). */
export function unreadTotal(records: readonly { number: number }[]): number {
  return records.reduce((sum, record) => sum + record.number, 0);
}

