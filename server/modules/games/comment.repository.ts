// game_comment: a game's comments (scored) and their replies, stored as the plain text written;
// a deletion only stamps deleted_at, and a deleted comment's replies leave the lists with it.
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { gameComment } from './games.tables';

export type CommentRow = typeof gameComment.$inferSelect;

export class CommentRepository {
  constructor(private readonly db: AppDatabase) {}

  async insert(values: { gameId: number; playerId: number; parentId: number | null; score: number | null; content: string; createdAt: Date }): Promise<CommentRow> {
    const [row] = await this.db.insert(gameComment).values(values).returning();
    return row!;
  }

  /** A live comment or reply by id. */
  async findLive(id: number): Promise<CommentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(gameComment)
      .where(and(eq(gameComment.id, id), isNull(gameComment.deletedAt)));
    return row;
  }

  /** A page of the game's live top-level comments, newest first, with their live replies (oldest first). */
  async page(gameId: number, offset: number, limit: number): Promise<{ comments: CommentRow[]; replies: CommentRow[]; total: number }> {
    const where = and(eq(gameComment.gameId, gameId), isNull(gameComment.parentId), isNull(gameComment.deletedAt));
    const [comments, [totalRow]] = await Promise.all([
      this.db.select().from(gameComment).where(where).orderBy(desc(gameComment.createdAt), desc(gameComment.id)).offset(offset).limit(limit),
      this.db.select({ total: count() }).from(gameComment).where(where),
    ]);
    const replies =
      comments.length === 0
        ? []
        : await this.db
            .select()
            .from(gameComment)
            .where(
              and(
                inArray(
                  gameComment.parentId,
                  comments.map((comment) => comment.id),
                ),
                isNull(gameComment.deletedAt),
              ),
            )
            .orderBy(asc(gameComment.createdAt), asc(gameComment.id));
    return { comments, replies, total: totalRow?.total ?? 0 };
  }

  /** Stamps the writer's own live comment deleted; false when there is none to delete. */
  async softDelete(id: number, playerId: number, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(gameComment)
      .set({ deletedAt: at })
      .where(and(eq(gameComment.id, id), eq(gameComment.playerId, playerId), isNull(gameComment.deletedAt)))
      .returning({ id: gameComment.id });
    return rows.length > 0;
  }
}
