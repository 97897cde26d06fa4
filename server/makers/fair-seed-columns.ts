// The shape of a maker's provably fair seed table (one per maker, in its own schema): the server
// seed committed by its hash before any bet, the client seed, the next nonce, revealed on
// rotation. The demo maker and the seamless maker declare their tables from these; SeedPairs
// (fair-seed-pairs.ts) keeps the pairs in either.
import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, text, timestamp, uniqueIndex, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

/** The columns of a maker's seed table; `prefix` names its constraints (demo_maker_seed). */
export function seedPairColumns(prefix: string) {
  return {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    /** 32 random bytes as 64 hex characters; shown only once revealed. */
    serverSeed: text('server_seed').notNull(),
    /** SHA-256 of the server seed's text: the commitment shown before any bet. */
    serverSeedHash: text('server_seed_hash').notNull().unique(`${prefix}_hash_unique`),
    clientSeed: text('client_seed').notNull(),
    /** The next round's nonce: the number of bets already placed on this pair. */
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  };
}

export type SeedColumns = ReturnType<typeof seedPairColumns>;

/** Its constraints: one pair in use per player (the revealed ones stay for verification), a nonce never below 0. */
export function seedPairConstraints(prefix: string, table: Record<'playerId' | 'revealedAt' | 'nonce', ExtraConfigColumn>) {
  return [
    uniqueIndex(`${prefix}_active_unique`).on(table.playerId).where(sql`${table.revealedAt} is null`),
    check(`${prefix}_nonce_check`, sql`${table.nonce} >= 0`),
  ];
}


/** What a round records of its fairness, whatever the maker: the pair and nonce it was played on, the wager and the outcome. */
export function fairRoundColumns() {
  return {
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    wager: jsonb('wager').notNull(),
    outcome: jsonb('outcome').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  };
}
