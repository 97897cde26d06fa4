// The withdrawal requests list (cashoutAudit), walked from its graph.
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { withdrawalRequestsMachine } from '../../src/machines/withdrawal-requests.machine';
import { describeModel, pendingActor } from './model-harness';
import { cashoutReply, offline, pendingRequest } from './wallet-fixtures';

type Snapshot = SnapshotFrom<typeof withdrawalRequestsMachine>;
const reply = { ...cashoutReply, requests: [pendingRequest, { ...pendingRequest, id: 43, state: 'failed' as const, reason: 'Card name does not match' }] };

describeModel(withdrawalRequestsMachine.provide({ actors: { loadRequests: pendingActor } }), {
  pathStrategy: 'transitions',
  events: {
    'xstate.done.actor.loadRequests': [{ output: reply }],
    'xstate.error.actor.loadRequests': [{ error: offline }],
  },
  states: {
    loading: (s: Snapshot) => expect(s.hasTag('busy')).toBe(true),
    shown: (s: Snapshot) => expect(s.context.reply?.requests.map((request) => request.reason)).toEqual(['', 'Card name does not match']),
    failed: (s: Snapshot) => expect(s.context.error).toBe(offline.message),
  },
});
