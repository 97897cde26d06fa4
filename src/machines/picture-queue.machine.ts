// The feedback form's pictures (SPEC.md §5 upload rules, §8 texts): chosen pictures wait in line
// and are sent one at a time (POST /common/upload, progress shown); too large or too many are
// refused before sending; a removed picture's upload is cancelled; a failed one can be retried.
// The form runs one while it is open and hears of every change (PICTURES) and of every notice
// about a choice (PICTURE_NOTICE), so its submit rule and its screen read one list.
//   idle      → nothing travelling
//   uploading → one picture travelling; the next in line starts as it ends
import { and, assign, setup } from 'xstate';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../domain/pay';
import { pictureUpload, type PictureUploadEvent } from './picture-upload.actors';

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

/** Said about the pictures before or instead of sending (SPEC.md §5, §8). */
export type PictureNotice = 'fileTooLarge' | 'tooManyFiles' | 'stillUploading' | 'uploadFailed';

/** What the queue tells the form. `picked`: the notice comes with newly chosen pictures. */
export type PictureQueueReport = { type: 'PICTURES'; pictures: FeedbackPicture[] } | { type: 'PICTURE_NOTICE'; notice: PictureNotice | null; picked: boolean };

export interface PictureQueueInput {
  owner: { send(event: PictureQueueReport): void };
}

interface PictureQueueContext extends PictureQueueInput {
  pictures: FeedbackPicture[];
  nextId: number;
}

export type PictureQueueEvent = { type: 'PICK_FILES'; files: Blob[] } | { type: 'REMOVE_PICTURE'; id: number } | { type: 'RETRY_UPLOAD'; id: number } | PictureUploadEvent;

const current = (context: PictureQueueContext) => context.pictures.find((picture) => picture.state === 'uploading');
const updateCurrent = (context: PictureQueueContext, change: Partial<FeedbackPicture>) =>
  context.pictures.map((picture) => (picture.state === 'uploading' ? { ...picture, ...change } : picture));
/** A choice of pictures refused before anything is sent. */
const refusals = [
  { guard: 'noFile' },
  { guard: 'tooManyFiles', actions: { type: 'notice', params: 'tooManyFiles' } },
  { guard: 'fileTooLarge', actions: { type: 'notice', params: 'fileTooLarge' } },
] as const;
const pickedFiles = (event: PictureQueueEvent) => (event.type === 'PICK_FILES' ? event.files : []);

export const pictureQueueMachine = setup({
  types: { input: {} as PictureQueueInput, context: {} as PictureQueueContext, events: {} as PictureQueueEvent },
  actors: { upload: pictureUpload },
  guards: {
    noFile: ({ event }) => pickedFiles(event).length === 0,
    tooManyFiles: ({ context, event }) => context.pictures.length + pickedFiles(event).length > UPLOAD_MAX_FILES,
    fileTooLarge: ({ event }) => pickedFiles(event).some((file) => file.size > UPLOAD_MAX_BYTES),
    hasWaiting: ({ context }) => context.pictures.some((picture) => picture.state === 'waiting'),
    retriesFailed: ({ context, event }) => event.type === 'RETRY_UPLOAD' && context.pictures.some((picture) => picture.id === event.id && picture.state === 'failed'),
    removesCurrent: ({ context, event }) => event.type === 'REMOVE_PICTURE' && current(context)?.id === event.id,
  },
  actions: {
    addPictures: assign(({ context, event }) => {
      const files = pickedFiles(event);
      const added = files.map((file, index): FeedbackPicture => ({ id: context.nextId + index, file, state: 'waiting', loaded: 0, total: file.size, url: null, reason: null }));
      return { pictures: [...context.pictures, ...added], nextId: context.nextId + files.length };
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
    removePicture: assign(({ context, event }) => (event.type === 'REMOVE_PICTURE' ? { pictures: context.pictures.filter((picture) => picture.id !== event.id) } : {})),
    retryPicture: assign(({ context, event }) =>
      event.type === 'RETRY_UPLOAD'
        ? { pictures: context.pictures.map((picture) => (picture.id === event.id && picture.state === 'failed' ? { ...picture, state: 'waiting' as const, reason: null } : picture)) }
        : {},
    ),
    report: ({ context }) => context.owner.send({ type: 'PICTURES', pictures: context.pictures }),
    notice: ({ context }, notice: PictureNotice) => context.owner.send({ type: 'PICTURE_NOTICE', notice, picked: false }),
    // A change of pictures clears what was said about them; new ones also clear the form's error.
    clearNotice: ({ context, event }) => context.owner.send({ type: 'PICTURE_NOTICE', notice: null, picked: event.type === 'PICK_FILES' }),
  },
}).createMachine({
  id: 'pictureQueue',
  description: 'Pictures sent one at a time with progress; too large or too many refused before sending; removed ones cancelled, failed ones retried.',
  context: ({ input }) => ({ owner: input.owner, pictures: [], nextId: 1 }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        PICK_FILES: [...refusals, { target: 'uploading', actions: ['addPictures', 'report', 'clearNotice'] }],
        RETRY_UPLOAD: { guard: 'retriesFailed', target: 'uploading', actions: ['retryPicture', 'report', 'clearNotice'] },
        REMOVE_PICTURE: { actions: ['removePicture', 'report', 'clearNotice'] },
      },
    },
    uploading: {
      entry: ['startNext', 'report'],
      invoke: { id: 'upload', src: 'upload', input: ({ context }) => ({ file: (current(context) as FeedbackPicture).file }) },
      on: {
        PICK_FILES: [...refusals, { actions: ['addPictures', 'report', 'clearNotice'] }],
        RETRY_UPLOAD: { actions: ['retryPicture', 'report', 'clearNotice'] },
        UPLOAD_PROGRESS: { actions: ['takeProgress', 'report'] },
        // The next picture in line starts as this one ends (a new upload actor).
        UPLOAD_DONE: [{ guard: 'hasWaiting', target: 'uploading', reenter: true, actions: 'takeUrl' }, { target: 'idle', actions: ['takeUrl', 'report'] }],
        UPLOAD_FAILED: [{ guard: 'hasWaiting', target: 'uploading', reenter: true, actions: 'takeUploadError' }, { target: 'idle', actions: ['takeUploadError', 'report'] }],
        // Removing the picture being sent cancels its upload (the invoke stops).
        REMOVE_PICTURE: [
          { guard: and(['removesCurrent', 'hasWaiting']), target: 'uploading', reenter: true, actions: ['removePicture', 'clearNotice'] },
          { guard: 'removesCurrent', target: 'idle', actions: ['removePicture', 'report', 'clearNotice'] },
          { actions: ['removePicture', 'report', 'clearNotice'] },
        ],
      },
    },
  },
});
