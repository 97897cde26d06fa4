// The demo maker's own tables (prefix demo_maker_): what a real maker would keep on its side of
// the boundary. Its copy of each player's balance, the transfers the platform made (idempotent by
// the platform's transfer id), the provably fair seed pairs, the rounds, the poker hands dealt and
// not yet drawn, and the short-lived launch tokens and session keys of its frames. Amounts are
// minor units. Nothing of the platform's is referenced: the maker only knows the player's id.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { fairRoundColumns, seedPairColumns, seedPairConstraints } from '../fair-seed-columns';

export const demoMakerPlayer = pgTable(
  'demo_maker_player',
  {
    /** The platform's player id. */
    playerId: bigint('player_id', { mode: 'number' }).primaryKey(),
    displayName: text('display_name').notNull().default(''),
    locale: text('locale').notNull().default('en_US'),
    currencySymbol: text('currency_symbol').notNull().default(''),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Whatever runs at once, the maker never holds less than nothing for a player.
  (table) => [check('demo_maker_player_balance_check', sql`${table.balance} >= 0`)],
);

export const demoMakerTransfer = pgTable(
  'demo_maker_transfer',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The platform's transfer id: a repeat answers what the first answered. */
    transferId: text('transfer_id').notNull().unique('demo_maker_transfer_transfer_id_unique'),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    direction: text('direction').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    /** Out only: the last round counted in the amount. */
    lastRoundId: bigint('last_round_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('demo_maker_transfer_player_idx').on(table.playerId),
    check('demo_maker_transfer_direction_check', sql`${table.direction} in ('in', 'out')`),
    check('demo_maker_transfer_amount_check', sql`${table.amount} >= 0`),
  ],
);

/** The provably fair seed pairs (server/makers/fair-seed-pairs.ts). */
export const demoMakerSeed = pgTable('demo_maker_seed', seedPairColumns('demo_maker_seed'), (table) => seedPairConstraints('demo_maker_seed', table));

export const demoMakerRound = pgTable(
  'demo_maker_round',
  {
    /** The maker round id: given when the round finishes, so it increases in the order rounds finish. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    gameCode: text('game_code').notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    ...fairRoundColumns(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('demo_maker_round_player_idx').on(table.playerId, table.id),
    // One round per nonce of a seed pair: the same floats never pay twice.
    uniqueIndex('demo_maker_round_seed_nonce_unique').on(table.serverSeedHash, table.nonce),
    check('demo_maker_round_amounts_check', sql`${table.bet} > 0 and ${table.win} >= 0 and ${table.balanceAfter} >= 0`),
  ],
);

/**
 * A poker hand dealt and not yet drawn: the bet is already taken and the nonce spent, the outcome
 * waits for the holds. At most one per player. The draw (or a transfer out, which stands on the
 * dealt cards) turns it into a round.
 */
export const demoMakerOpenRound = pgTable(
  'demo_maker_open_round',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' }).notNull().unique('demo_maker_open_round_player_unique'),
    gameCode: text('game_code').notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    /** The wager so far (the stake); the holds join it at the draw. */
    wager: jsonb('wager').notNull(),
    /** What the player has been shown (the dealt cards). */
    shown: jsonb('shown').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('demo_maker_open_round_bet_check', sql`${table.bet} > 0`)],
);

/** A frame's launch token: single use, valid for a minute. Only its SHA-256 is kept. */
export const demoMakerLaunchToken = pgTable('demo_maker_launch_token', {
  tokenHash: text('token_hash').primaryKey(),
  playerId: bigint('player_id', { mode: 'number' }).notNull(),
  gameCode: text('game_code').notNull(),
  locale: text('locale').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** The largest stake the platform allows in the session it opens (a promotion's), or null. */
  maxBet: bigint('max_bet', { mode: 'bigint' }),
});

/** The key a frame sends with every call after it traded its launch token. Only its SHA-256 is kept. */
export const demoMakerSession = pgTable(
  'demo_maker_session',
  {
    keyHash: text('key_hash').primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    gameCode: text('game_code').notNull(),
    locale: text('locale').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The largest stake a round of this session may have, or null for the game's own limits. */
    maxBet: bigint('max_bet', { mode: 'bigint' }),
  },
  (table) => [index('demo_maker_session_player_idx').on(table.playerId)],
);
