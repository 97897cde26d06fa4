// Feedback to support and the customer-service channels (SPEC.md §2 contactUs, contactInfomation;
// §3 "Feedback"; §7 contact calls; shapes in src/domain/contact.ts). The channels need no token:
// a guest may open the contact information screen.
import type { FeedbackInput, FeedbackReceipt, ServiceContactItem } from '../domain/contact.schema';
import { api, type CallOptions } from './api-client';

/** POST /contact/submit: the pictures are urls the upload route answered for this player. */
export async function submitFeedback(input: FeedbackInput, options?: CallOptions): Promise<FeedbackReceipt> {
  return (await api.post<FeedbackReceipt>('/contact/submit', { ...input }, options)).data;
}

/** GET /operation/getServiceContactInformation, in the operator's order; a null list is empty. */
export async function getServiceContacts(options?: CallOptions): Promise<ServiceContactItem[]> {
  return (await api.get<ServiceContactItem[] | null>('/operation/getServiceContactInformation', undefined, options)).data ?? [];
}
