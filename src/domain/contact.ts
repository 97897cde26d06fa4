// The feedback and customer-service calls' wire shapes (SPEC.md §3 "Feedback", §5, §7):
// POST /contact/submit and GET /operation/getServiceContactInformation.

/** The most a feedback text may hold (the least is FEEDBACK_MIN_LENGTH in constants.ts). */
export const FEEDBACK_MAX_LENGTH = 1000;

/** POST /contact/submit: pictures are urls POST /common/upload answered (at most UPLOAD_MAX_FILES). */
export interface FeedbackInput {
  content: string;
  pictures: string[];
  phone: string;
}

export interface FeedbackReceipt {
  id: number;
}

/** The kinds of customer-service channel the contact screen knows how to show and open. */
export const SERVICE_CONTACT_TYPES = ['phone', 'email', 'telegram', 'viber', 'whatsapp', 'facebook', 'line', 'link'] as const;
export type ServiceContactType = (typeof SERVICE_CONTACT_TYPES)[number];

/** One customer-service channel: what it is, the words shown beside it, and what is copied. */
export interface ServiceContactItem {
  type: ServiceContactType;
  label: string;
  value: string;
}
