// Promotions (issue 11): activities and game promotions in one table with a `kind`, and the records
// players open by joining one. An operator's texts are plain text per locale (as messages keep
// theirs: no HTML), in one jsonb so a promotion and its five languages are one row. Amounts are
// minor units. The conditions a record is judged by are copied from the promotion at join, so an
// operator's later edit never moves the goal posts of a record already running.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { JOIN_MODES, PROMOTION_KINDS, PROMOTION_RECORD_STATES, type JoinMode, type PromotionKind, type PromotionRecordState } from '../../../src/domain/promotion';

const quoted = (words: readonly string[]) => sql.raw(words.map((word) => `'${word}'`).join(', '));

/** Title, one-line summary and description of one language. */
export interface PromotionText {
  title: string;
  summary: string;
  description: string;
}
/** By locale code (en_US, zh_CN, th_TH, my_MM, ms_MY); en_US is always present. */
export type PromotionTexts = Record<string, PromotionText>;

/** What a record in 'closing' finishes as once its money is back from the maker. */
export const CLOSING_ACTIONS = ['settle', 'close', 'unlock'] as const;
export type ClosingAction = (typeof CLOSING_ACTIONS)[number];

/** The states that hold money and block another join. */
export const ACTIVE_RECORD_STATES = ['ongoing', 'settlable', 'closing'] as const;

export const promotion = pgTable(
  'promotion',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    texts: jsonb('texts').$type<PromotionTexts>().notNull(),
    /** '' or a picture address as isPromotionPicture allows; the check below keeps scripts out even if a write skips the service. */
    picture: text('picture').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Set when an operator closed it before its end. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    joinMode: text('join_mode').$type<JoinMode>().notNull(),
    /** The code a 'code' promotion is joined with (compared without case); null for 'amount'. */
    code: text('code'),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    bonusPercent: integer('bonus_percent').notNull().default(0),
    /** 0: no cap. */
    bonusCap: bigint('bonus_cap', { mode: 'bigint' }).notNull().default(sql`0`),
    fixedBonus: bigint('fixed_bonus', { mode: 'bigint' }).notNull().default(sql`0`),
    turnoverMultiple: integer('turnover_multiple').notNull().default(1),
    askNetwin: bigint('ask_netwin', { mode: 'bigint' }).notNull().default(sql`0`),
    askBalance: bigint('ask_balance', { mode: 'bigint' }).notNull().default(sql`0`),
    releaseConditionsAmount: bigint('release_conditions_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Null: no limit. */
    maxBet: bigint('max_bet', { mode: 'bigint' }),
    /** The games of a game promotion (catalogue ids); empty for an activity, which counts every game. */
    gameIds: bigint('game_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('promotion_kind_check', sql`${table.kind} in (${quoted(PROMOTION_KINDS)})`),
    check('promotion_join_mode_check', sql`${table.joinMode} in (${quoted(JOIN_MODES)})`),
    check('promotion_code_check', sql`(${table.joinMode} = 'code') = (${table.code} is not null and ${table.code} <> '')`),
    check('promotion_dates_check', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'promotion_amounts_check',
      sql`${table.minAmount} >= 0 and ${table.maxAmount} >= ${table.minAmount} and ${table.bonusPercent} between 0 and 1000 and ${table.bonusCap} >= 0
        and ${table.fixedBonus} >= 0 and ${table.turnoverMultiple} >= 0 and ${table.askNetwin} >= 0 and ${table.askBalance} >= 0
        and ${table.releaseConditionsAmount} >= 0 and (${table.maxBet} is null or ${table.maxBet} > 0)`,
    ),
    check('promotion_picture_check', sql`${table.picture} = '' or ${table.picture} ~ '^(/[A-Za-z0-9_-]|https://)'`),
    check('promotion_games_check', sql`${table.kind} = 'gamePromotion' or cardinality(${table.gameIds}) = 0`),
    index('promotion_kind_idx').on(table.kind, table.startsAt),
  ],
);

export const promotionRecord = pgTable(
  'promotion_record',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotion.id, { onDelete: 'restrict' }),
    state: text('state').$type<PromotionRecordState>().notNull().default('ongoing'),
    /** Minor units taken from the wallet (0 for a code promotion) and given as bonus. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    bonus: bigint('bonus', { mode: 'bigint' }).notNull(),
    // The conditions, as they were at join.
    turnoverMultiple: integer('turnover_multiple').notNull(),
    askNetwin: bigint('ask_netwin', { mode: 'bigint' }).notNull(),
    askBalance: bigint('ask_balance', { mode: 'bigint' }).notNull(),
    releaseConditionsAmount: bigint('release_conditions_amount', { mode: 'bigint' }).notNull(),
    maxBet: bigint('max_bet', { mode: 'bigint' }),
    /** Empty: every game counts (an activity). */
    gameIds: bigint('game_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    /** While 'closing': what it ends as once the money is back from the maker. */
    closingAction: text('closing_action').$type<ClosingAction>(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    // At most one record holding money per player, whatever runs at once: a second join fails here.
    uniqueIndex('promotion_record_one_active_per_player')
      .on(table.playerId)
      .where(sql`${table.state} in (${quoted(ACTIVE_RECORD_STATES)})`),
    index('promotion_record_player_idx').on(table.playerId, table.id.desc().nullsFirst()),
    index('promotion_record_promotion_idx').on(table.promotionId, table.playerId),
    check('promotion_record_state_check', sql`${table.state} in (${quoted(PROMOTION_RECORD_STATES)})`),
    check('promotion_record_amounts_check', sql`${table.amount} >= 0 and ${table.bonus} >= 0`),
    check('promotion_record_closing_check', sql`(${table.state} = 'closing') = (${table.closingAction} is not null)`),
    check('promotion_record_closing_action_check', sql`${table.closingAction} is null or ${table.closingAction} in (${quoted(CLOSING_ACTIONS)})`),
    check('promotion_record_ended_check', sql`(${table.state} in ('closed', 'settled', 'unlocked')) = (${table.endedAt} is not null)`),
  ],
);
