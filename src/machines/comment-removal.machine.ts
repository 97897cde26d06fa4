// Deleting one of the player's own comments or replies (SPEC.md §2 gameDetail Comment): the
// confirm dialog asks first, and only a "yes" sends the deletion. The Comment tab invokes one of
// these per deletion and takes the comment out of its list when this one ends `removed`.
//   asking   → the confirm dialog ("no", or a dropped question, ends kept)
//   deleting → DELETE /game/comment/:id; a refusal is toasted by the API client and ends kept
//   removed  | kept → final
import { setup } from 'xstate';
import { t } from '../services/i18n';
import type { ConfirmAsker } from './ask-confirm';
import { commentRemovalActors } from './game-comments.actors';

export interface CommentRemovalInput {
  /** The comment or reply to delete. */
  id: number;
  confirm: ConfirmAsker;
}

export interface CommentRemovalOutput {
  removed: boolean;
}

export const commentRemovalMachine = setup({
  types: { input: {} as CommentRemovalInput, context: {} as CommentRemovalInput, output: {} as CommentRemovalOutput },
  actors: commentRemovalActors,
  guards: {
    confirmed: (_, answer: boolean) => answer,
  },
}).createMachine({
  id: 'commentRemoval',
  description: "Deleting one's own comment or reply, only after the player confirms.",
  context: ({ input }) => input,
  initial: 'asking',
  states: {
    asking: {
      invoke: {
        id: 'askDelete',
        src: 'askDelete',
        input: ({ context }) => ({
          confirm: context.confirm,
          title: t('games.comment.deleteTitle'),
          text: t('games.comment.deleteText'),
          confirmText: t('games.comment.delete'),
        }),
        onDone: [{ guard: { type: 'confirmed', params: ({ event }) => event.output }, target: 'deleting' }, { target: 'kept' }],
        onError: 'kept',
      },
    },
    deleting: {
      tags: ['deleting'],
      invoke: {
        id: 'deleteComment',
        src: 'deleteComment',
        input: ({ context }) => ({ id: context.id }),
        onDone: 'removed',
        // The API client has toasted the server's reason; the comment stays.
        onError: 'kept',
      },
    },
    removed: { type: 'final', output: { removed: true } },
    kept: { type: 'final', output: { removed: false } },
  },
  // The final state reached says how it ended.
  output: ({ event }) => event.output as CommentRemovalOutput,
});
