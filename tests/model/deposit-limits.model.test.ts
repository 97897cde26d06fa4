// The deposit limits editor, walked from its graph: loading (and a failed load retried), editing
// with a malformed amount named before anything is sent, saving, and back to editing with what
// the server did: a cut in force at once, or a raise shown waiting with the time it takes effect.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { SetLimitsInput } from '../../src/domain/safer-play';
import type { SafetyStatus } from '../../src/domain/safer-play.schema';
import { depositLimitsMachine, limitsProblem } from '../../src/machines/deposit-limits.machine';
import { offersLimits } from '../../src/machines/limits-offer.machine';
import { describeModel, pendingActor } from './model-harness';
import { offline, refused } from './wallet-fixtures';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof depositLimitsMachine>;

const RAISE_AT = Date.UTC(2026, 10, 27, 10, 0);
const item = (period: 'day' | 'week' | 'month', amount: number | null, pending: SafetyStatus['limits'][number]['pending'] = null) => ({
  period,
  amount,
  pending,
  used: 0,
  resetsAt: Date.UTC(2026, 10, 27),
});
const none: SafetyStatus = { limits: [item('day', null), item('week', null), item('month', null)], activeBreak: null, hasDeposited: false };
const cut: SafetyStatus = { ...none, limits: [item('day', 300), item('week', null), item('month', null)] };
const raised: SafetyStatus = { ...none, limits: [item('day', 300, { amount: 1000, effectiveAt: RAISE_AT }), item('week', null), item('month', null)] };

describeModel(depositLimitsMachine.provide({ actors: { loadSafety: pendingActor, saveLimits: pendingActor } }), {
  pathStrategy: 'transitions',
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context.form, s.context.problem, s.context.outcome, s.context.error !== null]),
  events: {
    'xstate.done.actor.0.depositLimits.loading': [{ output: none }],
    'xstate.error.actor.0.depositLimits.loading': [{ error: offline }],
    CHANGE: [{ period: 'day', value: '300' }, { period: 'week', value: '12.345' }],
    'xstate.done.actor.0.depositLimits.saving': [{ output: cut }, { output: raised }],
    'xstate.error.actor.0.depositLimits.saving': [{ error: refused('You are on a break from play, so this cannot be changed now.') }],
  },
  states: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    loadFailed: (s) => expect(s.context.error).toBe(offline.message),
    editing: (s) => {
      expect(s.context.status).not.toBeNull();
      if (s.context.problem) expect(s.context.problem).toBe(limitsProblem(s.context.form));
      if (s.context.outcome === 'waiting') {
        expect(s.context.status?.limits[0]?.pending).toEqual({ amount: 1000, effectiveAt: RAISE_AT });
        expect(s.context.form.day).toBe('300');
      }
      if (s.context.outcome === 'applied') expect(s.context.status?.limits[0]?.amount).toBe(300);
    },
    saving: (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(limitsProblem(s.context.form)).toBeNull();
    },
  },
});

describe('deposit limits editor rules', () => {
  it('sends empty boxes as no limit and amounts as numbers, and refuses zero, negatives and three decimals', async () => {
    const sent: SetLimitsInput[] = [];
    const actor = stoppedAfterTest(createActor(
      depositLimitsMachine.provide({
        actors: {
          loadSafety: fromPromise(async () => none),
          saveLimits: fromPromise<SafetyStatus, SetLimitsInput>(async ({ input }) => {
            sent.push(input);
            return cut;
          }),
        },
      }),
    )).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const bad of ['0', '-5', '1.005', 'abc']) {
      actor.send({ type: 'CHANGE', period: 'month', value: bad });
      actor.send({ type: 'SAVE' });
      expect(actor.getSnapshot().context.problem).toBe('month');
    }
    actor.send({ type: 'CHANGE', period: 'month', value: '' });
    actor.send({ type: 'CHANGE', period: 'day', value: '300' });
    actor.send({ type: 'SAVE' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([{ day: 300, week: null, month: null }]);
    expect(actor.getSnapshot().context.outcome).toBe('applied');
  });

  it('offers limits at the first deposit only to a player with no deposit and no limit', () => {
    expect(offersLimits(none)).toBe(true);
    expect(offersLimits(cut)).toBe(false);
    expect(offersLimits({ ...none, hasDeposited: true })).toBe(false);
    expect(offersLimits({ ...none, limits: [item('day', null, { amount: 5, effectiveAt: RAISE_AT }), item('week', null), item('month', null)] })).toBe(false);
  });
});
