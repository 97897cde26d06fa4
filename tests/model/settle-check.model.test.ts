// The settle check, walked from its graph with a simulated clock (the five-minute wait is a step of
// the walk), then its rules on the real machine: no call without a token, a check at START and every
// SETTLE_CHECK_INTERVAL_MS, a prompt only for an id that differs from the last one stored, cancel
// stores the id (that promotion is not prompted again), going to the record opens it, STOP ends it.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { SETTLE_CHECK_INTERVAL_MS } from '../../src/domain/constants';
import type { CanSettleRecord } from '../../src/domain/promotion.schema';
import type { SettleHistory } from '../../src/machines/settle-check.actors';
import { settleCheckMachine, shouldPrompt } from '../../src/machines/settle-check.machine';
import type { PromotionRecordId } from '../../src/services/storage';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof settleCheckMachine>;

const memoryHistory = (ids: PromotionRecordId[] = []): SettleHistory & { ids: PromotionRecordId[] } => ({
  ids,
  read() {
    return this.ids;
  },
  remember(id) {
    this.ids = [...this.ids.filter((old) => old !== id), id];
  },
});

describeModel(settleCheckMachine.provide({ actors: { checkSettlable: pendingActor } }), {
  // The walk shares one input across paths: a history that does not change keeps paths apart.
  input: { history: { read: () => [4], remember: () => {} }, openRecord: () => {} },
  clock: true,
  pathStrategy: 'transitions',
  events: {
    'xstate.done.actor.checkSettlable': [{ output: { id: 7, buttonStatus: 1 } }, { output: { id: 4, buttonStatus: 1 } }, { output: null }],
    'xstate.error.actor.checkSettlable': [{ error: new Error('offline') }],
  },
  states: {
    off: (s: Snapshot) => {
      expect(s.context.recordId).toBeNull();
      expect(s.children.checkSettlable).toBeUndefined();
    },
    checking: (s: Snapshot) => expect(s.children.checkSettlable).toBeDefined(),
    waiting: (s: Snapshot) => expect(s.context.recordId).toBeNull(),
    // Only the new id (7) prompts: 4 is the last one stored.
    prompting: (s: Snapshot) => {
      expect(s.context.recordId).toBe(7);
      expect(s.can({ type: 'GO' })).toBe(true);
      expect(s.can({ type: 'CANCEL' })).toBe(true);
    },
  },
});

describe('shouldPrompt', () => {
  it('prompts a settleable record unless its id is the last one stored', () => {
    expect(shouldPrompt({ id: 3, buttonStatus: 1 }, [])).toBe(true);
    expect(shouldPrompt({ id: 3, buttonStatus: 1 }, [3, 5])).toBe(true);
    expect(shouldPrompt({ id: 5, buttonStatus: 1 }, [3, 5])).toBe(false);
    expect(shouldPrompt({ id: 5, buttonStatus: 1 }, ['5'])).toBe(false);
    expect(shouldPrompt({ id: 5, buttonStatus: 0 }, [])).toBe(false);
    expect(shouldPrompt(null, [])).toBe(false);
  });
});

describe('settle check rules', () => {
  const start = (answers: Array<CanSettleRecord | null>, stored: PromotionRecordId[] = []) => {
    const clock = new SimulatedClock();
    const history = memoryHistory(stored);
    const openRecord = vi.fn();
    let calls = 0;
    const actor = stoppedAfterTest(createActor(
      settleCheckMachine.provide({
        actors: { checkSettlable: fromPromise<CanSettleRecord | null>(async () => answers[Math.min(calls++, answers.length - 1)] ?? null) },
      }),
      { clock, input: { history, openRecord } },
    )).start();
    return { actor, clock, history, openRecord, calls: () => calls };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('makes no call without a token, checks at START and every interval, not before', async () => {
    const { actor, clock, calls } = start([null]);
    clock.increment(SETTLE_CHECK_INTERVAL_MS * 3);
    await settle();
    expect(calls()).toBe(0);
    actor.send({ type: 'START' });
    await settle();
    expect(calls()).toBe(1);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(SETTLE_CHECK_INTERVAL_MS - 1);
    await settle();
    expect(calls()).toBe(1);
    clock.increment(1);
    await settle();
    expect(calls()).toBe(2);
  });

  it('a new settleable id prompts; cancelling stores it and the same promotion never prompts again', async () => {
    const { actor, clock, history, calls } = start([{ id: 9, buttonStatus: 1 }]);
    actor.send({ type: 'START' });
    await settle();
    expect(actor.getSnapshot().value).toBe('prompting');
    expect(actor.getSnapshot().context.recordId).toBe(9);
    actor.send({ type: 'CANCEL' });
    expect(history.ids).toEqual([9]);
    expect(actor.getSnapshot().value).toBe('waiting');
    for (let i = 0; i < 3; i += 1) {
      clock.increment(SETTLE_CHECK_INTERVAL_MS);
      await settle();
      expect(actor.getSnapshot().value).toBe('waiting');
    }
    expect(calls()).toBe(4);
    // A later sign-in reads the same device memory.
    actor.send({ type: 'STOP' });
    actor.send({ type: 'START' });
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('another record after a cancelled one prompts again', async () => {
    const { actor, clock } = start([{ id: 9, buttonStatus: 1 }, { id: 10, buttonStatus: 1 }], [9]);
    actor.send({ type: 'START' });
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(SETTLE_CHECK_INTERVAL_MS);
    await settle();
    expect(actor.getSnapshot().context.recordId).toBe(10);
  });

  it('going to the record opens it without storing it; the prompt may come back until it is settled', async () => {
    const { actor, clock, history, openRecord } = start([{ id: 11, buttonStatus: 1 }]);
    actor.send({ type: 'START' });
    await settle();
    actor.send({ type: 'GO' });
    expect(openRecord).toHaveBeenCalledWith(11);
    expect(history.ids).toEqual([]);
    clock.increment(SETTLE_CHECK_INTERVAL_MS);
    await settle();
    expect(actor.getSnapshot().value).toBe('prompting');
  });

  it('STOP (sign-out) ends the checks and drops an open prompt', async () => {
    const { actor, clock, calls } = start([{ id: 12, buttonStatus: 1 }]);
    actor.send({ type: 'START' });
    await settle();
    actor.send({ type: 'STOP' });
    expect(actor.getSnapshot().value).toBe('off');
    expect(actor.getSnapshot().context.recordId).toBeNull();
    clock.increment(SETTLE_CHECK_INTERVAL_MS * 4);
    await settle();
    expect(calls()).toBe(1);
  });

  it('a failed check waits for the next one', async () => {
    const clock = new SimulatedClock();
    let calls = 0;
    const actor = stoppedAfterTest(createActor(
      settleCheckMachine.provide({
        actors: { checkSettlable: fromPromise<CanSettleRecord | null>(async () => { calls += 1; if (calls === 1) throw new Error('offline'); return { id: 1, buttonStatus: 1 }; }) },
      }),
      { clock, input: { history: memoryHistory(), openRecord: () => {} } },
    )).start();
    actor.send({ type: 'START' });
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(SETTLE_CHECK_INTERVAL_MS);
    await settle();
    expect(actor.getSnapshot().value).toBe('prompting');
  });
});
