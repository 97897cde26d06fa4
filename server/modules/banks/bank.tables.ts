// The banks a player may register a card with, curated by the operator. Seeded on first start
// (db/seed.ts).
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const supportedBank = pgTable(
  'supported_bank',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** A path under /banks/ or a small data: URI. */
    icon: text('icon').notNull().default(''),
    /** The site country (SPEC.md §1) whose players see it. */
    country: text('country').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('supported_bank_country_idx').on(table.country, table.sort)],
);
