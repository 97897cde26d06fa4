// A game's comments, walked from the machine's graph: pages load (or are retried); a comment needs
// 2-500 characters and a score, a reply no score; posting adds it where it belongs; deleting one's
// own asks first, and "no" keeps it.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { ConfirmEvent } from '../../src/machines/confirm.machine';
import type { GameComment, NewGameComment } from '../../src/domain/game.schema';
import type { Page } from '../../src/domain/trade';
import { commentComposerMachine } from '../../src/machines/comment-composer.machine';
import { commentRemovalMachine } from '../../src/machines/comment-removal.machine';
import { COMMENTS_PAGE_LIMIT, gameCommentsMachine } from '../../src/machines/game-comments.machine';
import type { PageQuery } from '../../src/services/game.api';
import { describeModel, pendingActor } from './model-harness';
import { comment, page } from './game-fixtures';
import { offline, refused } from './wallet-fixtures';
import { stoppedAfterTest } from './stopped-after-test';

const mine = comment(1, { mine: true, replies: [comment(11, { parentId: 1, score: null, mine: true })] });
const theirs = comment(2);
const posted = comment(5, { mine: true, content: 'Lovely lanterns' });
const reply = comment(12, { parentId: 2, score: null, mine: true, content: 'Agreed' });

const input = (signedIn: boolean) => ({ gameId: 3, signedIn, askLogin: vi.fn(), confirm: { send: vi.fn() }, toast: { send: vi.fn() } });

const composerInput = (signedIn: boolean) => ({ gameId: 3, signedIn, askLogin: vi.fn(), toast: { send: vi.fn() }, owner: { send: vi.fn() } });

const pendingRemoval = commentRemovalMachine.provide({ actors: { askDelete: pendingActor, deleteComment: pendingActor } });

describeModel(
  gameCommentsMachine.provide({
    actors: { loadComments: pendingActor, commentComposer: commentComposerMachine.provide({ actors: { postComment: pendingActor } }), commentRemoval: pendingRemoval },
  }),
  {
    input: input(true),
    events: {
      'xstate.done.actor.loadComments': [{ output: page([mine, theirs], 3) }],
      'xstate.error.actor.loadComments': [{ error: offline }],
      'xstate.done.actor.removal': [{ output: { removed: true } }, { output: { removed: false } }],
      'xstate.error.actor.removal': [{ error: refused('Not yours') }],
      POSTED: [{ comment: posted }, { comment: reply }],
      DELETE: [{ id: 1 }, { id: 2 }],
      PLAYER_CHANGED: [{ signedIn: true }],
    },
    pathStrategy: 'transitions',
    states: {
      'list.loading': (s) => expect(s.hasTag('busy')).toBe(true),
      'list.shown': (s) => expect(s.can({ type: 'MORE' })).toBe(s.context.rows.length < s.context.total),
      'list.failed': (s) => expect(s.context.listError).toBe(offline.message),
      'removal.idle': (s) => expect(s.children.removal).toBeUndefined(),
      // Only the player's own comment is asked about.
      'removal.removing': (s) => {
        expect(s.context.removing).toBe(1);
        expect(s.children.removal).toBeDefined();
      },
    },
  },
);

// Writing: a draft against the rules stays with its reason; only a valid one is posted.
describeModel(commentComposerMachine.provide({ actors: { postComment: pendingActor } }), {
  input: composerInput(true),
  // Whether the draft has text and a score decides where SUBMIT goes.
  serializeState: (s: SnapshotFrom<typeof commentComposerMachine>) => JSON.stringify([s.value, s.context.content !== '', s.context.score !== null]),
  events: {
    'xstate.done.actor.postComment': [{ output: posted }],
    'xstate.error.actor.postComment': [{ error: refused('Too fast') }],
    EDIT: [{ content: 'Lovely lanterns' }],
    SCORE: [{ score: 5 }],
    REPLY: [{ id: 2 }],
    PLAYER_CHANGED: [{ signedIn: true }],
  },
  states: {
    editing: (s) => {
      // Only a draft that passes the rules was sent; a refused one stays with the reason.
      if (s.context.postError) expect(s.context.content).not.toBe('');
    },
    posting: (s) => {
      expect(s.context.problem).toBeNull();
      expect(s.context.content).not.toBe('');
      expect(s.hasTag('posting')).toBe(true);
    },
  },
});

// Deleting: the question first; "no" (or a dropped question) and a refusal keep the comment.
describeModel(pendingRemoval, {
  input: { id: 1, confirm: { send: vi.fn() } },
  events: {
    'xstate.done.actor.askDelete': [{ output: true }, { output: false }],
    'xstate.error.actor.askDelete': [{ error: new Error('dropped') }],
    'xstate.done.actor.deleteComment': [{ output: undefined }],
    'xstate.error.actor.deleteComment': [{ error: refused('Not yours') }],
  },
  pathStrategy: 'transitions',
  states: {
    asking: (s) => expect(s.hasTag('deleting')).toBe(false),
    deleting: (s) => expect(s.hasTag('deleting')).toBe(true),
    removed: (s) => expect(s.output).toEqual({ removed: true }),
    kept: (s) => expect(s.output).toEqual({ removed: false }),
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
    const actor = stoppedAfterTest(createActor(
      gameCommentsMachine.provide({
        actors: {
          loadComments: fromPromise<Page<GameComment>, PageQuery & { gameId: number }>(async ({ input: query }) => {
            queries.push({ page: query.page, limit: query.limit });
            return query.page === 1 ? page([mine, theirs], 3) : page([comment(3)], 3);
          }),
          commentComposer: commentComposerMachine.provide({
            actors: {
              postComment: fromPromise<GameComment, { gameId: number; comment: NewGameComment }>(async ({ input: body }) => {
                sent.push(body.comment);
                return body.comment.parentId ? reply : posted;
              }),
            },
          }),
          commentRemoval: commentRemovalMachine.provide({
            actors: {
              deleteComment: fromPromise<void, { id: number }>(async ({ input: { id } }) => {
                deleted.push(id);
              }),
            },
          }),
        },
      }),
      { input: io },
    )).start();
    // The composer is the tab's child for as long as it runs.
    const composer = actor.getSnapshot().children.composer!;
    return { actor, composer, sent, deleted, queries, io };
  };

  it('checks the draft, sends a comment with its score and a reply without, and puts each in its place', async () => {
    const { actor, composer, sent, io } = start(true);
    await settle();
    composer.send({ type: 'EDIT', content: ' x ' });
    composer.send({ type: 'SUBMIT' });
    expect(composer.getSnapshot().context.problem).toBe('tooShort');
    composer.send({ type: 'EDIT', content: ' Lovely lanterns ' });
    composer.send({ type: 'SUBMIT' });
    expect(composer.getSnapshot().context.problem).toBe('noScore');
    composer.send({ type: 'SCORE', score: 5 });
    composer.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().context.rows[0]?.id).toBe(posted.id);
    expect(actor.getSnapshot().context.total).toBe(4);
    expect(composer.getSnapshot().context.content).toBe('');
    composer.send({ type: 'REPLY', id: 2 });
    composer.send({ type: 'EDIT', content: 'Agreed' });
    composer.send({ type: 'SUBMIT' });
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
    const { actor, composer, queries, sent, io } = start(true, false);
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
    composer.send({ type: 'EDIT', content: 'Lovely lanterns' });
    composer.send({ type: 'SCORE', score: 4 });
    composer.send({ type: 'SUBMIT' });
    expect(io.askLogin).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
    // Signing in reaches the composer too: the draft is then posted.
    actor.send({ type: 'PLAYER_CHANGED', signedIn: true });
    composer.send({ type: 'SUBMIT' });
    await settle();
    expect(sent).toEqual([{ content: 'Lovely lanterns', score: 4 }]);
  });
});
