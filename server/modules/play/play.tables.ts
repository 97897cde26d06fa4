// Playing a game (issue 9 "The game-maker boundary"): a player's sessions in a maker's frame and
// every movement of money across the boundary. The money itself is in the ledger (wallet <->
// the player's game wallet for that maker, references maker-in:<transfer_id>[:void] and
// maker-out:<transfer_id>); a maker_transfer row is written as pending BEFORE the maker is called,
// so a crash or a timeout leaves a record that a retry or the recovery pass completes with the
// same transfer_id (the maker's idempotency key).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, pgView, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const quoted = (words: readonly string[]) => sql.raw(words.map((word) => `'${word}'`).join(', '));

export const SESSION_STATES = ['open', 'closed'] as const;
export const CLOSE_REASONS = ['exit', 'auto', 'replaced'] as const;
export const TRANSFER_DIRECTIONS = ['in', 'out'] as const;
export const MAKER_TRANSFER_STATES = ['pending', 'done', 'failed'] as const;

export type SessionCloseReason = (typeof CLOSE_REASONS)[number];
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];
export type MakerTransferState = (typeof MAKER_TRANSFER_STATES)[number];

export const gameSession = pgTable(
  'game_session',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign keys to player or game: those tables are other modules' own.
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    gameId: bigint('game_id', { mode: 'number' }).notNull(),
    makerCode: text('maker_code').notNull(),
    /** The game's code at the maker (what the launch URL names). */
    gameCode: text('game_code').notNull(),
    /** The Idempotency-Key of the launch that opened it: a replay of that launch finds it instead of replacing it. */
    launchKey: text('launch_key').notNull(),
    state: text('state').$type<'open' | 'closed'>().notNull().default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason').$type<SessionCloseReason>(),
    /**
     * The promotion record whose money this session plays (funded from the promotion account, paid
     * back there), or null for wallet money. No foreign key: the record is the promotions module's.
     */
    promotionRecordId: bigint('promotion_record_id', { mode: 'number' }),
    /**
     * The games module's highWater when the session opened: the id of the last round recorded then.
     * The session's rounds are played after it opened, so all are recorded above it, and the reality
     * check reads them alone. Null for a session opened before migration 0046 (read from 0).
     */
    roundsAfter: bigint('rounds_after', { mode: 'number' }),
  },
  (table) => [
    // One open session per player, whatever runs at once: a second concurrent launch fails here.
    uniqueIndex('game_session_one_open_per_player').on(table.playerId).where(sql`${table.state} = 'open'`),
    index('game_session_player_idx').on(table.playerId, table.openedAt),
    // A player's latest session at a maker (whose money a round staked, every round sync batch):
    // its first entry, however many sessions the player opened there before.
    index('game_session_player_maker_idx').on(table.playerId, table.makerCode, table.id.desc().nullsFirst()),
    index('game_session_launch_key_idx').on(table.playerId, table.launchKey),
    index('game_session_promotion_idx').on(table.promotionRecordId).where(sql`${table.promotionRecordId} is not null`),
    check('game_session_state_check', sql`${table.state} in (${quoted(SESSION_STATES)})`),
    check('game_session_close_reason_check', sql`${table.closeReason} is null or ${table.closeReason} in (${quoted(CLOSE_REASONS)})`),
    // A closed session says when and why; an open one neither.
    check('game_session_closed_check', sql`(${table.state} = 'closed') = (${table.closedAt} is not null and ${table.closeReason} is not null)`),
  ],
);

export const makerTransfer = pgTable(
  'maker_transfer',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What the adapter sees: the maker's idempotency key for this move. */
    transferId: text('transfer_id').notNull().unique('maker_transfer_transfer_id_unique'),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    makerCode: text('maker_code').notNull(),
    /** Null for a pull-back that belongs to no session (autoExitGame on a maker with no open session). */
    sessionId: bigint('session_id', { mode: 'number' }),
    direction: text('direction').$type<TransferDirection>().notNull(),
    /** Minor units. In: what moved to the game wallet. Out: null until the maker answered how much it held. */
    amount: bigint('amount', { mode: 'bigint' }),
    /** Out: the maker's last round counted in that amount (rounds are recorded up to it before the wallet is credited). */
    lastRoundId: text('last_round_id'),
    state: text('state').$type<MakerTransferState>().notNull().default('pending'),
    /** Calls made to the maker for it so far. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    /** Set when the money is a promotion record's: it leaves from and comes back to the promotion account. */
    promotionRecordId: bigint('promotion_record_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('maker_transfer_pending_idx').on(table.state, table.updatedAt),
    index('maker_transfer_player_idx').on(table.playerId, table.makerCode, table.createdAt),
    index('maker_transfer_session_idx').on(table.sessionId),
    check('maker_transfer_direction_check', sql`${table.direction} in (${quoted(TRANSFER_DIRECTIONS)})`),
    check('maker_transfer_state_check', sql`${table.state} in (${quoted(MAKER_TRANSFER_STATES)})`),
    check('maker_transfer_amount_check', sql`${table.amount} is null or ${table.amount} >= 0`),
    // Money in is known before the maker is called; an out that is done knows what came back.
    check('maker_transfer_in_amount_check', sql`${table.direction} <> 'in' or ${table.amount} > 0`),
    check('maker_transfer_done_amount_check', sql`${table.state} <> 'done' or ${table.amount} is not null`),
  ],
);

/**
 * Where each running server's maker answers its server-to-server API (the demo maker runs inside
 * every server, on DEMO_MAKER_PORT): written at start and removed at a clean stop, so `npm run ops
 * -- game reconcile` run with only DATABASE_URL reaches the maker the site really runs, wherever
 * that is. A server that died leaves its row; the command tries the newest first.
 */
export const makerEndpoint = pgTable(
  'maker_endpoint',
  {
    makerCode: text('maker_code').notNull(),
    apiOrigin: text('api_origin').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('maker_endpoint_unique').on(table.makerCode, table.apiOrigin)],
);

/**
 * What this module publishes to other modules' SQL (tests/unit/sql-walls.test.ts): the game
 * session and game a maker transfer (by its id, the ledger reference's) moved money for, which
 * the wallet's bills show a move into or out of a game under.
 */
export const makerTransferSummary = pgView('maker_transfer_summary', {
  id: bigint('id', { mode: 'number' }).notNull(),
  transferId: text('transfer_id').notNull(),
  sessionId: bigint('session_id', { mode: 'number' }),
  gameId: bigint('game_id', { mode: 'number' }),
}).as(sql`select mt.id, mt.transfer_id, mt.session_id, gs.game_id from maker_transfer mt left join game_session gs on gs.id = mt.session_id`);
