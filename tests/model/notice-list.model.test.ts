// The notice list and one notice, walked from their machines' graphs: a failed load is retried,
// a loaded list or notice is kept, and an id that cannot be a notice's fails without a call.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { NoticeItem } from '../../src/domain/message.schema';
import { noticeDetailMachine } from '../../src/machines/notice-detail.machine';
import { noticeListMachine } from '../../src/machines/notice-list.machine';
import { describeModel, pendingActor } from './model-harness';
import { offline } from './wallet-fixtures';
import { stoppedAfterTest } from './stopped-after-test';

const notices: NoticeItem[] = [
  { id: 2, title: 'Weekend bonus', content: '<p>Double points</p>', createdAt: Date.UTC(2026, 10, 25, 9) },
  { id: 1, title: 'Maintenance', content: '<p>Tonight</p>', createdAt: Date.UTC(2026, 10, 20, 9) },
];
const [first] = notices;

describeModel(noticeListMachine.provide({ actors: { loadNotices: pendingActor } }), {
  pathStrategy: 'transitions',
  input: {},
  events: {
    'xstate.done.actor.loadNotices': [{ output: notices }, { output: [] }],
    'xstate.error.actor.loadNotices': [{ error: offline }],
  },
  states: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    shown: (s) => {
      expect(s.context.error).toBeNull();
      expect(Array.isArray(s.context.notices)).toBe(true);
    },
    failed: (s) => {
      expect(s.context.error).toBe(offline.message);
      expect(s.context.notices).toEqual([]);
    },
  },
});

describeModel(noticeDetailMachine.provide({ actors: { loadNotice: pendingActor } }), {
  pathStrategy: 'transitions',
  input: { id: 2 },
  events: {
    'xstate.done.actor.loadNotice': [{ output: first }],
    'xstate.error.actor.loadNotice': [{ error: offline }],
  },
  states: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    shown: (s) => expect(s.context.notice).toEqual(first),
    failed: (s) => {
      expect(s.context.error).toBe(offline.message);
      expect(s.context.notice).toBeNull();
    },
  },
});

describe('notice rules', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('the home strip loads quietly, the notice screen does not', async () => {
    const inputs: Array<{ quiet: boolean }> = [];
    const machine = noticeListMachine.provide({
      actors: { loadNotices: fromPromise<NoticeItem[], { quiet: boolean }>(async ({ input }) => (inputs.push(input), notices)) },
    });
    stoppedAfterTest(createActor(machine, { input: { quiet: true } })).start();
    const screen = stoppedAfterTest(createActor(machine, { input: {} })).start();
    await settle();
    expect(inputs).toEqual([{ quiet: true }, { quiet: false }]);
    expect(screen.getSnapshot().context.notices).toEqual(notices);
  });

  it('an id that is no notice\'s is missing, without a call', async () => {
    let calls = 0;
    const machine = noticeDetailMachine.provide({ actors: { loadNotice: fromPromise(async () => (calls++, first as NoticeItem)) } });
    for (const id of [Number.NaN, 0, -3, 1.5]) {
      expect(stoppedAfterTest(createActor(machine, { input: { id } })).start().getSnapshot().value).toBe('missing');
    }
    await settle();
    expect(calls).toBe(0);
  });
});
