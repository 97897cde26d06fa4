// Writing on a game's Comment tab (SPEC.md §2 gameDetail): a comment with a score 1-5, or a reply
// to a comment (no score). The Comment tab runs one for as long as it is open and puts each
// posted comment where it belongs (its owner hears POSTED).
//   editing → SUBMIT: a guest is asked to log in; a draft against the rules shows why
//   posting → POST /game/comment; done clears the draft, a refusal keeps it with the reason
import { assign, setup } from 'xstate';
import { commentProblem, newComment, type CommentProblem } from '../domain/comment-draft';
import type { GameComment } from '../domain/game.schema';
import { t } from '../services/i18n';
import { errorOf, messageOf } from './failure-message';
import { commentComposerActors } from './game-comments.actors';
import type { ToastEvent } from './toast.machine';

export interface CommentComposerInput {
  gameId: number;
  signedIn: boolean;
  askLogin: () => void;
  toast: { send(event: ToastEvent): void };
  /** The Comment tab, which adds the posted comment to its list. */
  owner: { send(event: { type: 'POSTED'; comment: GameComment }): void };
}

export interface CommentComposerContext extends CommentComposerInput {
  content: string;
  score: number | null;
  /** The comment being answered; null for a comment of one's own. */
  replyTo: number | null;
  problem: CommentProblem | null;
  postError: string | null;
}

export type CommentComposerEvent =
  | { type: 'EDIT'; content: string }
  | { type: 'SCORE'; score: number }
  | { type: 'REPLY'; id: number }
  | { type: 'CANCEL_REPLY' }
  | { type: 'SUBMIT' }
  | { type: 'PLAYER_CHANGED'; signedIn: boolean };

const draftOf = (context: CommentComposerContext) => ({ content: context.content, score: context.score, parentId: context.replyTo });

export const commentComposerMachine = setup({
  types: { input: {} as CommentComposerInput, context: {} as CommentComposerContext, events: {} as CommentComposerEvent },
  actors: commentComposerActors,
  guards: {
    isGuest: ({ context }) => !context.signedIn,
    draftInvalid: ({ context }) => commentProblem(draftOf(context)) !== null,
  },
  actions: {
    edit: assign(({ event }) => (event.type === 'EDIT' ? { content: event.content, problem: null, postError: null } : {})),
    setScore: assign(({ event }) => (event.type === 'SCORE' ? { score: event.score, problem: null } : {})),
    replyTo: assign(({ event }) => (event.type === 'REPLY' ? { replyTo: event.id, problem: null, postError: null } : {})),
    cancelReply: assign({ replyTo: null, problem: null }),
    showProblem: assign({ problem: ({ context }) => commentProblem(draftOf(context)) }),
    clearDraft: assign((_, comment: GameComment) => (comment.parentId === null ? { content: '', score: null, replyTo: null } : { content: '', replyTo: null })),
    tellPosted: ({ context }, comment: GameComment) => context.owner.send({ type: 'POSTED', comment }),
    toastPosted: ({ context }) => context.toast.send({ type: 'SHOW', text: t('games.comment.posted') }),
    showPostError: assign({ postError: (_, error: unknown) => messageOf(error) }),
    askLogin: ({ context }) => context.askLogin(),
    setPlayer: assign(({ event }) => (event.type === 'PLAYER_CHANGED' ? { signedIn: event.signedIn } : {})),
  },
}).createMachine({
  id: 'commentComposer',
  description: 'Writing a comment with a score, or a reply, checked against the rules before it is posted.',
  context: ({ input }) => ({ ...input, content: '', score: null, replyTo: null, problem: null, postError: null }),
  on: { PLAYER_CHANGED: { actions: 'setPlayer' } },
  initial: 'editing',
  states: {
    editing: {
      on: {
        EDIT: { actions: 'edit' },
        SCORE: { actions: 'setScore' },
        REPLY: [{ guard: 'isGuest', actions: 'askLogin' }, { actions: 'replyTo' }],
        CANCEL_REPLY: { actions: 'cancelReply' },
        SUBMIT: [
          { guard: 'isGuest', actions: 'askLogin' },
          { guard: 'draftInvalid', actions: 'showProblem' },
          { target: 'posting' },
        ],
      },
    },
    posting: {
      tags: ['posting'],
      invoke: {
        id: 'postComment',
        src: 'postComment',
        input: ({ context }) => ({ gameId: context.gameId, comment: newComment(draftOf(context)) }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'tellPosted', params: ({ event }) => event.output },
            { type: 'clearDraft', params: ({ event }) => event.output },
            'toastPosted',
          ],
        },
        // The draft stays for another try.
        onError: { target: 'editing', actions: { type: 'showPostError', params: errorOf } },
      },
    },
  },
});
