// The message screen (SPEC.md §2 message): the three categories, each with its unread number and
// latest title; a category opens its list.
//   loading → shown | failed (RETRY: loading)
import { assign, setup } from 'xstate';
import { errorOf, messageOf } from './failure-message';
import { messageCentreActors, type CategoryOverview } from './message-centre.actors';

export interface MessageCentreContext {
  categories: CategoryOverview[];
  error: string | null;
}

export type MessageCentreEvent = { type: 'RETRY' };

export const messageCentreMachine = setup({
  types: { context: {} as MessageCentreContext, events: {} as MessageCentreEvent },
  actors: messageCentreActors,
  actions: {
    takeCategories: assign({ categories: (_, categories: CategoryOverview[]) => categories, error: null }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
  },
}).createMachine({
  id: 'messageCentre',
  description: 'The message screen: each category with its unread number and latest title.',
  context: { categories: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOverview',
        src: 'loadOverview',
        onDone: { target: 'shown', actions: { type: 'takeCategories', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
      },
    },
    shown: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
