// Contact information (SPEC.md §2 contactInfomation, §7 GET /operation/getServiceContactInformation):
// the customer-service channels, readable by a guest too.
//   loading → loaded (the channels, or none) | failed → RETRY → loading
import { assign, setup } from 'xstate';
import type { ServiceContactItem } from '../domain/contact.schema';
import { errorOf, messageOf } from './failure-message';
import { serviceContactsActors } from './service-contacts.actors';

export interface ServiceContactsContext {
  contacts: ServiceContactItem[];
  error: string | null;
}

export type ServiceContactsEvent = { type: 'RETRY' };

export const serviceContactsMachine = setup({
  types: { context: {} as ServiceContactsContext, events: {} as ServiceContactsEvent },
  actors: serviceContactsActors,
  guards: {
    noContacts: (_, contacts: ServiceContactItem[]) => contacts.length === 0,
  },
  actions: {
    takeContacts: assign({ contacts: (_, contacts: ServiceContactItem[]) => contacts, error: null }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
  },
}).createMachine({
  id: 'serviceContacts',
  description: 'Contact information: the customer-service channels, loaded once, with a retry after a failure.',
  context: { contacts: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadContacts',
        src: 'loadContacts',
        onDone: [
          { guard: { type: 'noContacts', params: ({ event }) => event.output }, target: 'empty' },
          { target: 'loaded', actions: { type: 'takeContacts', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
      },
    },
    loaded: {},
    /** The operator has listed no channel. */
    empty: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
