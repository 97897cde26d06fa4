// Toast: one message at a time, shown for TOAST_DURATION_MS unless a call asks for another
// duration (SPEC.md §8 uses 3 s). A new message replaces the shown one and restarts the timer.
import { assign, setup } from 'xstate';
import { TOAST_DURATION_MS } from '../domain/constants';

export interface ToastContext {
  text: string;
  durationMs: number;
}

export type ToastEvent = { type: 'SHOW'; text: string; durationMs?: number } | { type: 'DISMISS' };

export const toastMachine = setup({
  types: { context: {} as ToastContext, events: {} as ToastEvent },
  delays: { shownFor: ({ context }) => context.durationMs },
  actions: {
    remember: assign(({ event }) =>
      event.type === 'SHOW' ? { text: event.text, durationMs: event.durationMs ?? TOAST_DURATION_MS } : {},
    ),
  },
}).createMachine({
  id: 'toast',
  description: 'One toast at a time; it hides itself after its duration.',
  context: { text: '', durationMs: TOAST_DURATION_MS },
  initial: 'hidden',
  states: {
    hidden: { on: { SHOW: { target: 'shown', actions: 'remember' } } },
    shown: {
      after: { shownFor: 'hidden' },
      on: {
        // Re-entering restarts the timer so the newest message gets its full time.
        SHOW: { target: 'shown', reenter: true, actions: 'remember' },
        DISMISS: 'hidden',
      },
    },
  },
});
