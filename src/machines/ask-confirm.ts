// The one way a flow asks the player yes or no: it sends ASK to the app's confirm dialog
// (confirm.machine.ts) and awaits the answer, as a named actor a test can replace.
import { fromPromise } from 'xstate';
import type { ConfirmEvent } from './confirm.machine';

/** The app's confirm dialog, as a flow sees it. */
export interface ConfirmAsker {
  send(event: ConfirmEvent): void;
}

export interface ConfirmQuestion {
  confirm: ConfirmAsker;
  title: string;
  text: string;
  confirmText: string;
}

/** Resolves with the player's answer (the dialog answers "no" to a question it drops). */
export const askConfirm = fromPromise<boolean, ConfirmQuestion>(
  ({ input }) => new Promise<boolean>((answer) => input.confirm.send({ type: 'ASK', title: input.title, text: input.text, confirmText: input.confirmText, answer })),
);
