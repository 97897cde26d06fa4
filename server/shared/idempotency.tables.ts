// The idempotency keys' table sits beside its one reader, server/shared/idempotency.ts, rather than
// in the wallet module: every money-moving route (deposits, withdrawals, bank cards, later games)
// records its key here, and shared code may not import a module (the lint boundaries), so no
// module can own it. No foreign key to player for the same reason: the accounts module's tables
// are its own; a key is only ever written for a logged-in player and expires in a day.
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    /** The Idempotency-Key header as the client sent it. */
    key: text('key').notNull(),
    /** e.g. 'POST /pay/withdraw': the same key on another route is another request. */
    route: text('route').notNull(),
    /** SHA-256 of the request's parameters in a stable form. */
    fingerprint: text('fingerprint').notNull(),
    /** The reply data the first run answered; a replay answers it again. */
    reply: jsonb('reply').notNull().default(sql`'null'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'idempotency_key_pk', columns: [table.playerId, table.key] }), index('idempotency_key_created_idx').on(table.createdAt)],
);
