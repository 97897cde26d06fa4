// Notices (bulletins) every player sees. Their HTML is sanitised before it is stored
// (html-sanitiser.ts); a removed notice keeps its row with who removed it.
import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const notice = pgTable(
  'notice',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedBy: text('removed_by'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [index('notice_live_idx').on(table.createdAt).where(sql`${table.removedAt} is null`)],
);
