// The calls of a category's message list, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import type { MessageCategory } from '../domain/message';
import type { MessageItem } from '../domain/message.schema';
import type { Page } from '../domain/trade';
import { getMessages, markAllRead, type MessagePageQuery } from '../services/message.api';

export const messageListActors = {
  loadPage: fromPromise<Page<MessageItem>, MessagePageQuery>(({ input }) => getMessages(input)),
  markAllRead: fromPromise<number, { category: MessageCategory }>(({ input }) => markAllRead(input.category)),
};
