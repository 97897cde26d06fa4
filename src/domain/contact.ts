// Feedback and the customer-service channels (SPEC.md §3 "Feedback", §5, §7): the feedback's
// limit and the channel kinds. The calls' wire shapes are contact.schema.ts.

/** The most a feedback text may hold (the least is FEEDBACK_MIN_LENGTH in constants.ts). */
export const FEEDBACK_MAX_LENGTH = 1000;

/** The kinds of customer-service channel the contact screen knows how to show and open. */
export const SERVICE_CONTACT_TYPES = ['phone', 'email', 'telegram', 'viber', 'whatsapp', 'facebook', 'line', 'link'] as const;
export type ServiceContactType = (typeof SERVICE_CONTACT_TYPES)[number];

