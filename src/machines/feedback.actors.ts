// The calls the feedback form makes, as named actors (tests provide their own). Each picture is
// sent by the shared picture-upload actor, whose progress arrives as events.
import { fromPromise } from 'xstate';
import type { FeedbackInput, FeedbackReceipt } from '../domain/contact.schema';
import { submitFeedback } from '../services/contact.api';
import { pictureUpload } from './picture-upload.actors';

export const feedbackActors = {
  upload: pictureUpload,
  // The form shows the server's words under the button, so the call does not toast them too.
  submit: fromPromise<FeedbackReceipt, FeedbackInput>(({ input }) => submitFeedback(input, { toastError: false, cancellable: false })),
};
