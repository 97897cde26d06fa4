// The database tables (drizzle). Change them here or in tables/, then `npm run db:generate` writes
// the SQL migration that every start applies. Every table is exported from this file: the
// migration generator and the test reset read the tables from here.
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export * from './tables/players';
export * from './tables/codes';
export * from './tables/catalog';
export * from './tables/access';

/** One row per site info field (SPEC.md §3); the value keeps its JSON type (string, number, boolean). */
export const siteSetting = pgTable('site_setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
