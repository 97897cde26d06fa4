// Whether the recharge screen offers deposit limits (issue 12: "offered at the first deposit"): to
// a player who has never deposited and has set no limit. A failed read offers nothing.
import { setup } from 'xstate';
import type { SafetyStatus } from '../domain/safer-play.schema';
import { depositLimitsActors } from './deposit-limits.actors';

export function offersLimits(status: SafetyStatus): boolean {
  return !status.hasDeposited && status.limits.every((item) => item.amount === null && item.pending === null);
}

export const limitsOfferMachine = setup({
  actors: { loadSafety: depositLimitsActors.loadSafety },
  guards: { offers: (_, status: SafetyStatus) => offersLimits(status) },
}).createMachine({
  id: 'limitsOffer',
  description: 'The first deposit offers deposit limits when none is set.',
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadSafety',
        onDone: [{ guard: { type: 'offers', params: ({ event }) => event.output }, target: 'offered' }, { target: 'hidden' }],
        onError: 'hidden',
      },
    },
    offered: {},
    hidden: {},
  },
});
