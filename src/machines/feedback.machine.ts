// Contact us (SPEC.md §2 contactUs, §3 "Feedback", §5 feedback and upload rules, §8 texts): a
// text of at least FEEDBACK_MIN_LENGTH characters, up to UPLOAD_MAX_FILES pictures and a contact
// phone of the site's country. While the form is open, its pictures are a child of their own
// (picture-queue.machine.ts: sent one at a time, refused before sending, cancelled, retried),
// which reports every change; the form keeps the list it is told and sends it with the text.
//   form.editing    → CHANGE; SUBMIT: no submit while a picture is still waiting or uploading
//                     ("the image is still uploading") or has failed
//   form.submitting → POST /contact/submit (choosing pictures waits; removing or retrying does not)
//   submitted       → support answers later, as a system message in Messages
import { assign, forwardTo, setup } from 'xstate';
import { FEEDBACK_MAX_LENGTH } from '../domain/contact';
import type { FeedbackInput, FeedbackReceipt } from '../domain/contact.schema';
import { FEEDBACK_MIN_LENGTH } from '../domain/constants';
import { checkPhone, normalizePhone, type PhoneCountry } from '../domain/validation';
import { errorOf, messageOf } from './failure-message';
import { feedbackActors } from './feedback.actors';
import { pictureQueueMachine, type FeedbackPicture, type PictureNotice, type PictureQueueReport } from './picture-queue.machine';

export type { FeedbackPicture, PictureNotice, PictureState } from './picture-queue.machine';

export type FeedbackField = 'content' | 'phone';
export type FeedbackRule = 'tooShort' | 'tooLong' | 'phone' | 'phoneRequired';
export interface FeedbackInvalid {
  field: FeedbackField;
  rule: FeedbackRule;
}

export interface FeedbackInputs {
  country: PhoneCountry;
  /** The player's own phone, offered as the contact number. */
  phone?: string;
}

export interface FeedbackContext {
  country: PhoneCountry;
  content: string;
  phone: string;
  /** As the picture queue last reported them. */
  pictures: FeedbackPicture[];
  notice: PictureNotice | null;
  invalid: FeedbackInvalid | null;
  error: string | null;
  receipt: FeedbackReceipt | null;
}

export type FeedbackEvent =
  | { type: 'CHANGE'; field: FeedbackField; value: string }
  | { type: 'PICK_FILES'; files: Blob[] }
  | { type: 'REMOVE_PICTURE'; id: number }
  | { type: 'RETRY_UPLOAD'; id: number }
  | { type: 'SUBMIT' }
  | PictureQueueReport;

/** The characters a text counts (what the server checks: the trimmed text). */
export const feedbackLength = (content: string): number => content.trim().length;

/** The first rule the text or phone breaks, or null. */
export function feedbackFailure(content: string, phone: string, country: PhoneCountry): FeedbackInvalid | null {
  const length = feedbackLength(content);
  if (length < FEEDBACK_MIN_LENGTH) return { field: 'content', rule: 'tooShort' };
  if (length > FEEDBACK_MAX_LENGTH) return { field: 'content', rule: 'tooLong' };
  const phoneCheck = checkPhone('phone', phone, country);
  if (phoneCheck) return { field: 'phone', rule: phoneCheck.rule === 'phoneRequired' ? 'phoneRequired' : 'phone' };
  return null;
}

export function feedbackOf(context: Pick<FeedbackContext, 'content' | 'phone' | 'pictures'>): FeedbackInput {
  return {
    content: context.content.trim(),
    pictures: context.pictures.flatMap((picture) => (picture.url ? [picture.url] : [])),
    phone: normalizePhone(context.phone),
  };
}

export const feedbackMachine = setup({
  types: { input: {} as FeedbackInputs, context: {} as FeedbackContext, events: {} as FeedbackEvent },
  actors: { ...feedbackActors, pictureQueue: pictureQueueMachine },
  guards: {
    picturesBusy: ({ context }) => context.pictures.some((picture) => picture.state === 'waiting' || picture.state === 'uploading'),
    pictureFailed: ({ context }) => context.pictures.some((picture) => picture.state === 'failed'),
    formInvalid: ({ context }) => feedbackFailure(context.content, context.phone, context.country) !== null,
  },
  actions: {
    change: assign(({ context, event }) =>
      event.type === 'CHANGE'
        ? { [event.field]: event.value, error: null, invalid: context.invalid?.field === event.field ? null : context.invalid }
        : {},
    ),
    toPictures: forwardTo('pictures'),
    takePictures: assign(({ event }) => (event.type === 'PICTURES' ? { pictures: event.pictures } : {})),
    takeNotice: assign(({ context, event }) => (event.type === 'PICTURE_NOTICE' ? { notice: event.notice, error: event.picked ? null : context.error } : {})),
    noticeStillUploading: assign({ notice: 'stillUploading' as const }),
    noticeUploadFailed: assign({ notice: 'uploadFailed' as const }),
    showInvalid: assign(({ context }) => ({ invalid: feedbackFailure(context.content, context.phone, context.country), notice: null, error: null })),
    clearMessages: assign({ invalid: null, notice: null, error: null }),
    takeReceipt: assign({ receipt: (_, receipt: FeedbackReceipt) => receipt }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
  },
}).createMachine({
  id: 'feedback',
  description: 'Contact us: feedback text (at least 10 characters), up to 3 pictures uploaded one at a time with progress, and a contact phone; no submit while a picture is still uploading.',
  context: ({ input }) => ({
    country: input.country,
    content: '',
    phone: input.phone ?? '',
    pictures: [],
    notice: null,
    invalid: null,
    error: null,
    receipt: null,
  }),
  initial: 'form',
  states: {
    form: {
      invoke: { id: 'pictures', src: 'pictureQueue', input: ({ self }) => ({ owner: self }) },
      on: {
        PICTURES: { actions: 'takePictures' },
        PICTURE_NOTICE: { actions: 'takeNotice' },
        REMOVE_PICTURE: { actions: 'toPictures' },
        RETRY_UPLOAD: { actions: 'toPictures' },
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            CHANGE: { actions: 'change' },
            PICK_FILES: { actions: 'toPictures' },
            SUBMIT: [
              { guard: 'picturesBusy', actions: 'noticeStillUploading' },
              { guard: 'pictureFailed', actions: 'noticeUploadFailed' },
              { guard: 'formInvalid', actions: 'showInvalid' },
              { target: 'submitting', actions: 'clearMessages' },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'submit',
            src: 'submit',
            input: ({ context }) => feedbackOf(context),
            onDone: { target: '#feedback.submitted', actions: { type: 'takeReceipt', params: ({ event }) => event.output } },
            onError: { target: 'editing', actions: { type: 'showError', params: errorOf } },
          },
        },
      },
    },
    /** Received: support answers later, as a system message. */
    submitted: { type: 'final' },
  },
});
