// Loading indicator: the API client asks for it only once a call has lasted LOADING_DELAY_MS;
// it stays up while any such call is still running.
import { assign, setup } from 'xstate';

export type LoadingEvent = { type: 'SHOW' } | { type: 'HIDE' };

export const loadingMachine = setup({
  types: { context: {} as { pending: number }, events: {} as LoadingEvent },
  guards: { lastOne: ({ context }) => context.pending <= 1 },
  actions: {
    add: assign({ pending: ({ context }) => context.pending + 1 }),
    remove: assign({ pending: ({ context }) => Math.max(0, context.pending - 1) }),
  },
}).createMachine({
  id: 'loading',
  description: 'The loading indicator: visible while at least one slow call runs.',
  context: { pending: 0 },
  initial: 'hidden',
  states: {
    hidden: { on: { SHOW: { target: 'visible', actions: 'add' } } },
    visible: {
      on: {
        SHOW: { actions: 'add' },
        HIDE: [{ guard: 'lastOne', target: 'hidden', actions: 'remove' }, { actions: 'remove' }],
      },
    },
  },
});
