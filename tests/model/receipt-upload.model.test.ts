// The manual deposit's receipt, walked from its own graph: a picture refused before sending (none,
// too large, too many), sent with progress, arrived, failed and retried, replaced while sending,
// removed. Each state checks what the form was last told (RECEIPT, RECEIPT_NOTICE).
import { expect, vi } from 'vitest';
import { fromCallback, type SnapshotFrom } from 'xstate';
import { UPLOAD_MAX_BYTES } from '../../src/domain/pay';
import type { PictureUploadEvent } from '../../src/machines/picture-upload.actors';
import { receiptUploadMachine, type ReceiptReport } from '../../src/machines/receipt-upload.machine';
import { describeModel } from './model-harness';

type Snapshot = SnapshotFrom<typeof receiptUploadMachine>;

// The graph tells events apart by their JSON, and a Blob's JSON is {}: each says what it is.
const named = (blob: Blob, name: string) => Object.assign(blob, { toJSON: () => name });
const receipt = named(new Blob([new Uint8Array(2048)], { type: 'image/png' }), 'receipt 2 kB');
const other = named(new Blob([new Uint8Array(10)], { type: 'image/jpeg' }), 'another picture');
const huge = named(new Blob([new Uint8Array(UPLOAD_MAX_BYTES + 1)], { type: 'image/png' }), 'picture over the limit');
const silentUpload = fromCallback<PictureUploadEvent, { file: Blob }>(() => {});

const owner = { send: vi.fn<(event: ReceiptReport) => void>() };
/** What the form was last told of the receipt. */
const lastReceipt = () => owner.send.mock.calls.map(([event]) => event).filter((event) => event.type === 'RECEIPT').at(-1);
const lastNotice = () => owner.send.mock.calls.map(([event]) => event).filter((event) => event.type === 'RECEIPT_NOTICE').at(-1);
/** The form hears every change: what it was told is what the receipt holds. */
const toldAsHeld = (s: Snapshot) => expect(lastReceipt()).toEqual({ type: 'RECEIPT', receipt: s.context.receipt });

describeModel(receiptUploadMachine.provide({ actors: { upload: silentUpload } }), {
  input: { owner },
  pathStrategy: 'transitions',
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context.receipt.progress.loaded, (s.context.receipt.file as { toJSON?: () => string } | null)?.toJSON?.() ?? null]),
  events: {
    PICK_FILES: [{ files: [] }, { files: [receipt] }, { files: [receipt, other] }, { files: [huge] }, { files: [other] }],
    UPLOAD_PROGRESS: [{ loaded: 1024, total: 2048 }],
    UPLOAD_DONE: [{ url: '/user-api/common/file/r1.png' }],
    UPLOAD_FAILED: [{ reason: 'Not a picture' }],
  },
  states: {
    empty: (s) => {
      expect(s.context.receipt.phase).toBe('empty');
      expect(s.context.receipt.file).toBeNull();
      expect(s.context.receipt.url).toBeNull();
      toldAsHeld(s);
      // Nothing refused is ever sent.
      expect(s.children.upload).toBeUndefined();
    },
    uploading: (s) => {
      expect(s.context.receipt.phase).toBe('uploading');
      expect([receipt, other]).toContain(s.context.receipt.file);
      // Until the upload reports, the whole picture is still to go.
      if (s.context.receipt.progress.loaded === 0) expect(s.context.receipt.progress.total).toBe(s.context.receipt.file?.size);
      expect(s.context.receipt.url).toBeNull();
      expect(s.children.upload).toBeDefined();
      toldAsHeld(s);
      // A picture sent (new or again) cleared what was said about the last choice; a choice
      // refused since (too large, too many) leaves this upload under way and says why.
      const notice = lastNotice();
      expect(notice?.type === 'RECEIPT_NOTICE' ? notice.notice : 'not told').toSatisfy((n) => n === null || n === 'fileTooLarge' || n === 'tooManyFiles');
      if (notice?.type === 'RECEIPT_NOTICE' && notice.notice !== null) expect(s.context.receipt.file).not.toBe(huge);
    },
    uploaded: (s) => {
      expect(s.context.receipt.url).toBe('/user-api/common/file/r1.png');
      expect(s.context.receipt.progress.loaded).toBe(s.context.receipt.progress.total);
      toldAsHeld(s);
    },
    failed: (s) => {
      expect(s.context.receipt.url).toBeNull();
      expect(s.context.receipt.error).toBe('Not a picture');
      toldAsHeld(s);
    },
  },
});
