// The database tables (drizzle). Change them here, then `npm run db:generate` writes the SQL
// migration that every start applies.
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per site info field (SPEC.md §3); the value keeps its JSON type (string, number, boolean). */
export const siteSetting = pgTable('site_setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
