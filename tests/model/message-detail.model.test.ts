// One message, walked from the machine's graph: an address without an id, a load that fails and
// is retried, and the message shown; the rules check the id asked for and the badge refresh.
import { describe, expect, it } from 'vitest';
import { stoppedAfterTest } from './stopped-after-test';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { UnreadNumber } from '../../src/domain/message.schema';
import type { MessageItem } from '../../src/domain/message.schema';
import { messageDetailMachine } from '../../src/machines/message-detail.machine';
import { unreadMessagesMachine } from '../../src/machines/unread-messages.machine';
import { describeModel, pendingActor } from './model-harness';
import { message } from './message-fixtures';
import { offline } from './wallet-fixtures';

type Snapshot = SnapshotFrom<typeof messageDetailMachine>;
const provided = messageDetailMachine.provide({ actors: { loadMessage: pendingActor } });
const events = {
  'xstate.done.actor.loadMessage': [{ output: message(5, { read: true }) }],
  'xstate.error.actor.loadMessage': [{ error: offline }],
};
const states = {
  loading: (s: Snapshot) => expect(s.hasTag('busy')).toBe(true),
  shown: (s: Snapshot) => expect(s.context.message?.id).toBe(5),
  failed: (s: Snapshot) => expect(s.context.error).toBe(offline.message),
};

describeModel(provided, { input: { id: 5 }, pathStrategy: 'transitions', events, states });
describeModel(provided, {
  input: { id: Number.NaN },
  events,
  states: {
    missing: (s: Snapshot) => {
      expect(s.context.message).toBeNull();
      expect(s.can({ type: 'RETRY' })).toBe(false);
    },
  },
});

describe('message detail rules', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('opens the message of the address, then asks the badge again (the server marked it read)', async () => {
    const asked: number[] = [];
    const badge: string[] = [];
    const unread = stoppedAfterTest(createActor(unreadMessagesMachine.provide({ actors: { loadUnread: fromPromise<UnreadNumber[]>(async () => (badge.push('REFRESH'), [])) } })).start());
    const actor = stoppedAfterTest(createActor(
      messageDetailMachine.provide({
        actors: { loadMessage: fromPromise<MessageItem, { id: number }>(async ({ input }) => (asked.push(input.id), message(input.id))) },
      }),
      { input: { id: 12, unread } },
    ).start());
    expect(badge).toEqual([]);
    await settle();
    expect(asked).toEqual([12]);
    expect(actor.getSnapshot().context.message?.title).toBe('Title 12');
    expect(badge).toEqual(['REFRESH']);
  });

  it.each([0, -3, 1.5])('an id of %s is no message: no call', (id) => {
    const actor = stoppedAfterTest(createActor(messageDetailMachine.provide({ actors: { loadMessage: fromPromise<MessageItem, { id: number }>(async () => { throw new Error('called'); }) } }), { input: { id } }).start());
    expect(actor.getSnapshot().value).toBe('missing');
  });
});
