// What a comment or reply must be before it is sent (src/domain/game.ts limits): the text, trimmed,
// between COMMENT_MIN_LENGTH and COMMENT_MAX_LENGTH characters; a comment carries a score of 1-5, a
// reply none. The server checks the same; checking first spares the player a round trip.
import { COMMENT_MAX_LENGTH, COMMENT_MIN_LENGTH, COMMENT_SCORES } from './game';
import type { NewGameComment } from './game.schema';

export type CommentProblem = 'tooShort' | 'tooLong' | 'noScore';

export interface CommentDraft {
  content: string;
  score: number | null;
  /** The comment answered; null for a comment of one's own. */
  parentId: number | null;
}

/** Characters as a reader counts them (an emoji is one), not UTF-16 units. */
const lengthOf = (text: string): number => [...text].length;

export function commentProblem({ content, score, parentId }: CommentDraft): CommentProblem | null {
  const length = lengthOf(content.trim());
  if (length < COMMENT_MIN_LENGTH) return 'tooShort';
  if (length > COMMENT_MAX_LENGTH) return 'tooLong';
  if (parentId === null && !(COMMENT_SCORES as readonly number[]).includes(score ?? 0)) return 'noScore';
  return null;
}

/** The body of POST /game/comment/{gameId}: a score for a comment, a parentId for a reply, never both. */
export function newComment({ content, score, parentId }: CommentDraft): NewGameComment {
  return parentId === null ? { content: content.trim(), score: score ?? undefined } : { content: content.trim(), parentId };
}

/** A comment longer than this shows its first lines and a "more" button. */
export const COMMENT_COLLAPSE_LENGTH = 140;
export const isLongComment = (content: string): boolean => lengthOf(content) > COMMENT_COLLAPSE_LENGTH;
