// Comments on a game (SPEC.md §2 gameDetail, Comment tab): a top-level comment carries a score
// of 1-5, a reply answers a top-level comment and carries none; both are plain text of
// COMMENT_MIN_LENGTH..COMMENT_MAX_LENGTH characters after trimming (control characters are refused
// before any route runs, shared/control-characters.ts), shown with the writer's name masked, and
// deleted (softly) only by their writer.
import { COMMENT_MAX_LENGTH, COMMENT_MIN_LENGTH, COMMENT_SCORES } from '../../../src/domain/game';
import type { GameComment, GameCommentReply, NewGameComment } from '../../../src/domain/game.schema';
import { maskPlayerName } from '../../../src/domain/masked-name';
import type { Page } from '../../../src/domain/trade';
import { systemClock, type Clock } from '../../clock';
import { invalid, refused } from '../../errors';
import type { CatalogueService } from './catalogue.service';
import type { CommentRepository, CommentRow } from './comment.repository';
import type { PlayerNames } from './home.service';
import { paging, type PagingQuery } from './my-games.service';

export class CommentService {
  private readonly now: Clock;

  constructor(private readonly deps: { comments: CommentRepository; catalogue: CatalogueService; players: PlayerNames; now?: Clock }) {
    this.now = deps.now ?? systemClock;
  }

  async post(playerId: number, gameId: number, input: NewGameComment): Promise<GameComment> {
    await this.deps.catalogue.playableGame(gameId);
    const content = input.content.trim();
    const length = [...content].length;
    if (length < COMMENT_MIN_LENGTH) throw invalid('server.games.commentTooShort', { min: String(COMMENT_MIN_LENGTH) });
    if (length > COMMENT_MAX_LENGTH) throw invalid('server.games.commentTooLong', { max: String(COMMENT_MAX_LENGTH) });
    let parentId: number | null = null;
    let score: number | null = null;
    if (input.parentId !== undefined) {
      if (input.score !== undefined) throw invalid('server.games.replyHasScore');
      const parent = await this.deps.comments.findLive(input.parentId);
      // Replies go one level deep, on the same game.
      if (!parent || parent.gameId !== gameId || parent.parentId !== null) throw refused('server.games.commentNotFound');
      parentId = parent.id;
    } else {
      if (input.score === undefined || !(COMMENT_SCORES as readonly number[]).includes(input.score)) throw invalid('server.games.commentScore');
      score = input.score;
    }
    const row = await this.deps.comments.insert({ gameId, playerId, parentId, score, content, createdAt: this.now() });
    const names = await this.deps.players.namesOf([playerId]);
    return toComment(row, names, playerId, []);
  }

  /** A page of the game's comments, newest first, each with its replies; `mine` marks the caller's. */
  async list(gameId: number, viewerId: number | null, query: PagingQuery): Promise<Page<GameComment>> {
    await this.deps.catalogue.playableGame(gameId);
    const { offset, limit } = paging(query);
    const { comments, replies, total } = await this.deps.comments.page(gameId, offset, limit);
    const names = await this.deps.players.namesOf([...new Set([...comments, ...replies].map((row) => row.playerId))]);
    return {
      rows: comments.map((comment) =>
        toComment(
          comment,
          names,
          viewerId,
          replies.filter((reply) => reply.parentId === comment.id).map((reply) => toComment(reply, names, viewerId, [])),
        ),
      ),
      total,
    };
  }

  /** Deletes the caller's own comment or reply; anyone else's is refused and stays. */
  async remove(playerId: number, id: number): Promise<void> {
    const row = await this.deps.comments.findLive(id);
    if (!row) throw refused('server.games.commentNotFound');
    if (row.playerId !== playerId) throw refused('server.games.commentNotYours');
    if (!(await this.deps.comments.softDelete(id, playerId, this.now()))) throw refused('server.games.commentNotFound');
  }
}

function toComment(row: CommentRow, names: Map<number, string>, viewerId: number | null, replies: GameCommentReply[]): GameComment {
  return {
    id: row.id,
    gameId: row.gameId,
    parentId: row.parentId,
    playerName: maskPlayerName(names.get(row.playerId) ?? ''),
    score: row.score,
    content: row.content,
    createdAt: row.createdAt.getTime(),
    mine: viewerId !== null && row.playerId === viewerId,
    replies,
  };
}
