// Messages to players. A message is stored once with its audience: one player, a member level, or
// everyone. A broadcast never writes a row per player; who has read what is message_read, keyed by
// player and message, so the unread count is the audience's messages minus the player's marks.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const message = pgTable(
  'message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** activity | platform | system (src/domain/message.ts). */
    category: text('category').notNull(),
    /** player | level | all. */
    audience: text('audience').notNull(),
    /** Set for audience 'player'. */
    playerId: bigint('player_id', { mode: 'number' }),
    /** Set for audience 'level': players at this member level (their level when they read). */
    level: integer('level'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** 'ops:<name>' or 'system' (a feedback answer names its operator). */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'message_audience_check',
      sql`(${table.audience} = 'player' and ${table.playerId} is not null and ${table.level} is null)
        or (${table.audience} = 'level' and ${table.playerId} is null and ${table.level} is not null)
        or (${table.audience} = 'all' and ${table.playerId} is null and ${table.level} is null)`,
    ),
    check('message_category_check', sql`${table.category} in ('activity', 'platform', 'system')`),
    // A player's own messages, newest first per category.
    index('message_player_idx').on(table.playerId, table.category, table.createdAt).where(sql`${table.playerId} is not null`),
    // Broadcasts, by level and time: the unread count reads those after the player registered.
    index('message_broadcast_idx').on(table.audience, table.level, table.createdAt).where(sql`${table.playerId} is null`),
  ],
);

export const messageRead = pgTable(
  'message_read',
  {
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => message.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.messageId] })],
);
