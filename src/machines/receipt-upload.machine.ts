// The manual deposit's receipt photo (SPEC.md §3 "Manual deposit", §5 upload rules, §8 texts): one
// picture, sent with progress (POST /common/upload). A picture too large, or more than a receipt
// takes, is refused before sending; a new picture replaces the one being sent (its upload is
// cancelled); a failed one can be retried or removed. The form runs one while it is open and hears
// of every change (RECEIPT) and of every notice about a choice (RECEIPT_NOTICE).
//   empty → uploading → uploaded | failed (RETRY_UPLOAD sends the same picture again)
import { assign, setup } from 'xstate';
import { RECEIPT_MAX_FILES } from '../domain/constants';
import { UPLOAD_MAX_BYTES } from '../domain/pay';
import { pictureUpload, type PictureUploadEvent } from './picture-upload.actors';

export type ReceiptPhase = 'empty' | 'uploading' | 'uploaded' | 'failed';
/** Said about a chosen picture before sending it (SPEC.md §5, §8). */
export type ReceiptPickNotice = 'fileTooLarge' | 'tooManyFiles';

export interface Receipt {
  phase: ReceiptPhase;
  file: Blob | null;
  progress: { loaded: number; total: number };
  /** Where the uploaded picture lives, once it arrived. */
  url: string | null;
  /** The server's words when it refused the picture. */
  error: string | null;
}

/** What the receipt tells the form. A notice of null: the choice changed, what was said is gone. */
export type ReceiptReport = { type: 'RECEIPT'; receipt: Receipt } | { type: 'RECEIPT_NOTICE'; notice: ReceiptPickNotice | null };

export interface ReceiptUploadInput {
  owner: { send(event: ReceiptReport): void };
}

interface ReceiptUploadContext extends ReceiptUploadInput {
  receipt: Receipt;
}

export type ReceiptUploadEvent = { type: 'PICK_FILES'; files: Blob[] } | { type: 'REMOVE_RECEIPT' } | { type: 'RETRY_UPLOAD' } | PictureUploadEvent;

export const noReceipt: Receipt = { phase: 'empty', file: null, progress: { loaded: 0, total: 0 }, url: null, error: null };

const pickedFiles = (event: ReceiptUploadEvent): Blob[] => (event.type === 'PICK_FILES' ? event.files : []);
const change = (context: ReceiptUploadContext, change: Partial<Receipt>) => ({ receipt: { ...context.receipt, ...change } });

export const receiptUploadMachine = setup({
  types: { input: {} as ReceiptUploadInput, context: {} as ReceiptUploadContext, events: {} as ReceiptUploadEvent },
  actors: { upload: pictureUpload },
  guards: {
    noFile: ({ event }) => event.type === 'PICK_FILES' && event.files.length === 0,
    tooManyFiles: ({ event }) => pickedFiles(event).length > RECEIPT_MAX_FILES,
    fileTooLarge: ({ event }) => (pickedFiles(event)[0]?.size ?? 0) > UPLOAD_MAX_BYTES,
  },
  actions: {
    enter: assign(({ context }, phase: ReceiptPhase) => change(context, { phase })),
    takeFile: assign(({ context, event }) => {
      const file = pickedFiles(event)[0] ?? null;
      return change(context, { file, url: null, error: null, progress: { loaded: 0, total: file?.size ?? 0 } });
    }),
    restartProgress: assign(({ context }) => change(context, { progress: { loaded: 0, total: context.receipt.file?.size ?? 0 }, error: null })),
    takeProgress: assign(({ context, event }) => (event.type === 'UPLOAD_PROGRESS' ? change(context, { progress: { loaded: event.loaded, total: event.total } }) : {})),
    takeUrl: assign(({ context, event }) => {
      const total = context.receipt.progress.total;
      return event.type === 'UPLOAD_DONE' ? change(context, { url: event.url, progress: { loaded: total, total } }) : {};
    }),
    takeUploadError: assign(({ context, event }) => (event.type === 'UPLOAD_FAILED' ? change(context, { error: event.reason, url: null }) : {})),
    removeReceipt: assign({ receipt: noReceipt }),
    report: ({ context }) => context.owner.send({ type: 'RECEIPT', receipt: context.receipt }),
    notice: ({ context }, notice: ReceiptPickNotice | null) => context.owner.send({ type: 'RECEIPT_NOTICE', notice }),
  },
}).createMachine({
  id: 'receiptUpload',
  description: 'One receipt picture sent with progress; too large or too many refused before sending; replaced, removed or retried.',
  context: ({ input }) => ({ owner: input.owner, receipt: noReceipt }),
  initial: 'empty',
  on: {
    PICK_FILES: [
      { guard: 'noFile' },
      { guard: 'tooManyFiles', actions: { type: 'notice', params: 'tooManyFiles' } },
      { guard: 'fileTooLarge', actions: { type: 'notice', params: 'fileTooLarge' } },
      // A new picture replaces the one being sent or sent: the old upload is cancelled.
      { target: '.uploading', reenter: true, actions: ['takeFile', { type: 'notice', params: null }] },
    ],
  },
  states: {
    empty: { entry: [{ type: 'enter', params: 'empty' }, 'report'] },
    uploading: {
      entry: [{ type: 'enter', params: 'uploading' }, 'report'],
      invoke: { id: 'upload', src: 'upload', input: ({ context }) => ({ file: context.receipt.file as Blob }) },
      on: {
        UPLOAD_PROGRESS: { actions: ['takeProgress', 'report'] },
        UPLOAD_DONE: { target: 'uploaded', actions: 'takeUrl' },
        UPLOAD_FAILED: { target: 'failed', actions: 'takeUploadError' },
      },
    },
    uploaded: {
      entry: [{ type: 'enter', params: 'uploaded' }, 'report'],
      on: { REMOVE_RECEIPT: { target: 'empty', actions: ['removeReceipt', { type: 'notice', params: null }] } },
    },
    /** "Upload failed, please try again" (SPEC.md §8). */
    failed: {
      entry: [{ type: 'enter', params: 'failed' }, 'report'],
      on: {
        RETRY_UPLOAD: { target: 'uploading', actions: ['restartProgress', { type: 'notice', params: null }] },
        REMOVE_RECEIPT: { target: 'empty', actions: ['removeReceipt', { type: 'notice', params: null }] },
      },
    },
  },
});
