// Login sessions: one row per login, found by the hash of its token. Each method runs on the
// database, or on the transaction it is handed last.
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import type { SessionJoin } from '../../shared/session-join';
import { player, session } from './account.tables';
import type { PlayerRow } from './player.repository';

export type SessionRow = typeof session.$inferSelect;

export class SessionRepository {
  constructor(private readonly db: AppDatabase) {}

  async insert(values: Omit<typeof session.$inferInsert, 'id'>, tx: DbExecutor = this.db): Promise<number> {
    const [row] = await tx.insert(session).values(values).returning({ id: session.id });
    if (!row) throw new Error('insert into session returned no row');
    return row.id;
  }

  async findByTokenHash(tokenHash: string, tx: DbExecutor = this.db): Promise<SessionRow | undefined> {
    const [row] = await tx.select().from(session).where(eq(session.tokenHash, tokenHash));
    return row;
  }

  /**
   * The session and its player in one indexed query (token hash, then player id): what every
   * authenticated request costs. With `join`, that module's row of the player comes in the same
   * query (left joined on its player id; null when there is none). No row when the session or its
   * player is gone.
   */
  async findWithPlayerByTokenHash(
    tokenHash: string,
    join?: SessionJoin<Record<string, unknown>>,
    tx: DbExecutor = this.db,
  ): Promise<{ session: SessionRow; player: PlayerRow; joined?: Record<string, unknown> | null } | undefined> {
    if (!join) {
      const [row] = await tx.select({ session, player }).from(session).innerJoin(player, eq(player.id, session.playerId)).where(eq(session.tokenHash, tokenHash));
      return row;
    }
    const [row] = await tx
      .select({ session, player, joined: join.columns })
      .from(session)
      .innerJoin(player, eq(player.id, session.playerId))
      .leftJoin(join.table, eq(join.playerId, session.playerId))
      .where(eq(session.tokenHash, tokenHash));
    return row && { session: row.session, player: row.player, joined: (row.joined as Record<string, unknown> | null) ?? null };
  }

  async touch(id: number, at: Date, tx: DbExecutor = this.db): Promise<void> {
    await tx.update(session).set({ lastSeenAt: at }).where(eq(session.id, id));
  }

  async revoke(id: number, at: Date, tx: DbExecutor = this.db): Promise<void> {
    await tx.update(session).set({ revokedAt: at }).where(and(eq(session.id, id), isNull(session.revokedAt)));
  }

  /** Every open session of the player, except `keepId` when given. Returns how many it ended. */
  async revokeAllOf(playerId: number, at: Date, keepId: number | null, tx: DbExecutor = this.db): Promise<number> {
    const open = and(eq(session.playerId, playerId), isNull(session.revokedAt));
    const rows = await tx
      .update(session)
      .set({ revokedAt: at })
      .where(keepId === null ? open : and(open, ne(session.id, keepId)))
      .returning({ id: session.id });
    return rows.length;
  }

  /** The player's sessions not revoked (expired ones too: the service judges those), newest first. */
  async openOf(playerId: number, tx: DbExecutor = this.db): Promise<SessionRow[]> {
    return tx
      .select()
      .from(session)
      .where(and(eq(session.playerId, playerId), isNull(session.revokedAt)))
      .orderBy(desc(session.lastSeenAt), desc(session.id));
  }

  /** Ends the session when it is the player's and open; false otherwise. */
  async revokeOwn(playerId: number, id: number, at: Date, tx: DbExecutor = this.db): Promise<boolean> {
    const rows = await tx
      .update(session)
      .set({ revokedAt: at })
      .where(and(eq(session.id, id), eq(session.playerId, playerId), isNull(session.revokedAt)))
      .returning({ id: session.id });
    return rows.length > 0;
  }
}
