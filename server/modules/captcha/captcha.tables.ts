// Picture captchas: the answer beside its uuid until it is used or expires.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const captcha = pgTable(
  'captcha',
  {
    uuid: uuid('uuid').primaryKey(),
    answer: text('answer').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('captcha_expires_idx').on(table.expiresAt)],
);
