// Member levels, curated by the operator. Seeded on first start (db/seed.ts).
import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const userLevel = pgTable('user_level', {
  level: integer('level').primaryKey(),
  name: text('name').notNull(),
  /** Minor units (centavos for PHP), as all money is. */
  requiredDeposit: bigint('required_deposit', { mode: 'bigint' }).notNull().default(sql`0`),
  requiredBet: bigint('required_bet', { mode: 'bigint' }).notNull().default(sql`0`),
  sort: integer('sort').notNull().default(0),
});
