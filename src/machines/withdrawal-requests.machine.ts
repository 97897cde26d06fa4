// The player's withdrawal requests (SPEC.md §2 cashoutAudit): each with its state, and the
// operator's reason for a rejection. loading → shown | failed (RETRY); REFRESH reloads.
import { assign, setup } from 'xstate';
import type { WithdrawRequestReply } from '../domain/withdrawal.schema';
import { errorOf, messageOf } from './failure-message';
import { withdrawalActors } from './withdrawal.actors';

export interface WithdrawalRequestsContext {
  reply: WithdrawRequestReply | null;
  error: string | null;
}

export const withdrawalRequestsMachine = setup({
  types: { context: {} as WithdrawalRequestsContext, events: {} as { type: 'RETRY' } | { type: 'REFRESH' } },
  actors: { loadRequests: withdrawalActors.loadRequests },
  actions: {
    takeReply: assign((_, reply: WithdrawRequestReply) => ({ reply, error: null })),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
  },
}).createMachine({
  id: 'withdrawalRequests',
  description: 'The withdrawal requests and their states and reasons; REFRESH after a review.',
  context: { reply: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRequests',
        src: 'loadRequests',
        onDone: { target: 'shown', actions: { type: 'takeReply', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
      },
    },
    shown: { on: { REFRESH: 'loading' } },
    failed: { on: { RETRY: 'loading' } },
  },
});
