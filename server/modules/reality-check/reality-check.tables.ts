// The reality check's interval, one row per player who chose one (issue 12). No row: the
// default reminder (DEFAULT_REALITY_CHECK_INTERVAL). interval_minutes null: the player turned it
// off, which counts only while the site allows it.
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { REALITY_CHECK_INTERVALS } from '../../../src/domain/reality-check';

export const realityCheckSetting = pgTable(
  'reality_check_setting',
  {
    // No foreign key to player: that table is the accounts module's own.
    playerId: bigint('player_id', { mode: 'number' }).primaryKey(),
    intervalMinutes: integer('interval_minutes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'reality_check_setting_interval_check',
      sql`${table.intervalMinutes} is null or ${table.intervalMinutes} in (${sql.raw(REALITY_CHECK_INTERVALS.join(', '))})`,
    ),
  ],
);
