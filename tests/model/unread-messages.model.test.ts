// Unread messages, walked from the machine's graph with a simulated clock (the interval is a step
// of the walk); the rules drive the real machine: the sum, the minute's poll, a REFRESH during a
// load, and no call at all without a signed-in player.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import type { UnreadNumber } from '../../src/domain/message.schema';
import { UNREAD_REFRESH_MS, unreadMessagesMachine } from '../../src/machines/unread-messages.machine';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof unreadMessagesMachine>;
const records: UnreadNumber[] = [
  { category: 'activity', number: 2 },
  { category: 'platform', number: 0 },
  { category: 'system', number: 1 },
];

describeModel(unreadMessagesMachine.provide({ actors: { loadUnread: pendingActor } }), {
  clock: true,
  pathStrategy: 'transitions',
  events: {
    'xstate.done.actor.loadUnread': [{ output: records }],
    'xstate.error.actor.loadUnread': [{ error: new Error('offline') }],
  },
  states: {
    off: (s: Snapshot) => {
      expect(s.context).toEqual({ records: [], count: 0 });
      expect(s.children.loadUnread).toBeUndefined();
    },
    loading: (s: Snapshot) => expect(s.children.loadUnread).toBeDefined(),
    // After a failed first load the count stays at what it was (none).
    shown: (s: Snapshot) => expect([0, 3]).toContain(s.context.count),
  },
});

describe('unread messages rules', () => {
  const start = (answers: UnreadNumber[][]) => {
    const clock = new SimulatedClock();
    let calls = 0;
    const actor = stoppedAfterTest(createActor(
      unreadMessagesMachine.provide({
        actors: { loadUnread: fromPromise<UnreadNumber[]>(async () => answers[Math.min(calls++, answers.length - 1)] ?? []) },
      }),
      { clock },
    )).start();
    return { actor, clock, calls: () => calls };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('makes no call until a player is signed in (REFRESH), then shows the sum', async () => {
    const { actor, clock, calls } = start([records]);
    clock.increment(UNREAD_REFRESH_MS * 3);
    await settle();
    expect(calls()).toBe(0);
    actor.send({ type: 'REFRESH' });
    await settle();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.count).toBe(3);
  });

  it('asks again once a minute, not before', async () => {
    const { actor, clock, calls } = start([records, [{ category: 'system', number: 7 }]]);
    actor.send({ type: 'REFRESH' });
    await settle();
    clock.increment(UNREAD_REFRESH_MS - 1);
    await settle();
    expect(calls()).toBe(1);
    clock.increment(1);
    await settle();
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().context.count).toBe(7);
  });

  it('a REFRESH during a load asks again, so a read is never answered by an older count', async () => {
    const { actor, calls } = start([records, []]);
    actor.send({ type: 'REFRESH' });
    actor.send({ type: 'REFRESH' });
    await settle();
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().context.count).toBe(0);
  });

  it('CLEAR forgets the count and stops the poll', async () => {
    const { actor, clock, calls } = start([records]);
    actor.send({ type: 'REFRESH' });
    await settle();
    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().context.count).toBe(0);
    clock.increment(UNREAD_REFRESH_MS * 5);
    await settle();
    expect(calls()).toBe(1);
    expect(actor.getSnapshot().value).toBe('off');
  });
});
