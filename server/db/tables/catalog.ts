// Reference lists the operator curates: the banks a player may register a card with, and the
// member levels. Seeded on first start (db/seed.ts).
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

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

export const userLevel = pgTable('user_level', {
  level: integer('level').primaryKey(),
  name: text('name').notNull(),
  /** Minor units (centavos for PHP), as all money is. */
  requiredDeposit: bigint('required_deposit', { mode: 'bigint' }).notNull().default(sql`0`),
  requiredBet: bigint('required_bet', { mode: 'bigint' }).notNull().default(sql`0`),
  sort: integer('sort').notNull().default(0),
});
