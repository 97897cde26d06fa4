// The calls the feedback form makes, as named actors (tests provide their own). Each picture is
// sent by a callback actor so its progress reaches the machine as events while it travels.
import { fromCallback, fromPromise } from 'xstate';
import type { FeedbackInput, FeedbackReceipt } from '../domain/contact';
import { ApiError } from '../services/api-error';
import { submitFeedback } from '../services/contact.api';
import { uploadFile } from '../services/upload.api';

export type PictureUploadEvent =
  | { type: 'UPLOAD_PROGRESS'; loaded: number; total: number }
  | { type: 'UPLOAD_DONE'; url: string }
  /** `reason`: the server's words when it refused the picture (too large, not a picture). */
  | { type: 'UPLOAD_FAILED'; reason: string | null };

export const feedbackActors = {
  upload: fromCallback<PictureUploadEvent, { file: Blob }>(({ input, sendBack }) => {
    const controller = new AbortController();
    uploadFile(input.file, { signal: controller.signal, onProgress: ({ loaded, total }) => sendBack({ type: 'UPLOAD_PROGRESS', loaded, total }) }).then(
      ({ url }) => sendBack({ type: 'UPLOAD_DONE', url }),
      (error: unknown) => {
        // A removed picture's upload is cancelled on purpose: nobody's failure.
        if (error instanceof ApiError && error.kind === 'abort') return;
        sendBack({ type: 'UPLOAD_FAILED', reason: error instanceof ApiError && error.kind === 'reply' ? error.msg : null });
      },
    );
    return () => controller.abort();
  }),
  // The form shows the server's words under the button, so the call does not toast them too.
  submit: fromPromise<FeedbackReceipt, FeedbackInput>(({ input }) => submitFeedback(input, { toastError: false, cancellable: false })),
};
