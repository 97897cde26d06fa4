// A promotion record, walked from the machine's graph with a simulated clock: live turnover read
// again on the interval and on focus; settle, close and unlock each through a confirm step (CANCEL
// returns, nothing sent); unlock above the release amount explained and never asked; an action that
// may have arrived keeps its key for the retry. Then the rules on a real actor.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import type { PromotionActionReply, PromotionRecord } from '../../src/domain/promotion.schema';
import { IDEMPOTENCY_KEY_PATTERN } from '../../src/domain/trade';
import type { ActInput } from '../../src/machines/promotion-record.actors';
import { promotionRecordMachine, RECORD_REFRESH_MS, unlockRefused } from '../../src/machines/promotion-record.machine';
import { describeModel, pendingActor } from './model-harness';
import { ongoingRecord, settlableRecord, settledReply, spentRecord } from './promotion-fixtures';
import { conflict, offline, refused } from './wallet-fixtures';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof promotionRecordMachine>;
let keys = 0;

describeModel(promotionRecordMachine.provide({ actors: { loadRecord: pendingActor, actOnRecord: pendingActor } }), {
  input: { id: 21, wallet: { send: vi.fn() }, makeKey: () => `key-${++keys}-abcdefgh` },
  clock: true,
  pathStrategy: 'transitions',
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context.record?.state, s.context.record?.canUnlock, s.context.action, s.context.notice, s.context.key !== null]),
  events: {
    'xstate.done.actor.loadRecord': [{ output: settlableRecord }, { output: ongoingRecord }],
    'xstate.error.actor.loadRecord': [{ error: offline }],
    'xstate.done.actor.refreshRecord': [{ output: spentRecord }],
    'xstate.error.actor.refreshRecord': [{ error: offline }],
    ASK: [{ action: 'settle' }, { action: 'unlock' }],
    'xstate.done.actor.actOnRecord': [{ output: settledReply }],
    'xstate.error.actor.actOnRecord': [{ error: offline }, { error: refused('The promotion has already ended') }],
  },
  states: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    failed: (s) => expect(s.context.error).toBe(offline.message),
    shown: (s) => {
      expect(s.context.record).not.toBeNull();
      expect(s.context.action).toBeNull();
      if (s.context.notice === 'unlockRefused') expect(s.context.record?.canUnlock).toBe(false);
    },
    refreshing: (s) => expect(s.context.record).not.toBeNull(),
    // Only an action the record allows is asked, and nothing is sent yet.
    confirming: (s) => {
      const action = s.context.action;
      expect(action).not.toBeNull();
      const record = s.context.record as PromotionRecord;
      expect(action === 'settle' ? record.canSettle : action === 'unlock' ? record.canUnlock : record.canClose).toBe(true);
      expect(s.children.actOnRecord).toBeUndefined();
    },
    acting: (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    },
    retrying: (s) => {
      expect(s.context.key).not.toBeNull();
      expect(s.context.error).toBe(offline.message);
    },
  },
});

describe('promotion record rules (SPEC.md §4 promotion actions)', () => {
  const start = (records: PromotionRecord[], outcomes: Array<PromotionActionReply | Error>) => {
    const clock = new SimulatedClock();
    const sent: ActInput[] = [];
    const wallet = { send: vi.fn() };
    let loads = 0;
    let made = 0;
    const actor = stoppedAfterTest(createActor(
      promotionRecordMachine.provide({
        actors: {
          loadRecord: fromPromise<PromotionRecord, { id: number; quiet: boolean }>(async () => records[Math.min(loads++, records.length - 1)] as PromotionRecord),
          actOnRecord: fromPromise<PromotionActionReply, ActInput>(async ({ input }) => {
            sent.push(input);
            const outcome = outcomes.shift();
            if (!outcome || outcome instanceof Error) throw outcome ?? new Error('no outcome');
            return outcome;
          }),
        },
      }),
      { clock, input: { id: 21, wallet, makeKey: () => `key-${++made}-abcdefgh` } },
    )).start();
    return { actor, clock, sent, wallet, loads: () => loads };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('reads the turnover again every interval and on focus, keeping the figures meanwhile', async () => {
    const { actor, clock, loads } = start([ongoingRecord, settlableRecord, ongoingRecord], []);
    await settle();
    clock.increment(RECORD_REFRESH_MS - 1);
    await settle();
    expect(loads()).toBe(1);
    clock.increment(1);
    await settle();
    expect(loads()).toBe(2);
    expect(actor.getSnapshot().context.record?.state).toBe('settlable');
    actor.send({ type: 'FOCUS' });
    await settle();
    expect(loads()).toBe(3);
  });

  it('settles only after the confirmation, with a key, then refreshes the wallet and the record', async () => {
    const { actor, sent, wallet, loads } = start([settlableRecord, { ...settlableRecord, state: 'settled', canSettle: false, canClose: false }], [settledReply]);
    await settle();
    actor.send({ type: 'ASK', action: 'settle' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'CANCEL' });
    expect(sent).toEqual([]);
    actor.send({ type: 'ASK', action: 'settle' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(sent).toEqual([{ action: 'settle', id: 21, idempotencyKey: 'key-1-abcdefgh' }]);
    expect(wallet.send).toHaveBeenCalledWith({ type: 'REFRESH' });
    expect(actor.getSnapshot().context.notice).toBe('settle');
    expect(actor.getSnapshot().context.record?.state).toBe('settled');
    expect(loads()).toBe(2);
  });

  it('an action the record does not allow is not asked (settle while ongoing)', async () => {
    const { actor } = start([ongoingRecord], []);
    await settle();
    actor.send({ type: 'ASK', action: 'settle' });
    expect(actor.getSnapshot().value).toBe('shown');
  });

  it('unlock above the release amount is explained and never asked; under it, it is confirmed', async () => {
    expect(unlockRefused(ongoingRecord)).toBe(true);
    expect(unlockRefused(spentRecord)).toBe(false);
    const above = start([ongoingRecord], []);
    await settle();
    above.actor.send({ type: 'ASK', action: 'unlock' });
    expect(above.actor.getSnapshot().value).toBe('shown');
    expect(above.actor.getSnapshot().context.notice).toBe('unlockRefused');
    const under = start([spentRecord], [{ state: 'unlocked', wallet: 800, promotionBalance: 0 }]);
    await settle();
    under.actor.send({ type: 'ASK', action: 'unlock' });
    expect(under.actor.getSnapshot().value).toBe('confirming');
    under.actor.send({ type: 'CONFIRM' });
    await settle();
    expect(under.sent).toEqual([{ action: 'unlock', id: 21, idempotencyKey: 'key-1-abcdefgh' }]);
  });

  it('retries an action that may have arrived with the same key; a refusal drops it and reads the record', async () => {
    const { actor, sent } = start([ongoingRecord], [offline, conflict, { state: 'closed', wallet: 800, promotionBalance: 0 }]);
    await settle();
    actor.send({ type: 'ASK', action: 'close' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(actor.getSnapshot().value).toBe('retrying');
    actor.send({ type: 'RETRY' });
    await settle();
    actor.send({ type: 'RETRY' });
    await settle();
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1-abcdefgh', 'key-1-abcdefgh', 'key-1-abcdefgh']);

    const lost = start([ongoingRecord], [refused('The promotion has already ended'), { state: 'closed', wallet: 800, promotionBalance: 0 }]);
    await settle();
    lost.actor.send({ type: 'ASK', action: 'close' });
    lost.actor.send({ type: 'CONFIRM' });
    await settle();
    expect(lost.actor.getSnapshot().context.error).toBe('The promotion has already ended');
    lost.actor.send({ type: 'ASK', action: 'close' });
    lost.actor.send({ type: 'CONFIRM' });
    await settle();
    expect(lost.sent.map((s) => s.idempotencyKey)).toEqual(['key-1-abcdefgh', 'key-2-abcdefgh']);
  });
});
