// Contact us, walked from the machine's graph: the text and phone filled (too short, long enough;
// a wrong phone, a right one), pictures refused before sending (too large, too many), sent one at
// a time with progress, failed and retried, removed while sending, a submit refused while a
// picture is still uploading, then submitted or refused by the server and retried. Then the rules
// one by one on a running actor.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { UPLOAD_MAX_BYTES } from '../../src/domain/pay';
import type { FeedbackInput, FeedbackReceipt } from '../../src/domain/contact.schema';
import type { PictureUploadEvent } from '../../src/machines/picture-upload.actors';
import { feedbackFailure, feedbackMachine } from '../../src/machines/feedback.machine';
import { pictureQueueMachine, type FeedbackPicture, type PictureQueueEvent, type PictureQueueInput, type PictureState } from '../../src/machines/picture-queue.machine';
import { ApiError } from '../../src/services/api-error';
import { describeModel, pendingActor, type ModelPath } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof feedbackMachine>;

// The graph tells events apart by their JSON, and a Blob's JSON is {}: each says what it is.
const named = (blob: Blob, name: string) => Object.assign(blob, { toJSON: () => name });
const picture = named(new Blob([new Uint8Array(2048)], { type: 'image/png' }), 'picture 2 kB');
const huge = named(new Blob([new Uint8Array(UPLOAD_MAX_BYTES + 1)], { type: 'image/png' }), 'picture over the limit');
const refused = new ApiError('reply', 'That picture is not yours', { reply: { code: 500, msg: 'That picture is not yours', data: null } });
const silentUpload = fromCallback<PictureUploadEvent, { file: Blob }>(() => {});
const TEXT = 'The slot froze after a spin';
const busyPictures = (s: Snapshot) => s.context.pictures.some((p) => p.state === 'waiting' || p.state === 'uploading');

const picture1 = (state: PictureState): FeedbackPicture => ({ id: 1, file: picture, state, loaded: 0, total: 2048, url: state === 'uploaded' ? '/user-api/common/file/p1.png' : null, reason: null });

// The form: what it is told of its pictures decides whether SUBMIT sends. Its queue stays silent
// here (the graph's PICTURES steps are what it would say); the queue has its own graph below.
const silentQueue = fromCallback<PictureQueueEvent, PictureQueueInput>(() => {}) as unknown as typeof pictureQueueMachine;
/** While the form is sent no picture can be chosen, and none failed: the queue only says "all arrived". */
const possible = (path: ModelPath) =>
  path.steps.every((step, i) => {
    const before = path.steps[i - 1]?.state;
    if (i === 0 || !before?.matches({ form: 'submitting' })) return true;
    if (step.event.type === 'PICTURE_NOTICE' || step.event.type === 'RETRY_UPLOAD') return false;
    return step.event.type !== 'PICTURES' || (step.event.pictures as FeedbackPicture[]).every((p) => p.state === 'uploaded');
  });

describeModel(feedbackMachine.provide({ actors: { pictureQueue: silentQueue, submit: pendingActor } }), {
  input: { country: 'PH' },
  pathStrategy: 'transitions',
  // A form is told apart by the first rule it breaks and by where each picture is.
  serializeState: (s: Snapshot) =>
    JSON.stringify([s.value, feedbackFailure(s.context.content, s.context.phone, 'PH')?.rule ?? null, s.context.pictures.map((p) => p.state)]),
  events: {
    CHANGE: [
      { field: 'content', value: 'Too short' },
      { field: 'content', value: TEXT },
      { field: 'phone', value: '123' },
      { field: 'phone', value: '0917-123-4567' },
    ],
    PICK_FILES: [{ files: [picture] }],
    REMOVE_PICTURE: [{ id: 1 }],
    RETRY_UPLOAD: [{ id: 1 }],
    PICTURES: [{ pictures: [] }, { pictures: [picture1('uploading')] }, { pictures: [picture1('uploaded')] }, { pictures: [picture1('failed')] }],
    PICTURE_NOTICE: [{ notice: 'fileTooLarge', picked: false }, { notice: null, picked: true }],
    'xstate.done.actor.submit': [{ output: { id: 7 } }],
    'xstate.error.actor.submit': [{ error: refused }],
  },
  filter: possible,
  states: {
    'form.editing': (s) => {
      if (s.context.notice !== null) expect(['fileTooLarge', 'tooManyFiles', 'stillUploading', 'uploadFailed']).toContain(s.context.notice);
      if (s.context.error !== null) expect(s.context.error).toBe(refused.msg);
      expect(s.context.receipt).toBeNull();
      expect(s.children.pictures).toBeDefined();
    },
    'form.submitting': (s) => {
      expect(s.hasTag('busy')).toBe(true);
      // The upload rule: nothing is sent while a picture is waiting or travelling.
      expect(busyPictures(s)).toBe(false);
      expect(s.context.pictures.every((p) => p.state === 'uploaded')).toBe(true);
      expect(feedbackFailure(s.context.content, s.context.phone, 'PH')).toBeNull();
    },
    submitted: (s) => expect(s.context.receipt).toEqual({ id: 7 }),
  },
});

// The pictures: refused before sending (too large, too many), sent one at a time with progress,
// failed and retried, removed while sending; the form hears every change.
describeModel(pictureQueueMachine.provide({ actors: { upload: silentUpload } }), {
  input: { owner: { send: () => {} } },
  pathStrategy: 'transitions',
  serializeState: (s: SnapshotFrom<typeof pictureQueueMachine>) => JSON.stringify([s.value, s.context.pictures.map((p) => p.state)]),
  events: {
    PICK_FILES: [{ files: [picture] }, { files: [huge] }, { files: [picture, picture, picture, picture] }],
    UPLOAD_PROGRESS: [{ loaded: 1024, total: 2048 }],
    UPLOAD_DONE: [{ url: '/user-api/common/file/p1.png' }],
    UPLOAD_FAILED: [{ reason: null }],
    REMOVE_PICTURE: [{ id: 1 }],
    RETRY_UPLOAD: [{ id: 1 }],
  },
  // One picture is enough to walk every rule; more only multiply the same paths.
  filter: (path) => path.state.context.pictures.length <= 1,
  states: {
    idle: (s) => {
      expect(s.context.pictures.every((p) => p.state !== 'uploading')).toBe(true);
      // Refused pictures are never queued.
      expect(s.context.pictures.every((p) => p.file.size <= UPLOAD_MAX_BYTES)).toBe(true);
    },
    uploading: (s) => {
      expect(s.context.pictures.filter((p) => p.state === 'uploading')).toHaveLength(1);
      expect(s.context.pictures.length).toBeLessThanOrEqual(3);
    },
  },
});

describe('feedback rules (SPEC.md §3, §5, §8)', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  function start(submit: (input: FeedbackInput) => Promise<FeedbackReceipt> = async () => ({ id: 1 })) {
    const sends: FeedbackInput[] = [];
    const uploads: Array<{ file: Blob; send: (event: PictureUploadEvent) => void; cancelled: boolean }> = [];
    const actor = stoppedAfterTest(createActor(
      feedbackMachine.provide({
        actors: {
          pictureQueue: pictureQueueMachine.provide({
            actors: {
              upload: fromCallback<PictureUploadEvent, { file: Blob }>(({ input, sendBack }) => {
                const upload = { file: input.file, send: sendBack, cancelled: false };
                uploads.push(upload);
                return () => { upload.cancelled = true; };
              }),
            },
          }),
          submit: fromPromise(async ({ input }: { input: FeedbackInput }) => {
            sends.push(input);
            return submit(input);
          }),
        },
      }),
      { input: { country: 'PH', phone: '' } },
    )).start();
    const fill = () => {
      actor.send({ type: 'CHANGE', field: 'content', value: `  ${TEXT}  ` });
      actor.send({ type: 'CHANGE', field: 'phone', value: '917-123-4567' });
    };
    return { actor, sends, uploads, fill };
  }

  it('refuses a text under 10 characters and a wrong phone, before sending', async () => {
    const { actor, sends } = start();
    actor.send({ type: 'CHANGE', field: 'content', value: '  123456789  ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.invalid).toEqual({ field: 'content', rule: 'tooShort' });
    actor.send({ type: 'CHANGE', field: 'content', value: TEXT });
    expect(actor.getSnapshot().context.invalid).toBeNull();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.invalid).toEqual({ field: 'phone', rule: 'phoneRequired' });
    actor.send({ type: 'CHANGE', field: 'phone', value: '0817-123' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.invalid).toEqual({ field: 'phone', rule: 'phone' });
    await settle();
    expect(sends).toEqual([]);
  });

  it('refuses a picture over the size limit and more than three in all, before sending anything', () => {
    const { actor, uploads } = start();
    actor.send({ type: 'PICK_FILES', files: [picture, huge] });
    expect(actor.getSnapshot().context.notice).toBe('fileTooLarge');
    actor.send({ type: 'PICK_FILES', files: [picture, picture] });
    actor.send({ type: 'PICK_FILES', files: [picture, picture] });
    expect(actor.getSnapshot().context.notice).toBe('tooManyFiles');
    expect(actor.getSnapshot().context.pictures).toHaveLength(2);
    expect(uploads).toHaveLength(1);
  });

  it('sends pictures one at a time with progress, refuses to submit until all have arrived, then sends their urls', async () => {
    const { actor, uploads, sends, fill } = start();
    fill();
    actor.send({ type: 'PICK_FILES', files: [picture, picture] });
    expect(uploads).toHaveLength(1);
    uploads[0]?.send({ type: 'UPLOAD_PROGRESS', loaded: 512, total: 2048 });
    expect(actor.getSnapshot().context.pictures[0]).toMatchObject({ state: 'uploading', loaded: 512, total: 2048 });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.notice).toBe('stillUploading');
    uploads[0]?.send({ type: 'UPLOAD_DONE', url: '/u/1.png' });
    expect(uploads).toHaveLength(2);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.notice).toBe('stillUploading');
    uploads[1]?.send({ type: 'UPLOAD_DONE', url: '/u/2.png' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sends).toEqual([{ content: TEXT, pictures: ['/u/1.png', '/u/2.png'], phone: '09171234567' }]);
    expect(actor.getSnapshot().matches('submitted')).toBe(true);
  });

  it('removing the picture being sent cancels its upload and starts the next', () => {
    const { actor, uploads } = start();
    actor.send({ type: 'PICK_FILES', files: [picture, huge.slice(0, 10)] });
    actor.send({ type: 'REMOVE_PICTURE', id: 1 });
    expect(uploads[0]?.cancelled).toBe(true);
    expect(uploads).toHaveLength(2);
    expect(actor.getSnapshot().context.pictures.map((p) => [p.id, p.state])).toEqual([[2, 'uploading']]);
  });

  it('a failed picture blocks the submit until it is retried or removed', async () => {
    const { actor, uploads, sends, fill } = start();
    fill();
    actor.send({ type: 'PICK_FILES', files: [picture] });
    uploads[0]?.send({ type: 'UPLOAD_FAILED', reason: 'Not a picture' });
    expect(actor.getSnapshot().context.pictures[0]).toMatchObject({ state: 'failed', reason: 'Not a picture' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.notice).toBe('uploadFailed');
    actor.send({ type: 'RETRY_UPLOAD', id: 1 });
    expect(uploads).toHaveLength(2);
    expect(uploads[1]?.file).toBe(picture);
    uploads[1]?.send({ type: 'UPLOAD_FAILED', reason: null });
    actor.send({ type: 'REMOVE_PICTURE', id: 1 });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sends).toEqual([{ content: TEXT, pictures: [], phone: '09171234567' }]);
  });

  it('a refused submit shows the server words and keeps the form for another try', async () => {
    let fail = true;
    const { actor, sends, fill } = start(async () => { if (fail) throw refused; return { id: 3 }; });
    fill();
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().context.error).toBe(refused.msg);
    expect(actor.getSnapshot().context.content.trim()).toBe(TEXT);
    fail = false;
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sends).toHaveLength(2);
    expect(actor.getSnapshot().context.receipt).toEqual({ id: 3 });
  });
});
