// The deposit form's preview, walked from the machine's graph: an amount waits for a pause in
// typing, is asked, and the answer is told to the form; a newer amount restarts the wait, CLEAR
// drops it, a failed ask is dropped quietly.
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { depositPreviewMachine, type PreviewReport } from '../../src/machines/deposit-preview.machine';
import { ApiError } from '../../src/services/api-error';
import { describeModel, pendingActor } from './model-harness';

type Snapshot = SnapshotFrom<typeof depositPreviewMachine>;

const owner = { send: vi.fn<(event: PreviewReport) => void>() };
const budget = { amount: 500, fee: 5, arrivalAmount: 495 };

describeModel(depositPreviewMachine.provide({ actors: { budget: pendingActor } }), {
  input: { owner },
  pathStrategy: 'transitions',
  clock: true,
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context.request]),
  events: {
    AMOUNT: [{ channelId: 11, amount: 500 }],
    'xstate.done.actor.budget': [{ output: budget }],
    'xstate.error.actor.budget': [{ error: new ApiError('network', 'Network error') }],
  },
  states: {
    idle: (s) => {
      // Told only what was asked and answered: never a preview for a cleared amount.
      const told = owner.send.mock.calls.at(-1)?.[0];
      if (told) expect(told).toEqual({ type: 'PREVIEW', budget });
      expect(s.children.budget).toBeUndefined();
    },
    pausing: (s) => {
      expect(s.context.request).toEqual({ channelId: 11, amount: 500 });
      expect(s.children.budget).toBeUndefined();
    },
    estimating: (s) => {
      expect(s.context.request).toEqual({ channelId: 11, amount: 500 });
      expect(s.children.budget).toBeDefined();
    },
  },
});
