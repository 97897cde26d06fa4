// The Account page's level progress and claimable counts, walked from the machine's graph; then
// the rule that the schedule is asked only while the site shows it.
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { claimableRebates } from '../../src/machines/account-rewards.actors';
import { accountRewardsMachine } from '../../src/machines/account-rewards.machine';
import { claimRebateRow, issuedRebate, pageOf, rebate } from './bonus-fixtures';
import type { NextLevelSchedule } from '../../src/services/bonus.api';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof accountRewardsMachine>;

const schedule: NextLevelSchedule = {
  currentLevel: 1,
  currentLevelName: 'Bronze',
  nextLevel: 2,
  nextLevelName: 'Silver',
  depositAmount: 100,
  depositRequired: 500,
  betAmount: 300,
  betRequired: 1000,
  schedule: 25,
};

describeModel(accountRewardsMachine.provide({ actors: { loadRewards: pendingActor } }), {
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context.levelSchedule, s.context.schedule !== null]),
  pathStrategy: 'transitions',
  events: {
    REFRESH: [{ levelSchedule: true }, { levelSchedule: false }],
    'xstate.done.actor.loadRewards': [{ output: { schedule, bonusCount: 2, rebateCount: 1 } }, { output: { schedule: null, bonusCount: null, rebateCount: null } }],
    'xstate.error.actor.loadRewards': [{ error: new Error('boom') }],
  },
  states: {
    idle: (s) => expect(s.context).toMatchObject({ schedule: null, bonusCount: null, rebateCount: null }),
    loading: () => undefined,
    // A schedule shows only while the site has it on.
    shown: (s) => {
      if (!s.context.levelSchedule) expect(s.context.schedule).toBeNull();
    },
  },
});

describe('account rewards rules', () => {
  it('does not show a schedule that arrives after the site switched it off', () => {
    const actor = stoppedAfterTest(createActor(accountRewardsMachine.provide({ actors: { loadRewards: pendingActor } }))).start();
    actor.send({ type: 'REFRESH', levelSchedule: false });
    actor.send({ type: 'xstate.done.actor.loadRewards', output: { schedule, bonusCount: 0, rebateCount: 3 } } as never);
    expect(actor.getSnapshot().context).toMatchObject({ schedule: null, bonusCount: 0, rebateCount: 3 });
  });

  it('counts the rebates to claim on the newest page, and says unknown when that page is all of them and more exist', () => {
    expect(claimableRebates(pageOf([claimRebateRow, issuedRebate]))).toBe(1);
    expect(claimableRebates(pageOf([issuedRebate], 60))).toBe(0);
    expect(claimableRebates(pageOf([claimRebateRow, rebate(13)], 60))).toBeNull();
    expect(claimableRebates(pageOf([]))).toBe(0);
  });
});
