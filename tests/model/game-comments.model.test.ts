// A game's comments, walked from the machine's graph: pages load (or are retried); a comment needs
// 2-500 characters and a score, a reply no score; posting adds it where it belongs; deleting one's
// own asks first, and "no" keeps it.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { ConfirmEvent } from '../../src/machines/confirm.machine';
import type { GameComment, NewGameComment } from '../../src/domain/game.schema';
import type { Page } from '../../src/domain/trade';
import { COMMENTS_PAGE_LIMIT, gameCommentsMachine } from '../../src/machines/game-comments.machine';
import type { PageQuery } from '../../src/services/game.api';
import { describeModel, pendingActor } from './model-harness';
import { comment, page } from './game-fixtures';
import { offline, refused } from './wallet-fixtures';

type Snapshot = SnapshotFrom<typeof gameCommentsMachine>;
const mine = comment(1, { mine: true, replies: [comment(11, { parentId: 1, score: null, mine: true })] });
const theirs = comment(2);
const posted = comment(5, { mine: true, content: 'Lovely lanterns' });
const reply = comment(12, { parentId: 2, score: null, mine: true, content: 'Agreed' });

const input = (signedIn: boolean) => ({ gameId: 3, signedIn, askLogin: vi.fn(), confirm: { send: vi.fn() }, toast: { send: vi.fn() } });

describeModel(gameCommentsMachine.provide({ actors: { loadComments: pendingActor, postComment: pendingActor, deleteComment: pendingActor, askDelete: pendingActor } }), {
  input: input(true),
  // Whether the draft has text and a score decides where SUBMIT goes.
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context.content !== '', s.context.score !== null]),
  events: {
    'xstate.done.actor.loadComments': [{ output: page([mine, theirs], 3) }],
    'xstate.error.actor.loadComments': [{ error: offline }],
    'xstate.done.actor.postComment': [{ output: posted }],
    'xstate.error.actor.postComment': [{ error: refused('Too fast') }],
    'xstate.done.actor.askDelete': [{ output: true }, { output: false }],
    'xstate.done.actor.deleteComment': [{ output: undefined }],
    'xstate.error.actor.deleteComment': [{ error: refused('Not yours') }],
    EDIT: [{ content: 'Lovely lanterns' }],
    SCORE: [{ score: 5 }],
    REPLY: [{ id: 2 }],
    DELETE: [{ id: 1 }, { id: 2 }],
    PLAYER_CHANGED: [{ signedIn: true }],
  },
  states: {
    'list.loading': (s) => expect(s.hasTag('busy')).toBe(true),
    'list.shown': (s) => expect(s.can({ type: 'MORE' })).toBe(s.context.rows.length < s.context.total),
    'list.failed': (s) => expect(s.context.listError).toBe(offline.message),
    'composer.editing': (s) => {
      // Only a draft that passes the rules was sent; a refused one stays with the reason.
      if (s.context.postError) expect(s.context.content).not.toBe('');
    },
    'composer.posting': (s) => {
      expect(s.context.problem).toBeNull();
      expect(s.context.content).not.toBe('');
    },
    'removal.idle': (s) => expect(s.context.removing).toBeNull(),
    // Only the player's own comment is asked about.
    'removal.asking': (s) => expect(s.context.removing).toBe(1),
    'removal.deleting': (s) => expect(s.context.removing).toBe(1),
  },
});

describe('comment rules (SPEC.md §2 gameDetail Comment)', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const start = (answer: boolean, signedIn = true) => {
    const sent: NewGameComment[] = [];
    const deleted: number[] = [];
    const queries: PageQuery[] = [];
    const io = input(signedIn);
    io.confirm.send.mockImplementation((event: ConfirmEvent) => {
      if (event.type === 'ASK') event.answer(answer);
    });
    const actor = createActor(
      gameCommentsMachine.provide({
        actors: {
          loadComments: fromPromise<Page<GameComment>, PageQuery & { gameId: number }>(async ({ input: query }) => {
            queries.push({ page: query.page, limit: query.limit });
            return query.page === 1 ? page([mine, theirs], 3) : page([comment(3)], 3);
          }),
          postComment: fromPromise<GameComment, { gameId: number; comment: NewGameComment }>(async ({ input: body }) => {
            sent.push(body.comment);
            return body.comment.parentId ? reply : posted;
          }),
          deleteComment: fromPromise<void, { id: number }>(async ({ input: { id } }) => {
            deleted.push(id);
          }),
        },
      }),
      { input: io },
    ).start();
    return { actor, sent, deleted, queries, io };
  };

  it('checks the draft, sends a comment with its score and a reply without, and puts each in its place', async () => {
    const { actor, sent, io } = start(true);
    await settle();
    actor.send({ type: 'EDIT', content: ' x ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problem).toBe('tooShort');
    actor.send({ type: 'EDIT', content: ' Lovely lanterns ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problem).toBe('noScore');
    actor.send({ type: 'SCORE', score: 5 });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().context.rows[0]?.id).toBe(posted.id);
    expect(actor.getSnapshot().context.total).toBe(4);
    expect(actor.getSnapshot().context.content).toBe('');
    actor.send({ type: 'REPLY', id: 2 });
    actor.send({ type: 'EDIT', content: 'Agreed' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sent).toEqual([{ content: 'Lovely lanterns', score: 5 }, { content: 'Agreed', parentId: 2 }]);
    const parent = actor.getSnapshot().context.rows.find((row) => row.id === 2);
    expect(parent?.replies.map((r) => r.id)).toEqual([reply.id]);
    expect(actor.getSnapshot().context.repliesOpen).toContain(2);
    expect(io.toast.send).toHaveBeenCalledTimes(2);
  });

  it("deletes one's own comment or reply after a yes, never another's, and keeps it after a no", async () => {
    const yes = start(true);
    await settle();
    yes.actor.send({ type: 'DELETE', id: 2 });
    expect(yes.io.confirm.send).not.toHaveBeenCalled();
    yes.actor.send({ type: 'DELETE', id: 11 });
    await settle();
    await settle();
    expect(yes.deleted).toEqual([11]);
    expect(yes.actor.getSnapshot().context.rows[0]?.replies).toEqual([]);
    expect(yes.actor.getSnapshot().context.total).toBe(3);
    yes.actor.send({ type: 'DELETE', id: 1 });
    await settle();
    await settle();
    expect(yes.deleted).toEqual([11, 1]);
    expect(yes.actor.getSnapshot().context.total).toBe(2);

    const no = start(false);
    await settle();
    no.actor.send({ type: 'DELETE', id: 1 });
    await settle();
    expect(no.deleted).toEqual([]);
    expect(no.actor.getSnapshot().context.rows).toHaveLength(2);
  });

  it('pages on, opens long comments and replies, and asks a guest to log in to write', async () => {
    const { actor, queries, sent, io } = start(true, false);
    await settle();
    actor.send({ type: 'MORE' });
    await settle();
    expect(queries).toEqual([{ page: 1, limit: COMMENTS_PAGE_LIMIT }, { page: 2, limit: COMMENTS_PAGE_LIMIT }]);
    expect(actor.getSnapshot().can({ type: 'MORE' })).toBe(false);
    actor.send({ type: 'EXPAND', id: 1 });
    actor.send({ type: 'SHOW_REPLIES', id: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ expanded: [1], repliesOpen: [1] });
    actor.send({ type: 'COLLAPSE', id: 1 });
    actor.send({ type: 'HIDE_REPLIES', id: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ expanded: [], repliesOpen: [] });
    actor.send({ type: 'EDIT', content: 'Lovely lanterns' });
    actor.send({ type: 'SCORE', score: 4 });
    actor.send({ type: 'SUBMIT' });
    expect(io.askLogin).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });
});
