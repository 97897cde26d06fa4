// The call the contact information screen makes, as a named actor (tests provide their own).
import { fromPromise } from 'xstate';
import type { ServiceContactItem } from '../domain/contact.schema';
import { getServiceContacts } from '../services/contact.api';

export const serviceContactsActors = {
  // The screen shows the failure with a retry button, so the call does not toast it as well.
  loadContacts: fromPromise<ServiceContactItem[]>(() => getServiceContacts({ toastError: false })),
};
