// Login sessions: one row per login, found by the hash of its token.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { session } from '../../db/schema';

export type SessionRow = typeof session.$inferSelect;

export class SessionRepository {
  async insert(tx: DbExecutor, values: Omit<typeof session.$inferInsert, 'id'>): Promise<number> {
    const [row] = await tx.insert(session).values(values).returning({ id: session.id });
    if (!row) throw new Error('insert into session returned no row');
    return row.id;
  }

  async findByTokenHash(tx: DbExecutor, tokenHash: string): Promise<SessionRow | undefined> {
    const [row] = await tx.select().from(session).where(eq(session.tokenHash, tokenHash));
    return row;
  }

  async touch(tx: DbExecutor, id: number, at: Date): Promise<void> {
    await tx.update(session).set({ lastSeenAt: at }).where(eq(session.id, id));
  }

  async revoke(tx: DbExecutor, id: number, at: Date): Promise<void> {
    await tx.update(session).set({ revokedAt: at }).where(and(eq(session.id, id), isNull(session.revokedAt)));
  }

  /** Every open session of the player, except `keepId` when given. Returns how many it ended. */
  async revokeAllOf(tx: DbExecutor, playerId: number, at: Date, keepId?: number): Promise<number> {
    const open = and(eq(session.playerId, playerId), isNull(session.revokedAt));
    const rows = await tx
      .update(session)
      .set({ revokedAt: at })
      .where(keepId === undefined ? open : and(open, ne(session.id, keepId)))
      .returning({ id: session.id });
    return rows.length;
  }
}
