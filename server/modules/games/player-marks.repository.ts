// What a player keeps per game: favorites and likes (a row while on) and recently played (one row
// per game, its time moved forward on each launch, only the newest RECENT_GAMES_KEPT kept).
import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { game, gameFavorite, gameLike, gameRecent } from './games.tables';

/** How many recently played games a player keeps. */
export const RECENT_GAMES_KEPT = 50;

export type MarkKind = 'favorite' | 'like';

const tableOf = (kind: MarkKind) => (kind === 'favorite' ? gameFavorite : gameLike);

export interface PlayerMarks {
  marksOf(playerId: number, gameId: number): Promise<{ favorite: boolean; liked: boolean }>;
  markPlayed(playerId: number, gameId: number, at: Date): Promise<void>;
}

export class PlayerMarksRepository implements PlayerMarks {
  constructor(private readonly db: AppDatabase) {}

  async marksOf(playerId: number, gameId: number): Promise<{ favorite: boolean; liked: boolean }> {
    const [row] = await this.db
      .select({
        favorite: sql<boolean>`exists (select 1 from ${gameFavorite} where ${gameFavorite.playerId} = ${playerId} and ${gameFavorite.gameId} = ${gameId})`,
        liked: sql<boolean>`exists (select 1 from ${gameLike} where ${gameLike.playerId} = ${playerId} and ${gameLike.gameId} = ${gameId})`,
      })
      .from(sql`(select 1) as one`);
    return { favorite: Boolean(row?.favorite), liked: Boolean(row?.liked) };
  }

  /** On: a row (a second on changes nothing); off: none. Returns the game's count after. */
  async set(kind: MarkKind, playerId: number, gameId: number, on: boolean): Promise<number> {
    const table = tableOf(kind);
    if (on) await this.db.insert(table).values({ playerId, gameId }).onConflictDoNothing();
    else await this.db.delete(table).where(and(eq(table.playerId, playerId), eq(table.gameId, gameId)));
    const [row] = await this.db.select({ total: count() }).from(table).where(eq(table.gameId, gameId));
    return row?.total ?? 0;
  }

  /** A page of the player's marked enabled games' ids, newest mark first. */
  async page(kind: MarkKind, playerId: number, offset: number, limit: number): Promise<{ ids: number[]; total: number }> {
    const table = tableOf(kind);
    const where = and(eq(table.playerId, playerId), eq(game.enabled, true));
    const [rows, [totalRow]] = await Promise.all([
      this.db.select({ id: table.gameId }).from(table).innerJoin(game, eq(game.id, table.gameId)).where(where).orderBy(desc(table.createdAt), desc(table.gameId)).offset(offset).limit(limit),
      this.db.select({ total: count() }).from(table).innerJoin(game, eq(game.id, table.gameId)).where(where),
    ]);
    return { ids: rows.map((row) => row.id), total: totalRow?.total ?? 0 };
  }

  /** Records a launch: the game moves to the top; past RECENT_GAMES_KEPT the oldest go. */
  async markPlayed(playerId: number, gameId: number, at: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(gameRecent)
        .values({ playerId, gameId, lastPlayedAt: at })
        .onConflictDoUpdate({ target: [gameRecent.playerId, gameRecent.gameId], set: { lastPlayedAt: at } });
      const kept = tx
        .select({ gameId: gameRecent.gameId })
        .from(gameRecent)
        .where(eq(gameRecent.playerId, playerId))
        .orderBy(desc(gameRecent.lastPlayedAt), desc(gameRecent.gameId))
        .limit(RECENT_GAMES_KEPT);
      await tx.delete(gameRecent).where(and(eq(gameRecent.playerId, playerId), notInArray(gameRecent.gameId, kept)));
    });
  }

  async recentPage(playerId: number, offset: number, limit: number): Promise<{ ids: number[]; total: number }> {
    const where = and(eq(gameRecent.playerId, playerId), eq(game.enabled, true));
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select({ id: gameRecent.gameId })
        .from(gameRecent)
        .innerJoin(game, eq(game.id, gameRecent.gameId))
        .where(where)
        .orderBy(desc(gameRecent.lastPlayedAt), desc(gameRecent.gameId))
        .offset(offset)
        .limit(limit),
      this.db.select({ total: count() }).from(gameRecent).innerJoin(game, eq(game.id, gameRecent.gameId)).where(where),
    ]);
    return { ids: rows.map((row) => row.id), total: totalRow?.total ?? 0 };
  }
}
