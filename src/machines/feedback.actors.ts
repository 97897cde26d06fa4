// The calls the feedback form makes, as named actors (tests provide their own). Its pictures are
// sent by its picture queue (picture-queue.machine.ts).
import { fromPromise } from 'xstate';
import type { FeedbackInput, FeedbackReceipt } from '../domain/contact.schema';
import { submitFeedback } from '../services/contact.api';

export const feedbackActors = {
  // The form shows the server's words under the button, so the call does not toast them too.
  submit: fromPromise<FeedbackReceipt, FeedbackInput>(({ input }) => submitFeedback(input, { toastError: false, cancellable: false })),
};
