// A game's Comment tab (SPEC.md §2 gameDetail: score, comments with reply, delete, expand and
// collapse). Three parts run side by side:
//   list     → loading → shown (MORE: loadingMore) | failed; long comments and replies open and close
//   composer → comment-composer.machine.ts, for as long as the tab is open: a comment with a score
//              1-5, or a reply to one; each one posted (POSTED) goes where it belongs in the list
//   removal  → idle → removing (comment-removal.machine.ts: asks, then deletes) → idle; only the
//              player's own
import { assign, sendTo, setup } from 'xstate';
import type { GameComment } from '../domain/game.schema';
import type { Page } from '../domain/trade';
import { t } from '../services/i18n';
import { errorOf, messageOf } from './failure-message';
import type { ConfirmAsker } from './ask-confirm';
import { commentComposerMachine } from './comment-composer.machine';
import { commentRemovalMachine, type CommentRemovalOutput } from './comment-removal.machine';
import { gameCommentsActors } from './game-comments.actors';
import type { ToastEvent } from './toast.machine';
import { appendPage } from './paged-rows';

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
  | { type: 'DELETE'; id: number }
  | { type: 'PLAYER_CHANGED'; signedIn: boolean }
  /** From the composer: a comment or reply the server has taken. */
  | { type: 'POSTED'; comment: GameComment };

const without = (ids: number[], id: number) => ids.filter((other) => other !== id);
const withId = (ids: number[], id: number) => (ids.includes(id) ? ids : [...ids, id]);

/** The list without the comment (a top-level one) or the reply. */
const removed = (rows: GameComment[], id: number): GameComment[] =>
  rows.filter((row) => row.id !== id).map((row) => (row.replies.some((reply) => reply.id === id) ? { ...row, replies: row.replies.filter((reply) => reply.id !== id) } : row));

export const gameCommentsMachine = setup({
  types: {
    input: {} as GameCommentsInput,
    context: {} as GameCommentsContext,
    events: {} as GameCommentsEvent,
    children: {} as { composer: 'commentComposer'; removal: 'commentRemoval' },
  },
  actors: { ...gameCommentsActors, commentComposer: commentComposerMachine, commentRemoval: commentRemovalMachine },
  guards: {
    hasMore: ({ context }) => context.rows.length < context.total,
    ownComment: ({ context, event }) =>
      event.type === 'DELETE' && context.rows.some((row) => (row.id === event.id && row.mine) || row.replies.some((reply) => reply.id === event.id && reply.mine)),
    removed: (_, output: CommentRemovalOutput) => output.removed,
  },
  actions: {
    restart: assign({ rows: [], total: 0, page: 1, listError: null }),
    nextPage: assign(({ context }) => ({ page: context.page + 1, listError: null })),
    takePage: assign(({ context }, page: Page<GameComment>) => appendPage(context.rows, page)),
    showListError: assign({ listError: (_, error: unknown) => messageOf(error) }),
    expand: assign(({ context, event }) => (event.type === 'EXPAND' ? { expanded: withId(context.expanded, event.id) } : {})),
    collapse: assign(({ context, event }) => (event.type === 'COLLAPSE' ? { expanded: without(context.expanded, event.id) } : {})),
    showReplies: assign(({ context, event }) => (event.type === 'SHOW_REPLIES' ? { repliesOpen: withId(context.repliesOpen, event.id) } : {})),
    hideReplies: assign(({ context, event }) => (event.type === 'HIDE_REPLIES' ? { repliesOpen: without(context.repliesOpen, event.id) } : {})),
    takePosted: assign(({ context, event }) => {
      if (event.type !== 'POSTED') return {};
      const comment = event.comment;
      if (comment.parentId === null) return { rows: [comment, ...context.rows], total: context.total + 1 };
      const rows = context.rows.map((row) => (row.id === comment.parentId ? { ...row, replies: [...row.replies, comment] } : row));
      return { rows, repliesOpen: withId(context.repliesOpen, comment.parentId) };
    }),
    setPlayer: assign(({ event }) => (event.type === 'PLAYER_CHANGED' ? { signedIn: event.signedIn } : {})),
    tellComposer: sendTo('composer', ({ event }) => event as Extract<GameCommentsEvent, { type: 'PLAYER_CHANGED' }>),
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
  context: ({ input }) => ({ ...input, rows: [], total: 0, page: 1, listError: null, expanded: [], repliesOpen: [], removing: null }),
  type: 'parallel',
  invoke: {
    id: 'composer',
    src: 'commentComposer',
    input: ({ context, self }) => ({ gameId: context.gameId, signedIn: context.signedIn, askLogin: context.askLogin, toast: context.toast, owner: self }),
  },
  on: {
    EXPAND: { actions: 'expand' },
    COLLAPSE: { actions: 'collapse' },
    SHOW_REPLIES: { actions: 'showReplies' },
    HIDE_REPLIES: { actions: 'hideReplies' },
    POSTED: { actions: 'takePosted' },
    // Who is signed in decides `mine` on every comment: the list is read again.
    PLAYER_CHANGED: { target: '.list.loading', actions: ['setPlayer', 'tellComposer', 'restart'] },
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
    removal: {
      initial: 'idle',
      states: {
        idle: { on: { DELETE: { guard: 'ownComment', target: 'removing', actions: 'chooseRemoval' } } },
        // One deletion at a time: its child asks, then deletes (comment-removal.machine.ts).
        removing: {
          invoke: {
            id: 'removal',
            src: 'commentRemoval',
            input: ({ context }) => ({ id: context.removing ?? 0, confirm: context.confirm }),
            onDone: [
              { guard: { type: 'removed', params: ({ event }) => event.output }, target: 'idle', actions: ['takeRemoval', 'toastRemoved'] },
              { target: 'idle', actions: 'forgetRemoval' },
            ],
            onError: { target: 'idle', actions: 'forgetRemoval' },
          },
        },
      },
    },
  },
});
