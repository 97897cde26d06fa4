// Contact us (SPEC.md §2 contactUs, §3 "Feedback", §5 feedback and upload rules, §8 texts): a
// text of at least FEEDBACK_MIN_LENGTH characters, up to UPLOAD_MAX_FILES pictures and a contact
// phone of the site's country. Two regions side by side while the form is open:
//   pictures → idle ⇄ uploading: chosen pictures wait in line and are sent one at a time
//              (POST /common/upload, progress shown); too large or too many are refused before
//              sending; a removed picture's upload is cancelled; a failed one can be retried
//   entry    → editing → submitting (POST /contact/submit); no submit while a picture is still
//              waiting or uploading ("the image is still uploading") or has failed
//   submitted → support answers later, as a system message in Messages
import { and, assign, setup, stateIn } from 'xstate';
import { FEEDBACK_MAX_LENGTH } from '../domain/contact';
import type { FeedbackInput, FeedbackReceipt } from '../domain/contact.schema';
import { FEEDBACK_MIN_LENGTH } from '../domain/constants';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../domain/pay';
import { checkPhone, normalizePhone, type PhoneCountry } from '../domain/validation';
import { errorOf, messageOf } from './failure-message';
import { feedbackActors } from './feedback.actors';
import type { PictureUploadEvent } from './picture-upload.actors';

export type PictureState = 'waiting' | 'uploading' | 'uploaded' | 'failed';
export interface FeedbackPicture {
  id: number;
  file: Blob;
  state: PictureState;
  loaded: number;
  total: number;
  url: string | null;
  /** The server's words when it refused the picture. */
  reason: string | null;
}

export type FeedbackField = 'content' | 'phone';
export type FeedbackRule = 'tooShort' | 'tooLong' | 'phone' | 'phoneRequired';
export interface FeedbackInvalid {
  field: FeedbackField;
  rule: FeedbackRule;
}
/** Said about the pictures before or instead of sending (SPEC.md §5, §8). */
export type PictureNotice = 'fileTooLarge' | 'tooManyFiles' | 'stillUploading' | 'uploadFailed';

export interface FeedbackInputs {
  country: PhoneCountry;
  /** The player's own phone, offered as the contact number. */
  phone?: string;
}

export interface FeedbackContext {
  country: PhoneCountry;
  content: string;
  phone: string;
  pictures: FeedbackPicture[];
  nextId: number;
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
  | PictureUploadEvent;

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

const current = (context: FeedbackContext) => context.pictures.find((picture) => picture.state === 'uploading');
const updateCurrent = (context: FeedbackContext, change: Partial<FeedbackPicture>) =>
  context.pictures.map((picture) => (picture.state === 'uploading' ? { ...picture, ...change } : picture));
/** A choice of pictures refused before anything is sent (or ignored while the form is sent). */
const refusals = [
  { guard: 'submitting' },
  { guard: 'noFile' },
  { guard: 'tooManyFiles', actions: 'noticeTooMany' },
  { guard: 'fileTooLarge', actions: 'noticeTooLarge' },
] as const;
const pickedFiles = (event: FeedbackEvent) => (event.type === 'PICK_FILES' ? event.files : []);

export const feedbackMachine = setup({
  types: { input: {} as FeedbackInputs, context: {} as FeedbackContext, events: {} as FeedbackEvent },
  actors: feedbackActors,
  guards: {
    submitting: stateIn({ form: { entry: 'submitting' } }),
    noFile: ({ event }) => pickedFiles(event).length === 0,
    tooManyFiles: ({ context, event }) => context.pictures.length + pickedFiles(event).length > UPLOAD_MAX_FILES,
    fileTooLarge: ({ event }) => pickedFiles(event).some((file) => file.size > UPLOAD_MAX_BYTES),
    hasWaiting: ({ context }) => context.pictures.some((picture) => picture.state === 'waiting'),
    retriesFailed: ({ context, event }) => event.type === 'RETRY_UPLOAD' && context.pictures.some((picture) => picture.id === event.id && picture.state === 'failed'),
    removesCurrent: ({ context, event }) => event.type === 'REMOVE_PICTURE' && current(context)?.id === event.id,
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
    addPictures: assign(({ context, event }) => {
      const files = pickedFiles(event);
      const added = files.map((file, index): FeedbackPicture => ({ id: context.nextId + index, file, state: 'waiting', loaded: 0, total: file.size, url: null, reason: null }));
      return { pictures: [...context.pictures, ...added], nextId: context.nextId + files.length, notice: null, error: null };
    }),
    startNext: assign(({ context }) => {
      const next = context.pictures.find((picture) => picture.state === 'waiting');
      return { pictures: context.pictures.map((picture) => (picture === next ? { ...picture, state: 'uploading' as const, loaded: 0 } : picture)) };
    }),
    takeProgress: assign(({ context, event }) => (event.type === 'UPLOAD_PROGRESS' ? { pictures: updateCurrent(context, { loaded: event.loaded, total: event.total }) } : {})),
    takeUrl: assign(({ context, event }) =>
      event.type === 'UPLOAD_DONE' ? { pictures: updateCurrent(context, { state: 'uploaded', url: event.url, loaded: current(context)?.total ?? 0 }) } : {},
    ),
    takeUploadError: assign(({ context, event }) => (event.type === 'UPLOAD_FAILED' ? { pictures: updateCurrent(context, { state: 'failed', reason: event.reason }) } : {})),
    removePicture: assign(({ context, event }) =>
      event.type === 'REMOVE_PICTURE' ? { pictures: context.pictures.filter((picture) => picture.id !== event.id), notice: null } : {},
    ),
    retryPicture: assign(({ context, event }) =>
      event.type === 'RETRY_UPLOAD'
        ? { pictures: context.pictures.map((picture) => (picture.id === event.id && picture.state === 'failed' ? { ...picture, state: 'waiting' as const, reason: null } : picture)), notice: null }
        : {},
    ),
    noticeTooMany: assign({ notice: 'tooManyFiles' as const }),
    noticeTooLarge: assign({ notice: 'fileTooLarge' as const }),
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
    nextId: 1,
    notice: null,
    invalid: null,
    error: null,
    receipt: null,
  }),
  initial: 'form',
  states: {
    form: {
      type: 'parallel',
      states: {
        pictures: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                PICK_FILES: [...refusals, { target: 'uploading', actions: 'addPictures' }],
                RETRY_UPLOAD: { guard: 'retriesFailed', target: 'uploading', actions: 'retryPicture' },
                REMOVE_PICTURE: { actions: 'removePicture' },
              },
            },
            uploading: {
              entry: 'startNext',
              invoke: { id: 'upload', src: 'upload', input: ({ context }) => ({ file: (current(context) as FeedbackPicture).file }) },
              on: {
                PICK_FILES: [...refusals, { actions: 'addPictures' }],
                RETRY_UPLOAD: { actions: 'retryPicture' },
                UPLOAD_PROGRESS: { actions: 'takeProgress' },
                // The next picture in line starts as this one ends (a new upload actor).
                UPLOAD_DONE: [{ guard: 'hasWaiting', target: 'uploading', reenter: true, actions: 'takeUrl' }, { target: 'idle', actions: 'takeUrl' }],
                UPLOAD_FAILED: [{ guard: 'hasWaiting', target: 'uploading', reenter: true, actions: 'takeUploadError' }, { target: 'idle', actions: 'takeUploadError' }],
                // Removing the picture being sent cancels its upload (the invoke stops).
                REMOVE_PICTURE: [
                  { guard: and(['removesCurrent', 'hasWaiting']), target: 'uploading', reenter: true, actions: 'removePicture' },
                  { guard: 'removesCurrent', target: 'idle', actions: 'removePicture' },
                  { actions: 'removePicture' },
                ],
              },
            },
          },
        },
        entry: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                CHANGE: { actions: 'change' },
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
      },
    },
    /** Received: support answers later, as a system message. */
    submitted: { type: 'final' },
  },
});
