// Every stored upload: the server-made name it is served under, whose it is, and what it is. The
// bytes themselves live behind the storage interface (upload-storage.ts).
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const upload = pgTable(
  'upload',
  {
    /** Server-made: 32 hex characters and the extension of the re-encoded image. */
    name: text('name').primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('upload_player_idx').on(table.playerId)],
);
