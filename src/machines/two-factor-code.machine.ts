// The one 2FA code step (issue 12), reused wherever a second factor is asked: at login (password
// or SMS code, a password reset), before a withdrawal, a bank card change, a new default card, a
// password change, and turning 2FA on or off. The player types the 6-digit code from the
// authenticator app, or switches to a recovery code; the parent provides `check` (codeStep below),
// the call the code completes (it answers what the parent goes on with: a token, a withdrawal),
// and reads it from the output. SET_TICKET lets the parent change what the call carries beside the
// code while the player is still typing (a choice drawn next to the step).
//   editing  → the code field; a refused code is shown here
//   checking → the parent's call with the code
//   done     → output { result }; cancelled → output null
import { assign, fromPromise, setup } from 'xstate';
import { looksLikeSecondFactorCode } from '../domain/account-security';
import { errorOf, messageOf } from './failure-message';

export interface TwoFactorCodeInput {
  /** Handed to `check` untouched: the login challenge, '' where there is none. */
  ticket: string;
}

export interface TwoFactorCodeContext extends TwoFactorCodeInput {
  code: string;
  /** The field takes a recovery code instead of the app's 6 digits. */
  recovery: boolean;
  /** The last submit was not a code of the expected shape. */
  invalid: boolean;
  error: string | null;
  result: unknown;
  cancelled: boolean;
}

export type TwoFactorCodeEvent =
  | { type: 'CHANGE'; value: string }
  | { type: 'TOGGLE_RECOVERY' }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'SET_TICKET'; ticket: string };

/** null when the player cancelled. */
export type TwoFactorCodeOutput = { result: unknown } | null;

export interface TwoFactorCheckInput {
  ticket: string;
  code: string;
}

export const twoFactorCodeMachine = setup({
  types: {
    input: {} as TwoFactorCodeInput,
    context: {} as TwoFactorCodeContext,
    events: {} as TwoFactorCodeEvent,
    output: {} as TwoFactorCodeOutput,
  },
  actors: {
    // Provided by the parent; this default refuses, so a parent that forgot shows an error.
    check: fromPromise<unknown, TwoFactorCheckInput>(async () => {
      throw new Error('No check was provided for the 2FA code step');
    }),
  },
  guards: {
    badShape: ({ context }) => {
      const code = context.code.trim();
      return context.recovery ? !looksLikeSecondFactorCode(code) || /^\d{6}$/.test(code) : !/^\d{6}$/.test(code);
    },
  },
  actions: {
    change: assign(({ event }) => (event.type === 'CHANGE' ? { code: event.value, invalid: false } : {})),
    setTicket: assign(({ event }) => (event.type === 'SET_TICKET' ? { ticket: event.ticket } : {})),
    toggle: assign(({ context }) => ({ recovery: !context.recovery, code: '', invalid: false, error: null })),
    showInvalid: assign({ invalid: true, error: null }),
    clearMessages: assign({ invalid: false, error: null }),
    // A refused code is not tried again: the field empties for the next one.
    showError: assign((_, error: unknown) => ({ error: messageOf(error), code: '' })),
    takeResult: assign((_, result: unknown) => ({ result })),
    markCancelled: assign({ cancelled: true }),
  },
}).createMachine({
  id: 'twoFactorCode',
  description: 'The 2FA code step: the authenticator code or a recovery code, checked by the call the parent provides.',
  context: ({ input }) => ({ ticket: input.ticket, code: '', recovery: false, invalid: false, error: null, result: null, cancelled: false }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'change' },
        TOGGLE_RECOVERY: { actions: 'toggle' },
        SUBMIT: [{ guard: 'badShape', actions: 'showInvalid' }, { target: 'checking', actions: 'clearMessages' }],
        CANCEL: { target: 'cancelled', actions: 'markCancelled' },
        SET_TICKET: { actions: 'setTicket' },
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => ({ ticket: context.ticket, code: context.code.trim() }),
        onDone: { target: 'done', actions: { type: 'takeResult', params: ({ event }: { event: { output: unknown } }) => event.output } },
        onError: { target: 'editing', actions: { type: 'showError', params: errorOf } },
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => (context.cancelled ? null : { result: context.result }),
});

/** The code step completing `check`: what a flow that asks for a code invokes as its child. */
export function codeStep(check: (input: TwoFactorCheckInput) => Promise<unknown>) {
  return twoFactorCodeMachine.provide({ actors: { check: fromPromise<unknown, TwoFactorCheckInput>(({ input }) => check(input)) } });
}
