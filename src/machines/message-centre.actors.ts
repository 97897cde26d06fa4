// The call the message screen makes, as a named actor (tests provide their own): each category's
// unread number and its latest message, asked together. The four calls share two paths, so none
// may abort another (the client aborts an older call to the same path by default).
import { fromPromise } from 'xstate';
import { MESSAGE_CATEGORIES, type MessageCategory } from '../domain/message';
import type { MessageItem } from '../domain/message.schema';
import { getMessages } from '../services/message.api';
import { getUnreadNumbers } from '../services/unread-number.api';

export interface CategoryOverview {
  category: MessageCategory;
  unread: number;
  latest: MessageItem | null;
}

export async function loadCategoryOverview(): Promise<CategoryOverview[]> {
  const options = { cancellable: false };
  const [numbers, latest] = await Promise.all([
    getUnreadNumbers(options),
    Promise.all(MESSAGE_CATEGORIES.map((category) => getMessages({ category, page: 1, limit: 1 }, options))),
  ]);
  return MESSAGE_CATEGORIES.map((category, index) => ({
    category,
    unread: numbers.filter((record) => record.category === category).reduce((sum, record) => sum + record.number, 0),
    latest: latest[index]?.rows[0] ?? null,
  }));
}

export const messageCentreActors = {
  loadOverview: fromPromise<CategoryOverview[]>(() => loadCategoryOverview()),
};
