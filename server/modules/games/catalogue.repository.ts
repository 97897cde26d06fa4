// The catalogue's rows: the whole set in a few queries (it is small and held in memory), the
// per-game figures of the detail page, the name search, the seed, and the operator's maintenance
// switches.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import type { SeedGame, SeedMaker, SeedTag } from './game-seed';
import { game, gameCategory, gameComment, gameFavorite, gameLike, gameMaker, gameNavigationTag, gameRound, gameTag } from './games.tables';

export type CategoryRow = typeof gameCategory.$inferSelect;
export type MakerRow = typeof gameMaker.$inferSelect;
export type GameRow = typeof game.$inferSelect;
export type TagRow = typeof gameNavigationTag.$inferSelect;

export interface CatalogueRows {
  categories: CategoryRow[];
  makers: MakerRow[];
  games: GameRow[];
  tags: TagRow[];
  gameTags: { gameId: number; tagId: number }[];
}

export interface GameFigures {
  likeCount: number;
  favoriteCount: number;
  playCount: number;
  score: number | null;
  commentCount: number;
}

/** `\`, `%` and `_` stand for themselves in a LIKE pattern once escaped (escape character `\`). */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export class CatalogueRepository {
  constructor(private readonly db: AppDatabase) {}

  async loadAll(tx: DbExecutor = this.db): Promise<CatalogueRows> {
    const [categories, makers, games, tags, gameTags] = await Promise.all([
      tx.select().from(gameCategory).orderBy(asc(gameCategory.sort), asc(gameCategory.id)),
      tx.select().from(gameMaker).orderBy(asc(gameMaker.sort), asc(gameMaker.id)),
      tx.select().from(game).orderBy(asc(game.sort), asc(game.name), asc(game.id)),
      tx.select().from(gameNavigationTag).orderBy(asc(gameNavigationTag.sort), asc(gameNavigationTag.id)),
      tx.select({ gameId: gameTag.gameId, tagId: gameTag.tagId }).from(gameTag),
    ]);
    return { categories, makers, games, tags, gameTags };
  }

  async countGames(): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(game);
    return row?.total ?? 0;
  }

  /**
   * Ids of the enabled games whose name contains `text` (any case), by name; LIKE's own
   * characters in the text match themselves.
   */
  async searchByName(text: string, offset: number, limit: number): Promise<{ ids: number[]; total: number }> {
    const pattern = `%${escapeLikePattern(text.toLowerCase())}%`;
    const where = and(eq(game.enabled, true), sql`lower(${game.name}) like ${pattern} escape '\\'`);
    const [rows, [totalRow]] = await Promise.all([
      this.db.select({ id: game.id }).from(game).where(where).orderBy(asc(game.name), asc(game.id)).offset(offset).limit(limit),
      this.db.select({ total: count() }).from(game).where(where),
    ]);
    return { ids: rows.map((row) => row.id), total: totalRow?.total ?? 0 };
  }

  /** The detail page's counts; plays are the rounds of the last 30 days. */
  async figures(gameId: number, playsSince: Date): Promise<GameFigures> {
    const [row] = await this.db
      .select({
        likeCount: sql<number>`(select count(*) from ${gameLike} where ${gameLike.gameId} = ${gameId})::int`,
        favoriteCount: sql<number>`(select count(*) from ${gameFavorite} where ${gameFavorite.gameId} = ${gameId})::int`,
        playCount: sql<number>`(select count(*) from ${gameRound} where ${gameRound.gameId} = ${gameId} and ${gameRound.finishedAt} >= ${playsSince.toISOString()}::timestamptz)::int`,
        score: sql<string | null>`(select round(avg(${gameComment.score})::numeric, 1)::text from ${gameComment} where ${gameComment.gameId} = ${gameId} and ${gameComment.parentId} is null and ${gameComment.deletedAt} is null)`,
        // Comments, not replies: the same total the comment list pages through.
        commentCount: sql<number>`(select count(*) from ${gameComment} where ${gameComment.gameId} = ${gameId} and ${gameComment.parentId} is null and ${gameComment.deletedAt} is null)::int`,
      })
      .from(sql`(select 1) as one`);
    return {
      likeCount: Number(row?.likeCount ?? 0),
      favoriteCount: Number(row?.favoriteCount ?? 0),
      playCount: Number(row?.playCount ?? 0),
      score: row?.score == null ? null : Number(row.score),
      commentCount: Number(row?.commentCount ?? 0),
    };
  }

  /** First start: categories, makers, tags and games with their tags, in one transaction. */
  async insertSeed(categories: readonly string[], makers: readonly SeedMaker[], tags: readonly SeedTag[], games: readonly SeedGame[], icon: (code: string) => string, tagIcon: (code: string) => string) {
    await this.db.transaction(async (tx) => {
      // Rows already there (an operator's catalogue without games) are kept and looked up by code.
      await tx
        .insert(gameCategory)
        .values(categories.map((code, index) => ({ code, sort: index })))
        .onConflictDoNothing();
      await tx
        .insert(gameMaker)
        .values(makers.map((maker, index) => ({ ...maker, sort: index })))
        .onConflictDoNothing();
      await tx
        .insert(gameNavigationTag)
        .values(tags.map((tag, index) => ({ code: tag.code, name: tag.name, icon: tagIcon(tag.code), sort: index })))
        .onConflictDoNothing();
      const categoryRows = await tx.select().from(gameCategory);
      const makerRows = await tx.select().from(gameMaker);
      const tagRows = await tx.select().from(gameNavigationTag);
      const categoryId = new Map(categoryRows.map((row) => [row.code, row.id]));
      const makerId = new Map(makerRows.map((row) => [row.code, row.id]));
      const tagId = new Map(tagRows.map((row) => [row.code, row.id]));
      const gameRows = await tx
        .insert(game)
        .values(
          games.map((entry, index) => ({
            makerId: makerId.get(entry.makerCode)!,
            code: entry.code,
            name: entry.name,
            icon: icon(entry.code),
            categoryId: categoryId.get(entry.category)!,
            description: entry.description,
            howToPlay: entry.howToPlay,
            developer: entry.developer,
            maintenance: entry.maintenance ?? false,
            rtpBasisPoints: entry.rtpBasisPoints,
            sort: index,
          })),
        )
        // Two servers opening a fresh database at once both seed: the second's rows wait for the
        // first's to commit, then are skipped, and only the games inserted here get their tags.
        .onConflictDoNothing()
        .returning({ id: game.id, code: game.code });
      const links = gameRows.flatMap((row) => (games.find((entry) => entry.code === row.code)?.tags ?? []).map((code) => ({ gameId: row.id, tagId: tagId.get(code)! })));
      if (links.length > 0) await tx.insert(gameTag).values(links).onConflictDoNothing();
    });
  }

  /** Returns how many rows changed (0: no such game or maker). */
  async setGameMaintenance(gameId: number, on: boolean): Promise<number> {
    const rows = await this.db.update(game).set({ maintenance: on }).where(eq(game.id, gameId)).returning({ id: game.id });
    return rows.length;
  }

  async setMakerMaintenance(makerCode: string, on: boolean): Promise<number> {
    const rows = await this.db.update(gameMaker).set({ maintenance: on }).where(eq(gameMaker.code, makerCode)).returning({ id: gameMaker.id });
    return rows.length;
  }

  /** Games by maker and code, for the operator's `maintenance` by game code. */
  async gameIdsByCode(code: string): Promise<number[]> {
    const rows = await this.db.select({ id: game.id }).from(game).where(inArray(game.code, [code]));
    return rows.map((row) => row.id);
  }
}
