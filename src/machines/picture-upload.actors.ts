// One picture sent to the upload route (SPEC.md §5 upload rules; the manual deposit's receipt and
// the feedback form's pictures), as a callback actor so its progress reaches the machine that
// invoked it as events while it travels. Stopping the actor cancels the upload.
import { fromCallback } from 'xstate';
import { ApiError } from '../services/api-error';
import { uploadFile } from '../services/upload.api';

export type PictureUploadEvent =
  | { type: 'UPLOAD_PROGRESS'; loaded: number; total: number }
  | { type: 'UPLOAD_DONE'; url: string }
  /** `reason`: the server's words when it refused the picture (too large, not a picture). */
  | { type: 'UPLOAD_FAILED'; reason: string | null };

export const pictureUpload = fromCallback<PictureUploadEvent, { file: Blob }>(({ input, sendBack }) => {
  const controller = new AbortController();
  uploadFile(input.file, { signal: controller.signal, onProgress: ({ loaded, total }) => sendBack({ type: 'UPLOAD_PROGRESS', loaded, total }) }).then(
    ({ url }) => sendBack({ type: 'UPLOAD_DONE', url }),
    (error: unknown) => {
      // A cancelled upload (the picture removed or replaced, the page left) is nobody's failure.
      if (error instanceof ApiError && error.kind === 'abort') return;
      sendBack({ type: 'UPLOAD_FAILED', reason: error instanceof ApiError && error.kind === 'reply' ? error.msg : null });
    },
  );
  return () => controller.abort();
});
