// The seamless maker's own tables (prefix seamless_maker_): what a seamless maker keeps on its side
// of the boundary. No balance: the money stays in the platform's wallet, which the maker calls per
// bet (docs/seamless-wallet.md). Its provably fair seed pairs, its rounds with where each stands in
// the debit / credit / rollback calls (so a call in doubt is finished with the same transaction id
// after a crash), and its frames' sessions with the wallet token the platform gave at launch.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { fairRoundColumns, seedPairColumns, seedPairConstraints } from '../fair-seed-columns';

/** The provably fair seed pairs (server/makers/fair-seed-pairs.ts). */
export const seamlessMakerSeed = pgTable('seamless_maker_seed', seedPairColumns('seamless_maker_seed'), (table) => seedPairConstraints('seamless_maker_seed', table));

/**
 * A round: its outcome fixed (seed pair and nonce spent) before the debit is asked for, then
 *   debiting  → the debit asked; in doubt until answered
 *   debited   → the wallet took the bet; the credit (the win, 0 for a loss) is owed
 *   settled   → credited: the round is over and the platform holds its proof
 *   refused   → the wallet refused the debit (funds, max bet, a closed session): nothing moved
 *   rolledBack→ the debit could not be confirmed and was rolled back
 * Transaction ids are `<call>-<id>`, so a retry after any crash names the same transaction.
 */
export const seamlessMakerRound = pgTable(
  'seamless_maker_round',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    gameCode: text('game_code').notNull(),
    /** The platform's wallet token of the session the round was played in. */
    walletToken: text('wallet_token').notNull(),
    state: text('state').notNull().default('debiting'),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    /** The wallet's balance after the last call answered (minor units). */
    balance: bigint('balance', { mode: 'bigint' }),
    ...fairRoundColumns(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('seamless_maker_round_player_idx').on(table.playerId, table.id),
    // What the recovery pass finishes: a debit in doubt, a credit owed.
    index('seamless_maker_round_unfinished_idx').on(table.id).where(sql`${table.state} in ('debiting', 'debited')`),
    // One round per nonce of a seed pair: the same floats never pay twice.
    uniqueIndex('seamless_maker_round_seed_nonce_unique').on(table.serverSeedHash, table.nonce),
    check('seamless_maker_round_state_check', sql`${table.state} in ('debiting', 'debited', 'settled', 'refused', 'rolledBack')`),
    check('seamless_maker_round_amounts_check', sql`${table.bet} > 0 and ${table.win} >= 0`),
  ],
);

/**
 * A frame's session: opened by the platform's launch (its launch token, single use within a minute,
 * only its SHA-256 kept), then traded by the page for a session key (only its SHA-256 kept).
 */
export const seamlessMakerSession = pgTable(
  'seamless_maker_session',
  {
    launchTokenHash: text('launch_token_hash').primaryKey(),
    keyHash: text('key_hash').unique('seamless_maker_session_key_unique'),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    gameCode: text('game_code').notNull(),
    locale: text('locale').notNull(),
    displayName: text('display_name').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    walletToken: text('wallet_token').notNull(),
    /** The largest stake the platform allows (a promotion's), or null for the game's own limits. */
    maxBet: bigint('max_bet', { mode: 'bigint' }),
    launchExpiresAt: timestamp('launch_expires_at', { withTimezone: true }).notNull(),
    /** Set when the launch token is traded: the key lives until then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [index('seamless_maker_session_player_idx').on(table.playerId)],
);
