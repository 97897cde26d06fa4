// The calls the Comment tab makes, with its composer (comment-composer.machine.ts) and the question
// before a deletion (comment-removal.machine.ts), as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import type { GameComment, NewGameComment } from '../domain/game.schema';
import type { Page } from '../domain/trade';
import { deleteComment, getComments, postComment, type PageQuery } from '../services/game.api';
import { askConfirm } from './ask-confirm';

export const gameCommentsActors = {
  loadComments: fromPromise<Page<GameComment>, PageQuery & { gameId: number }>(({ input }) => getComments(input.gameId, input)),
};

export const commentComposerActors = {
  // The form shows the server's refusal under the text, so the call does not toast it as well.
  postComment: fromPromise<GameComment, { gameId: number; comment: NewGameComment }>(({ input }) => postComment(input.gameId, input.comment, { toastError: false })),
};

export const commentRemovalActors = {
  deleteComment: fromPromise<void, { id: number }>(({ input }) => deleteComment(input.id)),
  askDelete: askConfirm,
};
