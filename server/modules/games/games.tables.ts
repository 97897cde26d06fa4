// The game catalogue (categories, makers, games, navigation tags), what players keep per game
// (favorites, likes, recently played, comments) and every round a maker reports (game_round), from
// which the home lists' trending games and winners are computed. Player ids are not foreign keys,
// as in the other modules: the accounts module owns players.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { GAME_CATEGORIES } from '../../../src/domain/game';

const quoted = (words: readonly string[]) => sql.raw(words.map((word) => `'${word}'`).join(', '));
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const gameCategory = pgTable(
  'game_category',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique('game_category_code_unique'),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [check('game_category_code_check', sql`${table.code} in (${quoted(GAME_CATEGORIES)})`)],
);

export const gameMaker = pgTable('game_maker', {
  id: serial('id').primaryKey(),
  /** The adapter's code and the ledger's game-wallet name. */
  code: text('code').notNull().unique('game_maker_code_unique'),
  name: text('name').notNull(),
  /** A path under /makers/. */
  logo: text('logo').notNull().default(''),
  /** Every game of the maker is shown in maintenance while this is set. */
  maintenance: boolean('maintenance').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const game = pgTable(
  'game',
  {
    id: serial('id').primaryKey(),
    makerId: integer('maker_id')
      .notNull()
      .references(() => gameMaker.id, { onDelete: 'restrict' }),
    /** The maker's own code for the game (what its adapter launches and its rounds name). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** A path under /games/. */
    icon: text('icon').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => gameCategory.id, { onDelete: 'restrict' }),
    description: text('description').notNull().default(''),
    howToPlay: text('how_to_play').notNull().default(''),
    developer: text('developer').notNull().default(''),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
    maintenance: boolean('maintenance').notNull().default(false),
    /** The stated return to player in basis points (9610 = 96.10 %); null where none is stated. */
    rtpBasisPoints: integer('rtp_basis_points'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    /** A disabled game is in no list and cannot be opened; its rounds and comments stay. */
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [
    unique('game_maker_game_code_unique').on(table.makerId, table.code),
    check('game_rtp_check', sql`${table.rtpBasisPoints} is null or ${table.rtpBasisPoints} between 0 and 10000`),
    // Search by name matches lower(name) like '%...%'; a trigram index would serve it past a few
    // thousand games, but the catalogue is small and served from memory.
    index('game_category_idx').on(table.categoryId),
  ],
);

export const gameNavigationTag = pgTable('game_navigation_tag', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique('game_navigation_tag_code_unique'),
  name: text('name').notNull(),
  /** A path under /games/tags/. */
  icon: text('icon').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const gameTag = pgTable(
  'game_tag',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => game.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => gameNavigationTag.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.tagId] })],
);

/** A player's mark on a game (favorite or like): one row while it is on. */
const playerGameMark = (name: string) =>
  pgTable(
    name,
    {
      playerId: bigint('player_id', { mode: 'number' }).notNull(),
      gameId: integer('game_id')
        .notNull()
        .references(() => game.id, { onDelete: 'cascade' }),
      createdAt: createdAt(),
    },
    (table) => [primaryKey({ columns: [table.playerId, table.gameId] }), index(`${name}_game_idx`).on(table.gameId)],
  );

export const gameFavorite = playerGameMark('game_favorite');
export const gameLike = playerGameMark('game_like');

export const gameRecent = pgTable(
  'game_recent',
  {
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => game.id, { onDelete: 'cascade' }),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.gameId] }), index('game_recent_player_idx').on(table.playerId, table.lastPlayedAt)],
);

export const gameComment = pgTable(
  'game_comment',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => game.id, { onDelete: 'cascade' }),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    /** Null for a comment; a reply names the top-level comment it answers. */
    parentId: bigint('parent_id', { mode: 'number' }),
    /** 1-5 for a comment, null for a reply. */
    score: smallint('score'),
    /** Plain text, trimmed; rendered escaped. */
    content: text('content').notNull(),
    createdAt: createdAt(),
    /** Set when its writer deletes it: it leaves every list, the row stays. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'game_comment_score_check',
      sql`(${table.parentId} is null and ${table.score} between 1 and 5) or (${table.parentId} is not null and ${table.score} is null)`,
    ),
    // A game's live comments page by page, and each page's replies by their parent.
    index('game_comment_game_idx').on(table.gameId, table.createdAt).where(sql`${table.parentId} is null and ${table.deletedAt} is null`),
    index('game_comment_parent_idx').on(table.parentId).where(sql`${table.parentId} is not null`),
  ],
);

export const gameRound = pgTable(
  'game_round',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    makerCode: text('maker_code').notNull(),
    makerRoundId: text('maker_round_id').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => game.id, { onDelete: 'restrict' }),
    gameCode: text('game_code').notNull(),
    /** Minor units. */
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    /** Null until the player rotates the seed pair and the maker reveals it. */
    serverSeed: text('server_seed'),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    wager: jsonb('wager').notNull(),
    outcome: jsonb('outcome').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The promotion record whose money the round staked (its session was funded from the promotion
     * account), or null for wallet money: what promotion turnover counts and rebates leave out.
     */
    promotionRecordId: bigint('promotion_record_id', { mode: 'number' }),
    /**
     * The ledger transfer that moved this round's money: one per player per recorded batch, netting
     * all of that player's rounds in it (kind gameRound, reference rounds:<maker>:<its first round>),
     * so the transfer's amount is the sum of win - bet over the rounds naming it. Null when the
     * player's rounds in the batch netted to zero (nothing moved).
     */
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }),
  },
  (table) => [
    index('game_round_promotion_idx').on(table.promotionRecordId).where(sql`${table.promotionRecordId} is not null`),
    // A maker's round is recorded once, however often the sync sees it.
    unique('game_round_maker_round_unique').on(table.makerCode, table.makerRoundId),
    // The sync's cursor: a maker's last recorded round.
    index('game_round_maker_idx').on(table.makerCode, table.id.desc().nullsFirst()),
    check('game_round_amounts_check', sql`${table.bet} >= 0 and ${table.win} >= 0 and ${table.balanceAfter} >= 0`),
    // Home lists: rounds of the last 7 days per game (trending).
    index('game_round_finished_idx').on(table.finishedAt, table.gameId),
    // The biggest wins of a period, in the list's whole order (win, then the earlier, then the
    // first recorded): the home reads its first rows and stops. Without the id the order was not
    // the index's, so each of the home's four recomputes a second read and sorted every win.
    index('game_round_win_order_idx').on(table.win.desc().nullsFirst(), table.finishedAt, table.id).where(sql`${table.win} > 0`),
    // A player's rounds, newest first; the rounds a revealed seed proves.
    index('game_round_player_idx').on(table.playerId, table.id.desc().nullsFirst()),
    index('game_round_seed_hash_idx').on(table.serverSeedHash),
  ],
);

/**
 * Everything each player has bet (minor units), kept with the rounds: a batch of rounds adds its
 * players' bets in the transaction that records them, so the level check after every batch reads
 * one row per player instead of summing all their rounds (a scan that grew with the history).
 */
export const gamePlayerBet = pgTable('game_player_bet', {
  playerId: bigint('player_id', { mode: 'number' }).primaryKey(),
  bet: bigint('bet', { mode: 'bigint' }).notNull(),
});

/**
 * What the rounds that staked each promotion record's money bet and won (minor units), kept with the
 * rounds as the bet totals are: a batch adds its promoted rounds in the transaction that records
 * them, so the turnover check after every batch reads one row per record instead of summing every
 * round the record has played, a sum that grew with each of them. No foreign key: the record is
 * the promotions module's.
 */
export const gamePromotionTotal = pgTable('game_promotion_total', {
  promotionRecordId: bigint('promotion_record_id', { mode: 'number' }).primaryKey(),
  bet: bigint('bet', { mode: 'bigint' }).notNull(),
  win: bigint('win', { mode: 'bigint' }).notNull(),
});

/**
 * How many rounds of each game finished in each hour (UTC hour starts), kept with the rounds: a
 * batch adds its rounds in the statement that inserts them, so the home's trending counts (rounds
 * of the last 24 hours and 7 days, recomputed up to once a second on every instance) sum at most
 * 168 rows a game, and count single rounds only in the two hours the windows cut, instead of
 * scanning a week of rounds, which grew with play.
 */
export const gameRoundHour = pgTable(
  'game_round_hour',
  {
    gameId: integer('game_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    rounds: integer('rounds').notNull(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.hour] }), index('game_round_hour_hour_idx').on(table.hour)],
);

// What this module publishes to other modules' SQL (a view any module may read; its own tables
// stay its own: tests/unit/sql-walls.test.ts). Change a table under a view and keep the view's
// columns: that is the contract.

/** A game's name (the bills name the game a move into or out of it was for). */
export const gameSummary = pgView('game_summary', {
  id: integer('id').notNull(),
  name: text('name').notNull(),
}).as(sql`select id, name from game`);

/** Each recorded round's player, game category, stake and finish (the rebates' turnover). */
export const gameRoundSummary = pgView('game_round_summary', {
  playerId: bigint('player_id', { mode: 'number' }).notNull(),
  category: text('category').notNull(),
  bet: bigint('bet', { mode: 'bigint' }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  /** Null for a round played with wallet money (game_round.promotion_record_id). */
  promotionRecordId: bigint('promotion_record_id', { mode: 'number' }),
}).as(
  sql`select r.player_id, c.code as category, r.bet, r.finished_at, r.promotion_record_id from game_round r join game g on g.id = r.game_id join game_category c on c.id = g.category_id`,
);
