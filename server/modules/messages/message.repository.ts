// Reads and writes of messages and read marks. "Visible to a player" is one condition used by every
// read: their own messages, and broadcasts to everyone or to their level made since they registered.
import { and, count, desc, eq, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import type { MessageCategory } from '../../../src/domain/message';
import { message, messageRead } from './message.tables';

export type MessageRow = typeof message.$inferSelect;
export type NewMessage = typeof message.$inferInsert;

/** Who is reading: what decides which broadcasts reach them. */
export interface Reader {
  playerId: number;
  level: number;
  registeredAt: Date;
  /** Categories kept from this reader (promotional ones from a self-excluded player). */
  hidden?: readonly MessageCategory[];
}

function visibleTo({ playerId, level, registeredAt, hidden = [] }: Reader): SQL {
  const shown = or(
    eq(message.playerId, playerId),
    and(
      isNull(message.playerId),
      sql`${message.createdAt} >= ${registeredAt.toISOString()}`,
      or(eq(message.audience, 'all'), and(eq(message.audience, 'level'), eq(message.level, level))),
    ),
  ) as SQL;
  return hidden.length === 0 ? shown : (and(shown, notInArray(message.category, [...hidden])) as SQL);
}

const unreadBy = (playerId: number): SQL =>
  sql`not exists (select 1 from ${messageRead} where ${messageRead.playerId} = ${playerId} and ${messageRead.messageId} = ${message.id})`;

const readBy = (playerId: number): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${messageRead} where ${messageRead.playerId} = ${playerId} and ${messageRead.messageId} = ${message.id})`;

export interface ListedMessage extends MessageRow {
  read: boolean;
}

export class MessageRepository {
  constructor(private readonly db: AppDatabase) {}

  async insert(values: NewMessage, tx: DbExecutor = this.db): Promise<MessageRow> {
    const [row] = await tx.insert(message).values(values).returning();
    if (!row) throw new Error('message insert returned no row');
    return row;
  }

  /** Unread counts per category (categories with none are absent). */
  async unreadCounts(reader: Reader): Promise<{ category: string; number: number }[]> {
    return this.db
      .select({ category: message.category, number: count() })
      .from(message)
      .where(and(visibleTo(reader), unreadBy(reader.playerId)))
      .groupBy(message.category);
  }

  async page(reader: Reader, category: MessageCategory | undefined, offset: number, limit: number): Promise<{ rows: ListedMessage[]; total: number }> {
    const where = and(visibleTo(reader), category ? eq(message.category, category) : undefined);
    const [counted] = await this.db.select({ total: count() }).from(message).where(where);
    const rows = await this.db
      .select({ ...messageColumns, read: readBy(reader.playerId) })
      .from(message)
      .where(where)
      .orderBy(desc(message.createdAt), desc(message.id))
      .offset(offset)
      .limit(limit);
    return { rows, total: counted?.total ?? 0 };
  }

  /** The message if this reader may see it. */
  async findVisible(reader: Reader, id: number): Promise<MessageRow | undefined> {
    const [row] = await this.db.select().from(message).where(and(eq(message.id, id), visibleTo(reader))).limit(1);
    return row;
  }

  async markRead(playerId: number, messageId: number, at: Date): Promise<void> {
    await this.db.insert(messageRead).values({ playerId, messageId, readAt: at }).onConflictDoNothing();
  }

  /** Marks every visible unread message (of one category, if named) read; how many it marked. */
  async markAllRead(reader: Reader, category: MessageCategory | undefined, at: Date): Promise<number> {
    const result = await this.db.execute(sql`
      insert into ${messageRead} (player_id, message_id, read_at)
      select ${reader.playerId}, ${message.id}, ${at.toISOString()} from ${message}
      where ${and(visibleTo(reader), unreadBy(reader.playerId), category ? eq(message.category, category) : undefined)}
      on conflict do nothing`);
    return (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as unknown as { affectedRows?: number }).affectedRows ?? 0;
  }

  /** Newest first, for the operator. */
  async recent(limit: number): Promise<(MessageRow & { reads: number })[]> {
    return this.db
      .select({ ...messageColumns, reads: sql<number>`(select count(*)::int from ${messageRead} where ${messageRead.messageId} = ${message.id})` })
      .from(message)
      .orderBy(desc(message.id))
      .limit(limit);
  }
}

const messageColumns = {
  id: message.id,
  category: message.category,
  audience: message.audience,
  playerId: message.playerId,
  level: message.level,
  title: message.title,
  content: message.content,
  createdBy: message.createdBy,
  createdAt: message.createdAt,
};
