// The Account page's member-level progress and claimable counts (SPEC.md §2 Account page, §3
// levelScheduleStatus). Loaded on every visit of a signed-in player, like the balance:
//   idle    → nobody signed in (or not asked yet)
//   loading → the schedule (only while the site's levelScheduleStatus is on) and both counts
//   shown   → what could be read; REFRESH reads again, CLEAR forgets it at sign-out
import { assign, setup } from 'xstate';
import { accountRewardsActors, type AccountRewards } from './account-rewards.actors';

export interface AccountRewardsContext extends AccountRewards {
  levelSchedule: boolean;
}

export type AccountRewardsEvent = { type: 'REFRESH'; levelSchedule: boolean } | { type: 'CLEAR' };

const nothing: AccountRewards = { schedule: null, bonusCount: null, rebateCount: null };

export const accountRewardsMachine = setup({
  types: { context: {} as AccountRewardsContext, events: {} as AccountRewardsEvent },
  actors: accountRewardsActors,
  actions: {
    // Switched off: the progress goes at once, not after the next reply.
    setSchedule: assign(({ context, event }) =>
      event.type === 'REFRESH' ? { levelSchedule: event.levelSchedule, schedule: event.levelSchedule ? context.schedule : null } : {},
    ),
    take: assign(({ context }, rewards: AccountRewards) => ({
      ...rewards,
      // A schedule the site switched off meanwhile is not shown.
      schedule: context.levelSchedule ? rewards.schedule : null,
    })),
    clear: assign({ ...nothing }),
  },
}).createMachine({
  id: 'accountRewards',
  description: "The member level's progress (when the site shows it) and the counts of claimable bonuses and rebates.",
  context: { levelSchedule: false, ...nothing },
  initial: 'idle',
  on: {
    REFRESH: { target: '.loading', actions: 'setSchedule' },
    CLEAR: { target: '.idle', actions: 'clear' },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        id: 'loadRewards',
        src: 'loadRewards',
        input: ({ context }) => ({ levelSchedule: context.levelSchedule }),
        onDone: { target: 'shown', actions: { type: 'take', params: ({ event }) => event.output } },
        // Every part is settled in the actor; this is only a safety net.
        onError: 'shown',
      },
    },
    shown: {},
  },
});
