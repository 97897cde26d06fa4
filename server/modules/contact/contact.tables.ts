// Feedback players send to support, and the customer-service channels shown on the contact screen.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    content: text('content').notNull(),
    /** Upload urls of the player's own pictures. */
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    phone: text('phone').notNull(),
    /** The language the player wrote in (their `lang`): the answer's title is in it. */
    lang: text('lang').notNull(),
    /** open | answered. */
    state: text('state').notNull().default('open'),
    answer: text('answer'),
    answeredBy: text('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The system message that carried the answer. */
    messageId: bigint('message_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('feedback_state_check', sql`${table.state} in ('open', 'answered')`),
    index('feedback_state_idx').on(table.state, table.id),
    index('feedback_player_idx').on(table.playerId),
  ],
);

/** A removed channel keeps its row with who removed it; players see the live ones. */
export const serviceContact = pgTable('service_contact', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  label: text('label').notNull(),
  value: text('value').notNull(),
  sort: integer('sort').notNull().default(0),
  /** 'ops:<name>', or 'seed' for the demo site's channels. */
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  removedBy: text('removed_by'),
  removedAt: timestamp('removed_at', { withTimezone: true }),
});
