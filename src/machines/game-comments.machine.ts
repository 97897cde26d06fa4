// A game's Comment tab (SPEC.md §2 gameDetail: score, comments with reply, delete, expand and
// collapse). Three parts run side by side:
//   list     → loading → shown (MORE: loadingMore) | failed; long comments and replies open and close
//   composer → editing → posting → editing (a comment with a score 1-5, or a reply to one)
//   removal  → idle → asking (the confirm dialog) → deleting → idle; only the player's own
import { assign, setup } from 'xstate';
import { commentProblem, newComment, type CommentProblem } from '../domain/comment-draft';
import type { GameComment } from '../domain/game.schema';
import type { Page } from '../domain/trade';
import { t } from '../services/i18n';
import { errorOf, messageOf } from './failure-message';
import type { ConfirmAsker } from './ask-confirm';
import { gameCommentsActors } from './game-comments.actors';
import type { ToastEvent } from './toast.machine';

export const COMMENTS_PAGE_LIMIT = 10;

export interface GameCommentsInput {
  gameId: number;
  signedIn: boolean;
  askLogin: () => void;
  confirm: ConfirmAsker;
  toast: { send(event: ToastEvent): void };
}

export interface GameCommentsContext extends GameCommentsInput {
  rows: GameComment[];
  total: number;
  page: number;
  listError: string | null;
  /** Long comments shown whole. */
  expanded: number[];
  /** Comments whose replies are shown. */
  repliesOpen: number[];
  content: string;
  score: number | null;
  /** The comment being answered; null for a comment of one's own. */
  replyTo: number | null;
  problem: CommentProblem | null;
  postError: string | null;
  /** The comment asked about or being deleted. */
  removing: number | null;
}

export type GameCommentsEvent =
  | { type: 'MORE' }
  | { type: 'RETRY' }
  | { type: 'EXPAND'; id: number }
  | { type: 'COLLAPSE'; id: number }
  | { type: 'SHOW_REPLIES'; id: number }
  | { type: 'HIDE_REPLIES'; id: number }
  | { type: 'EDIT'; content: string }
  | { type: 'SCORE'; score: number }
  | { type: 'REPLY'; id: number }
  | { type: 'CANCEL_REPLY' }
  | { type: 'SUBMIT' }
  | { type: 'DELETE'; id: number }
  | { type: 'PLAYER_CHANGED'; signedIn: boolean };

const without = (ids: number[], id: number) => ids.filter((other) => other !== id);
const withId = (ids: number[], id: number) => (ids.includes(id) ? ids : [...ids, id]);

/** The list without the comment (a top-level one) or the reply. */
const removed = (rows: GameComment[], id: number): GameComment[] =>
  rows.filter((row) => row.id !== id).map((row) => (row.replies.some((reply) => reply.id === id) ? { ...row, replies: row.replies.filter((reply) => reply.id !== id) } : row));

export const gameCommentsMachine = setup({
  types: { input: {} as GameCommentsInput, context: {} as GameCommentsContext, events: {} as GameCommentsEvent },
  actors: gameCommentsActors,
  guards: {
    hasMore: ({ context }) => context.rows.length < context.total,
    isGuest: ({ context }) => !context.signedIn,
    draftInvalid: ({ context }) => commentProblem({ content: context.content, score: context.score, parentId: context.replyTo }) !== null,
    ownComment: ({ context, event }) =>
      event.type === 'DELETE' && context.rows.some((row) => (row.id === event.id && row.mine) || row.replies.some((reply) => reply.id === event.id && reply.mine)),
    confirmed: (_, answer: boolean) => answer,
  },
  actions: {
    restart: assign({ rows: [], total: 0, page: 1, listError: null }),
    nextPage: assign(({ context }) => ({ page: context.page + 1, listError: null })),
    takePage: assign(({ context }, page: Page<GameComment>) => ({
      // A comment written since the first page was read pushes the list down: no row twice.
      rows: [...context.rows, ...page.rows.filter((row) => !context.rows.some((seen) => seen.id === row.id))],
      total: page.total,
    })),
    showListError: assign({ listError: (_, error: unknown) => messageOf(error) }),
    expand: assign(({ context, event }) => (event.type === 'EXPAND' ? { expanded: withId(context.expanded, event.id) } : {})),
    collapse: assign(({ context, event }) => (event.type === 'COLLAPSE' ? { expanded: without(context.expanded, event.id) } : {})),
    showReplies: assign(({ context, event }) => (event.type === 'SHOW_REPLIES' ? { repliesOpen: withId(context.repliesOpen, event.id) } : {})),
    hideReplies: assign(({ context, event }) => (event.type === 'HIDE_REPLIES' ? { repliesOpen: without(context.repliesOpen, event.id) } : {})),
    edit: assign(({ event }) => (event.type === 'EDIT' ? { content: event.content, problem: null, postError: null } : {})),
    setScore: assign(({ event }) => (event.type === 'SCORE' ? { score: event.score, problem: null } : {})),
    replyTo: assign(({ event }) => (event.type === 'REPLY' ? { replyTo: event.id, problem: null, postError: null } : {})),
    cancelReply: assign({ replyTo: null, problem: null }),
    showProblem: assign({
      problem: ({ context }) => commentProblem({ content: context.content, score: context.score, parentId: context.replyTo }),
    }),
    takePosted: assign(({ context }, comment: GameComment) => {
      if (comment.parentId === null) return { rows: [comment, ...context.rows], total: context.total + 1, content: '', score: null, replyTo: null };
      const rows = context.rows.map((row) => (row.id === comment.parentId ? { ...row, replies: [...row.replies, comment] } : row));
      return { rows, content: '', replyTo: null, repliesOpen: withId(context.repliesOpen, comment.parentId) };
    }),
    toastPosted: ({ context }) => context.toast.send({ type: 'SHOW', text: t('games.comment.posted') }),
    showPostError: assign({ postError: (_, error: unknown) => messageOf(error) }),
    askLogin: ({ context }) => context.askLogin(),
    setPlayer: assign(({ event }) => (event.type === 'PLAYER_CHANGED' ? { signedIn: event.signedIn } : {})),
    chooseRemoval: assign(({ event }) => (event.type === 'DELETE' ? { removing: event.id } : {})),
    forgetRemoval: assign({ removing: null }),
    takeRemoval: assign(({ context }) => {
      const topLevel = context.rows.some((row) => row.id === context.removing);
      return { rows: removed(context.rows, context.removing ?? 0), total: topLevel ? context.total - 1 : context.total, removing: null };
    }),
    toastRemoved: ({ context }) => context.toast.send({ type: 'SHOW', text: t('games.comment.deleted') }),
  },
}).createMachine({
  id: 'gameComments',
  description: "A game's comments page by page, writing a comment with a score or a reply, and deleting one's own after a confirmation.",
  context: ({ input }) => ({
    ...input,
    rows: [],
    total: 0,
    page: 1,
    listError: null,
    expanded: [],
    repliesOpen: [],
    content: '',
    score: null,
    replyTo: null,
    problem: null,
    postError: null,
    removing: null,
  }),
  type: 'parallel',
  on: {
    EXPAND: { actions: 'expand' },
    COLLAPSE: { actions: 'collapse' },
    SHOW_REPLIES: { actions: 'showReplies' },
    HIDE_REPLIES: { actions: 'hideReplies' },
    // Who is signed in decides `mine` on every comment: the list is read again.
    PLAYER_CHANGED: { target: '.list.loading', actions: ['setPlayer', 'restart'] },
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadComments',
            src: 'loadComments',
            input: ({ context }) => ({ gameId: context.gameId, page: context.page, limit: COMMENTS_PAGE_LIMIT }),
            onDone: { target: 'shown', actions: { type: 'takePage', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'showListError', params: errorOf } },
          },
        },
        shown: { on: { MORE: { guard: 'hasMore', target: 'loading', actions: 'nextPage' } } },
        // RETRY asks for the page that failed; the comments before it stay.
        failed: { on: { RETRY: 'loading' } },
      },
    },
    composer: {
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
            input: ({ context }) => ({
              gameId: context.gameId,
              comment: newComment({ content: context.content, score: context.score, parentId: context.replyTo }),
            }),
            onDone: { target: 'editing', actions: [{ type: 'takePosted', params: ({ event }) => event.output }, 'toastPosted'] },
            // The draft stays for another try.
            onError: { target: 'editing', actions: { type: 'showPostError', params: errorOf } },
          },
        },
      },
    },
    removal: {
      initial: 'idle',
      states: {
        idle: { on: { DELETE: { guard: 'ownComment', target: 'asking', actions: 'chooseRemoval' } } },
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
            onDone: [
              { guard: { type: 'confirmed', params: ({ event }) => event.output }, target: 'deleting' },
              { target: 'idle', actions: 'forgetRemoval' },
            ],
            onError: { target: 'idle', actions: 'forgetRemoval' },
          },
        },
        deleting: {
          tags: ['deleting'],
          invoke: {
            id: 'deleteComment',
            src: 'deleteComment',
            input: ({ context }) => ({ id: context.removing ?? 0 }),
            onDone: { target: 'idle', actions: ['takeRemoval', 'toastRemoved'] },
            // The API client has toasted the server's reason; the comment stays.
            onError: { target: 'idle', actions: 'forgetRemoval' },
          },
        },
      },
    },
  },
});
