// A category's message list, walked from the machine's graph: page by page, a failed page retried,
// marking all read (done and refused); the rules check the queries, the merge and the badge.
import { describe, expect, it } from 'vitest';
import { stoppedAfterTest } from './stopped-after-test';
import { createActor, createEmptyActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { MessageCategory } from '../../src/domain/message';
import type { MessageItem, UnreadNumber } from '../../src/domain/message.schema';
import type { Page } from '../../src/domain/trade';
import { MESSAGE_PAGE_LIMIT, messageListMachine } from '../../src/machines/message-list.machine';
import { unreadMessagesMachine } from '../../src/machines/unread-messages.machine';
import type { MessagePageQuery } from '../../src/services/message.api';
import { describeModel, pendingActor } from './model-harness';
import { message, messagePage } from './message-fixtures';
import { offline } from './wallet-fixtures';

type Snapshot = SnapshotFrom<typeof messageListMachine>;

describeModel(messageListMachine.provide({ actors: { loadPage: pendingActor, markAllRead: pendingActor } }), {
  input: { category: 'system' },
  pathStrategy: 'transitions',
  // Whether more pages or unread rows remain decides the edges out of `shown`.
  serializeState: (s) => JSON.stringify([s.value, s.context.rows.length, s.context.rows.some((row) => !row.read)]),
  events: {
    'xstate.done.actor.loadPage': [{ output: messagePage([message(1), message(2, { read: true })], 3) }, { output: messagePage([message(3, { read: true })], 3) }],
    'xstate.error.actor.loadPage': [{ error: offline }],
    'xstate.done.actor.markAllRead': [{ output: 1 }],
    'xstate.error.actor.markAllRead': [{ error: offline }],
  },
  states: {
    loading: (s: Snapshot) => expect(s.hasTag('busy')).toBe(true),
    shown: (s: Snapshot) => {
      expect(s.can({ type: 'MORE' })).toBe(s.context.rows.length < s.context.total);
      expect(s.can({ type: 'ALL_READ' })).toBe(s.context.rows.some((row) => !row.read));
    },
    markingAllRead: (s: Snapshot) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(s.can({ type: 'MORE' })).toBe(false);
    },
    failed: (s: Snapshot) => expect(s.context.error).toBe(offline.message),
  },
});

describe('message list rules', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('asks for the category page by page and shows a row seen already once', async () => {
    const queries: MessagePageQuery[] = [];
    const actor = stoppedAfterTest(createActor(
      messageListMachine.provide({
        actors: {
          loadPage: fromPromise<Page<MessageItem>, MessagePageQuery>(async ({ input }) => {
            queries.push(input);
            // A message arrived between the pages: page 2 starts with the last row of page 1.
            return input.page === 1 ? messagePage([message(4), message(3)], 4) : messagePage([message(3), message(2)], 4);
          }),
        },
      }),
      { input: { category: 'activity' } },
    ).start());
    await settle();
    actor.send({ type: 'MORE' });
    await settle();
    expect(queries).toEqual([
      { category: 'activity', page: 1, limit: MESSAGE_PAGE_LIMIT },
      { category: 'activity', page: 2, limit: MESSAGE_PAGE_LIMIT },
    ]);
    expect(actor.getSnapshot().context.rows.map((row) => row.id)).toEqual([4, 3, 2]);
  });

  it('marks the category read, shows every row read and asks the badge again', async () => {
    const badge: string[] = [];
    // The real badge, counting its loads: one per REFRESH it is sent.
    const unread = stoppedAfterTest(createActor(unreadMessagesMachine.provide({ actors: { loadUnread: fromPromise<UnreadNumber[]>(async () => (badge.push('REFRESH'), [])) } })).start());
    const marked: string[] = [];
    const actor = stoppedAfterTest(createActor(
      messageListMachine.provide({
        actors: {
          loadPage: fromPromise(async () => messagePage([message(1), message(2, { read: true })], 2)),
          markAllRead: fromPromise<number, { category: MessageCategory }>(async ({ input }) => (marked.push(input.category), 1)),
        },
      }),
      { input: { category: 'platform', unread } },
    ).start());
    await settle();
    actor.send({ type: 'ALL_READ' });
    await settle();
    expect(marked).toEqual(['platform']);
    expect(actor.getSnapshot().context.rows.every((row) => row.read)).toBe(true);
    expect(badge).toEqual(['REFRESH']);
    // Nothing left unread: the action is off.
    expect(actor.getSnapshot().can({ type: 'ALL_READ' })).toBe(false);
  });

  it('works without a badge to tell', async () => {
    const actor = stoppedAfterTest(createActor(
      messageListMachine.provide({
        actors: { loadPage: fromPromise(async () => messagePage([message(1)], 1)), markAllRead: fromPromise(async () => 1) },
      }),
      { input: { category: 'system', unread: createEmptyActor() } },
    ).start());
    await settle();
    actor.send({ type: 'ALL_READ' });
    await settle();
    expect(actor.getSnapshot().value).toBe('shown');
  });
});
