// A player's safer-play settings, one row each (issue 12 "Limits and breaks"): deposit limits per
// period with a raise or removal that waits (its amount and when it takes effect: pending_*_at set
// means one is waiting, its amount null for a removal), and the break in force. Every deposit
// locks this row `for update`, so two deposits at once cannot both pass a limit.
import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const playerSafety = pgTable(
  'player_safety',
  {
    // No foreign key to player: the accounts module's tables are its own.
    playerId: bigint('player_id', { mode: 'number' }).primaryKey(),
    /** Minor units; null: no limit. */
    dayLimit: bigint('day_limit', { mode: 'bigint' }),
    weekLimit: bigint('week_limit', { mode: 'bigint' }),
    monthLimit: bigint('month_limit', { mode: 'bigint' }),
    dayPending: bigint('day_pending', { mode: 'bigint' }),
    dayPendingAt: timestamp('day_pending_at', { withTimezone: true }),
    weekPending: bigint('week_pending', { mode: 'bigint' }),
    weekPendingAt: timestamp('week_pending_at', { withTimezone: true }),
    monthPending: bigint('month_pending', { mode: 'bigint' }),
    monthPendingAt: timestamp('month_pending_at', { withTimezone: true }),
    /** 'timeOut' or 'selfExclusion'; null: none taken. */
    breakKind: text('break_kind'),
    breakStartedAt: timestamp('break_started_at', { withTimezone: true }),
    breakUntil: timestamp('break_until', { withTimezone: true }),
    /** A self-exclusion whose period ended: when the player asked to lift it. */
    liftRequestedAt: timestamp('lift_requested_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('player_safety_limits_positive', sql`coalesce(${table.dayLimit}, 1) > 0 and coalesce(${table.weekLimit}, 1) > 0 and coalesce(${table.monthLimit}, 1) > 0`),
    check('player_safety_break_kind', sql`${table.breakKind} is null or ${table.breakKind} in ('timeOut', 'selfExclusion')`),
  ],
);

export type PlayerSafetyRow = typeof playerSafety.$inferSelect;
