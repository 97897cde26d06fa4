// Message samples for the model tests.
import type { MessageCategory } from '../../src/domain/message';
import type { MessageItem } from '../../src/domain/message.schema';
import type { Page } from '../../src/domain/trade';

export const message = (id: number, extra: Partial<MessageItem> = {}): MessageItem => ({
  id, category: 'system' as MessageCategory, title: `Title ${id}`, content: `Line one of ${id}\nLine two`, createdAt: Date.UTC(2026, 10, 20), read: false, ...extra,
});

export const messagePage = (rows: MessageItem[], total: number): Page<MessageItem> => ({ rows, total });
