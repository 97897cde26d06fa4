// Site settings: one row per site info field or wallet flag (SPEC.md §3).
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per site info field (SPEC.md §3); the value keeps its JSON type (string, number, boolean). */
export const siteSetting = pgTable('site_setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
