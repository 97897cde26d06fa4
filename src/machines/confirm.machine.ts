// Confirm dialog: one question at a time. Whoever asks passes `answer`, called once with the
// player's choice, so a flow can await it (promotion settle, close, unlock; chunk retry).
import { assign, setup } from 'xstate';

export interface ConfirmRequest {
  title: string;
  text: string;
  confirmText?: string;
  cancelText?: string;
  answer: (confirmed: boolean) => void;
}

export type ConfirmEvent = ({ type: 'ASK' } & ConfirmRequest) | { type: 'CONFIRM' } | { type: 'CANCEL' };

export const confirmMachine = setup({
  types: { context: {} as { request: ConfirmRequest | null }, events: {} as ConfirmEvent },
  actions: {
    keep: assign(({ event }) => {
      if (event.type !== 'ASK') return {};
      const { type: _type, ...request } = event;
      return { request };
    }),
    answerYes: ({ context }) => context.request?.answer(true),
    answerNo: ({ context }) => context.request?.answer(false),
    forget: assign({ request: null }),
  },
}).createMachine({
  id: 'confirm',
  description: 'A yes/no question; the asker learns the answer once.',
  context: { request: null },
  initial: 'closed',
  states: {
    closed: { on: { ASK: { target: 'open', actions: 'keep' } } },
    open: {
      on: {
        CONFIRM: { target: 'closed', actions: ['answerYes', 'forget'] },
        CANCEL: { target: 'closed', actions: ['answerNo', 'forget'] },
        // A second question while one is open: the first is answered "no" so its asker is not left waiting.
        ASK: { target: 'open', reenter: true, actions: ['answerNo', 'keep'] },
      },
    },
  },
});
