// The calls the manual deposit makes, as named actors (tests provide their own). The upload is a
// callback actor so its progress reaches the machine as events while the picture is sent.
import { fromCallback, fromPromise } from 'xstate';
import type { ManualDepositInput, ManualDepositReply, PayeeAccountItem } from '../domain/pay';
import { ApiError } from '../services/api-error';
import { getPayeeAccounts, submitManualDeposit } from '../services/pay.api';
import { uploadFile } from '../services/upload.api';

export type UploadEvent =
  | { type: 'UPLOAD_PROGRESS'; loaded: number; total: number }
  | { type: 'UPLOAD_DONE'; url: string }
  /** `reason`: the server's words when it refused the picture (too large, not a picture). */
  | { type: 'UPLOAD_FAILED'; reason: string | null };

export const manualDepositActors = {
  loadPayees: fromPromise<PayeeAccountItem[]>(() => getPayeeAccounts()),
  upload: fromCallback<UploadEvent, { file: Blob }>(({ input, sendBack }) => {
    const controller = new AbortController();
    uploadFile(input.file, { signal: controller.signal, onProgress: ({ loaded, total }) => sendBack({ type: 'UPLOAD_PROGRESS', loaded, total }) }).then(
      ({ url }) => sendBack({ type: 'UPLOAD_DONE', url }),
      (error: unknown) => {
        // A cancelled upload (another picture chosen, the page left) is nobody's failure.
        if (error instanceof ApiError && error.kind === 'abort') return;
        sendBack({ type: 'UPLOAD_FAILED', reason: error instanceof ApiError && error.kind === 'reply' ? error.msg : null });
      },
    );
    return () => controller.abort();
  }),
  // The form shows the server's msg, so the call does not toast it as well.
  submit: fromPromise<ManualDepositReply, { deposit: ManualDepositInput; key: string }>(({ input }) =>
    submitManualDeposit(input.deposit, input.key, { toastError: false, cancellable: false }),
  ),
};
