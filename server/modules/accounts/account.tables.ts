// Player accounts and what hangs off them: login sessions, bank cards, reported online time.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, pgView, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const player = pgTable(
  'player',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Unique ignoring case (see the index below), so "Player1" cannot pose as "player1". */
    username: text('username').notNull(),
    /** Normalized (normalizePhone): dashes removed, a leading 0 added to a 10-digit 9… number. */
    phone: text('phone').notNull().unique('player_phone_unique'),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull().default(''),
    realname: text('realname').notNull().default(''),
    gender: text('gender').notNull().default('unknown'),
    /** Null until the player sets it; then it never changes (SPEC.md §5). */
    birthday: date('birthday', { mode: 'string' }),
    email: text('email').notNull().default(''),
    facebook: text('facebook').notNull().default(''),
    /** The Facebook user id once the account is bound to a Facebook login. */
    facebookId: text('facebook_id').unique('player_facebook_id_unique'),
    avatar: text('avatar').notNull().default(''),
    /** A user_level.level; 0 is the entry level. */
    level: integer('level').notNull().default(0),
    inviteCode: text('invite_code').notNull().unique('player_invite_code_unique'),
    invitedBy: text('invited_by'),
    /** Consecutive wrong passwords; reset by a successful login. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The login before the last one: what "last login time" shows to a player who just logged in. */
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('player_username_unique').on(sql`lower(${table.username})`),
    check('player_gender_check', sql`${table.gender} in ('male', 'female', 'unknown', 'custom')`),
  ],
);

export const session = pgTable(
  'session',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique('session_token_hash_unique'),
    createdAt: createdAt(),
    /** Updated at most once a minute, so a busy player does not cost a write per request. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (table) => [index('session_player_idx').on(table.playerId)],
);

export const bankCard = pgTable(
  'bank_card',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    holder: text('holder').notNull(),
    account: text('account').notNull(),
    remark: text('remark').notNull().default(''),
    /** The cardholder's contact phone (SPEC.md §3 bank card), canonical like player.phone. */
    phone: text('phone').notNull().default(''),
    icon: text('icon').notNull().default(''),
    /** 1: the card a withdrawal picks first. At most one per player (the partial unique index). */
    defaultStatus: smallint('default_status').notNull().default(0),
    operatorCode: text('operator_code').notNull().default('CUSTOM'),
    operatorName: text('operator_name').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bank_card_player_idx').on(table.playerId),
    uniqueIndex('bank_card_one_default').on(table.playerId).where(sql`${table.defaultStatus} = 1`),
    check('bank_card_default_status_check', sql`${table.defaultStatus} in (0, 1)`),
  ],
);

export const onlineTime = pgTable(
  'online_time',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    /** SPEC.md §4: 1 = 50-110 s, 2 = 110-170 s, 3 = 170 s or more. */
    unit: smallint('unit').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('online_time_player_idx').on(table.playerId, table.recordedAt),
    check('online_time_unit_check', sql`${table.unit} between 1 and 3`),
  ],
);

/**
 * What this module publishes to other modules' SQL (tests/unit/sql-walls.test.ts): each player's
 * level and birthday, which the bonuses grant by in one statement for many players. The level is
 * raised through PlayerLevelRepository (the levels module), never through this view.
 */
export const playerSummary = pgView('player_summary', {
  id: bigint('id', { mode: 'number' }).notNull(),
  level: integer('level').notNull(),
  birthday: date('birthday', { mode: 'string' }),
}).as(sql`select id, level, birthday from player`);
