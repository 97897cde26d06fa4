// The message and notice calls' wire shapes (SPEC.md §3 "Unread messages", §7 message and bulletin
// calls), the one source of their types (wire.schema.ts).
import { Type, type Static } from 'typebox';
import { MESSAGE_CATEGORIES } from './message';
import { pageSchema, literalUnion } from './wire.schema';

export const MessageCategorySchema = literalUnion(MESSAGE_CATEGORIES);

/** One record of GET /message/messageNumber: the unread count is the sum of `number`. */
export const UnreadNumberSchema = Type.Object({ category: MessageCategorySchema, number: Type.Integer() });
export type UnreadNumber = Static<typeof UnreadNumberSchema>;

/** A message as listed (GET /message/list) and opened (GET /message/info/{id}). */
export const MessageItemSchema = Type.Object({
  id: Type.Number(),
  category: MessageCategorySchema,
  title: Type.String(),
  content: Type.String(),
  /** Epoch milliseconds. */
  createdAt: Type.Number(),
  read: Type.Boolean(),
});
export type MessageItem = Static<typeof MessageItemSchema>;
export const MessagePageSchema = pageSchema(MessageItemSchema);

/**
 * A notice (GET /bulletin/list, GET /bulletin/info/{id}). `content` is HTML the server sanitised:
 * no script, no event-handler attribute, no javascript: url.
 */
export const NoticeItemSchema = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  content: Type.String(),
  /** Epoch milliseconds. */
  createdAt: Type.Number(),
});
export type NoticeItem = Static<typeof NoticeItemSchema>;
