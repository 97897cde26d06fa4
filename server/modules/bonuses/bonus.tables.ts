// System bonuses (SPEC.md §3 bonus kinds, §4 bonus states), the amounts each member level gives,
// rebates (a site day's bets of one game category times the level's rate) and the rates.
// Amounts are minor units; rates and the deposit percent are basis points (80 = 0.8 %).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { BONUS_KINDS, BONUS_STATES, REBATE_STATES } from '../../../src/domain/bonus';
import { GAME_CATEGORIES } from '../../../src/domain/game';

const quoted = (words: readonly string[]) => sql.raw(words.map((word) => `'${word}'`).join(', '));

export const systemBonus = pgTable(
  'system_bonus',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    state: text('state').notNull(),
    /** The level it belongs to (monthly, upgrade, birthday: the level when granted), else null. */
    level: integer('level'),
    note: text('note').notNull().default(''),
    /**
     * What it was granted for (monthly:2026-11, birthday:2026, upgrade:3, deposit:<order no>,
     * system:<random>): unique per player, so each is granted once however many passes, reads
     * and servers run at once.
     */
    grantKey: text('grant_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    unique('system_bonus_grant_unique').on(table.playerId, table.grantKey),
    index('system_bonus_player_idx').on(table.playerId, table.id.desc().nullsFirst()),
    index('system_bonus_pending_idx').on(table.expiresAt).where(sql`${table.state} = 'pending'`),
    check('system_bonus_amount_check', sql`${table.amount} > 0`),
    check('system_bonus_kind_check', sql`${table.kind} in (${quoted(BONUS_KINDS)})`),
    check('system_bonus_state_check', sql`${table.state} in (${quoted(BONUS_STATES)})`),
  ],
);

/** What each member level gives; a level without a row gives nothing. */
export const levelBonusSetting = pgTable(
  'level_bonus_setting',
  {
    level: integer('level').primaryKey(),
    monthly: bigint('monthly', { mode: 'bigint' }).notNull().default(sql`0`),
    birthday: bigint('birthday', { mode: 'bigint' }).notNull().default(sql`0`),
    upgrade: bigint('upgrade', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Of each completed deposit, in basis points. */
    depositBasisPoints: integer('deposit_basis_points').notNull().default(0),
  },
  (table) => [
    check('level_bonus_setting_amounts_check', sql`${table.monthly} >= 0 and ${table.birthday} >= 0 and ${table.upgrade} >= 0`),
    check('level_bonus_setting_deposit_check', sql`${table.depositBasisPoints} between 0 and 10000`),
  ],
);

export const rebateRate = pgTable(
  'rebate_rate',
  {
    level: integer('level').notNull(),
    category: text('category').notNull(),
    basisPoints: integer('basis_points').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.level, table.category], name: 'rebate_rate_pk' }),
    check('rebate_rate_category_check', sql`${table.category} in (${quoted(GAME_CATEGORIES)})`),
    check('rebate_rate_basis_points_check', sql`${table.basisPoints} between 0 and 10000`),
  ],
);

export const rebate = pgTable(
  'rebate',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    /** The site's day the bets were placed on. */
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    turnover: bigint('turnover', { mode: 'bigint' }).notNull(),
    /** The rate it was computed at (the player's level's when the day was closed). */
    basisPoints: integer('basis_points').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    state: text('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
  },
  (table) => [
    // One row per player, day and category: computing a day twice (a read and the pass at once) inserts once.
    unique('rebate_player_day_category_unique').on(table.playerId, table.day, table.category),
    index('rebate_player_idx').on(table.playerId, table.day.desc().nullsFirst()),
    check('rebate_amount_check', sql`${table.amount} > 0 and ${table.turnover} >= 0`),
    check('rebate_state_check', sql`${table.state} in (${quoted(REBATE_STATES)})`),
  ],
);
