// The verification-code button (SPEC.md §4): start text, a CODE_RESEND_SECONDS countdown once a
// code is sent, then end text ("resend"). A failed send does not start the countdown. Each flow
// provides `sendCode` for its purpose (register, login, reset, bind) and sends SEND with the
// phone once the phone is valid, or SENT when it sent the code itself (sign-up step 1 → 2).
import { assign, fromPromise, setup } from 'xstate';
import { CODE_RESEND_SECONDS } from '../domain/constants';

export type VerificationCodeEvent = { type: 'SEND'; phone: string } | { type: 'SENT' };

export interface VerificationCodeContext {
  phone: string;
  secondsLeft: number;
  /** After the first code the button reads "resend" instead of "send code". */
  sentBefore: boolean;
}

export const verificationCodeMachine = setup({
  types: { context: {} as VerificationCodeContext, events: {} as VerificationCodeEvent },
  actors: {
    sendCode: fromPromise<void, { phone: string }>(async () => {
      throw new Error('verification-code: provide sendCode for this flow');
    }),
  },
  delays: { oneSecond: 1000 },
  guards: {
    lastSecond: ({ context }) => context.secondsLeft <= 1,
    sentBefore: ({ context }) => context.sentBefore,
  },
  actions: {
    takePhone: assign({ phone: ({ context, event }) => (event.type === 'SEND' ? event.phone : context.phone) }),
    startCountdown: assign({ secondsLeft: CODE_RESEND_SECONDS, sentBefore: true }),
    countDown: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    endCountdown: assign({ secondsLeft: 0 }),
  },
}).createMachine({
  id: 'verificationCode',
  description: 'Send-code button: start text, 60 s countdown after a sent code, then end text.',
  context: { phone: '', secondsLeft: 0, sentBefore: false },
  initial: 'idle',
  states: {
    idle: {
      on: { SEND: { target: 'sending', actions: 'takePhone' }, SENT: { target: 'counting', actions: 'startCountdown' } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ phone: context.phone }),
        onDone: { target: 'counting', actions: 'startCountdown' },
        // The flow shows the server's msg; the button returns to where it was.
        onError: [{ guard: 'sentBefore', target: 'ended' }, { target: 'idle' }],
      },
    },
    counting: {
      tags: ['busy'],
      after: {
        oneSecond: [
          { guard: 'lastSecond', target: 'ended', actions: 'endCountdown' },
          { target: 'counting', reenter: true, actions: 'countDown' },
        ],
      },
    },
    ended: {
      on: { SEND: { target: 'sending', actions: 'takePhone' }, SENT: { target: 'counting', actions: 'startCountdown' } },
    },
  },
});
