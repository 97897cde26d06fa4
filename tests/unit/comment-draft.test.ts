// A comment needs 2-500 characters (counted as a reader counts them) and a score of 1-5; a reply
// needs the text only; what is sent carries one or the other, never both.
import { describe, expect, it } from 'vitest';
import { commentProblem, isLongComment, newComment, COMMENT_COLLAPSE_LENGTH } from '../../src/domain/comment-draft';
import { COMMENT_MAX_LENGTH } from '../../src/domain/game';

describe('commentProblem', () => {
  it('asks for enough text, not too much, and a score on a comment', () => {
    expect(commentProblem({ content: ' a ', score: 5, parentId: null })).toBe('tooShort');
    expect(commentProblem({ content: 'x'.repeat(COMMENT_MAX_LENGTH + 1), score: 5, parentId: null })).toBe('tooLong');
    expect(commentProblem({ content: '🎰'.repeat(COMMENT_MAX_LENGTH), score: 5, parentId: null })).toBeNull();
    expect(commentProblem({ content: 'Nice game', score: null, parentId: null })).toBe('noScore');
    expect(commentProblem({ content: 'Nice game', score: 6, parentId: null })).toBe('noScore');
    expect(commentProblem({ content: 'Nice game', score: 4, parentId: null })).toBeNull();
    expect(commentProblem({ content: 'Agreed', score: null, parentId: 9 })).toBeNull();
  });
  it('sends a score with a comment and a parent with a reply', () => {
    expect(newComment({ content: ' Nice game ', score: 4, parentId: null })).toEqual({ content: 'Nice game', score: 4 });
    expect(newComment({ content: 'Agreed', score: 4, parentId: 9 })).toEqual({ content: 'Agreed', parentId: 9 });
  });
  it('folds comments longer than the collapse length', () => {
    expect(isLongComment('x'.repeat(COMMENT_COLLAPSE_LENGTH))).toBe(false);
    expect(isLongComment('x'.repeat(COMMENT_COLLAPSE_LENGTH + 1))).toBe(true);
  });
});
