// The feedback and customer-service calls' wire shapes (SPEC.md §3 "Feedback", §5, §7): POST
// /contact/submit and GET /operation/getServiceContactInformation, the one source of their types
// (wire.schema.ts). The limits and channel kinds are contact.ts.
import { Type, type Static } from 'typebox';
import { FEEDBACK_MAX_LENGTH, SERVICE_CONTACT_TYPES } from './contact';
import { literalUnion } from './wire.schema';

/**
 * POST /contact/submit: pictures are urls POST /common/upload answered (at most UPLOAD_MAX_FILES).
 * Generous caps: the service answers the real limits in the caller's language.
 */
export const FeedbackInputSchema = Type.Object({
  content: Type.String({ maxLength: FEEDBACK_MAX_LENGTH * 2 }),
  pictures: Type.Array(Type.String({ maxLength: 300 }), { maxItems: 20 }),
  phone: Type.String({ maxLength: 40 }),
});
export type FeedbackInput = Static<typeof FeedbackInputSchema>;

export const FeedbackReceiptSchema = Type.Object({ id: Type.Number() });
export type FeedbackReceipt = Static<typeof FeedbackReceiptSchema>;

/** One customer-service channel: what it is, the words shown beside it, and what is copied. */
export const ServiceContactItemSchema = Type.Object({ type: literalUnion(SERVICE_CONTACT_TYPES), label: Type.String(), value: Type.String() });
export type ServiceContactItem = Static<typeof ServiceContactItemSchema>;
