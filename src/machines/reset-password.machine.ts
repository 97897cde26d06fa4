// Forgot password (SPEC.md §2 "Reset password", §5): phone, 6-digit SMS code, username, new
// password and its confirmation, on one form (/pages/login/accountResetPwd and the login popup).
//   editing    → the form; the send-code button is the child `verificationCode` (sendResetCode)
//   submitting → PUT /forgetPwd/updatePwd
//   secondFactor → (2FA on, issue 12) the code step completes the reset's challenge, which only
//                  then sets the new password (issue 17); cancelled: back to the form, the spent
//                  SMS code cleared, the old password unchanged
//   done       → the form hands the token to the session's player: logged in, they go home
import { assign, sendTo, setup } from 'xstate';
import {
  checkConfirmation,
  checkPassword,
  checkPhone,
  checkSmsCode,
  checkUsername,
  firstFailure,
  normalizePhone,
  type Invalid,
  type PhoneCountry,
} from '../domain/validation';
import { errorOf, messageOf } from './failure-message';
import { handOverTo, type SignedInReceiver } from './session-system';
import { resetPasswordActors } from './reset-password.actors';
// --- 2FA (issue 12) ---
import type { LoginResult } from '../services/auth.api';
import { answeredLogin, loginOutput, secondFactorGuards, secondFactorStates, secondFactorToken, tokenOrChallenge } from './login-second-factor';

// --- end 2FA ---

export interface ResetPasswordForm {
  phone: string;
  code: string;
  username: string;
  password: string;
  confirmPassword: string;
}

export type ResetPasswordField = keyof ResetPasswordForm;

export interface ResetPasswordContext {
  player?: SignedInReceiver;
  country: PhoneCountry;
  form: ResetPasswordForm;
  /** The first broken rule of the last submit or send. */
  invalid: Invalid | null;
  /** The server's msg of the last refused reset. */
  error: string | null;
  token: string;
  /** The 2FA challenge the reset answered with (issue 12), '' otherwise. */
  challenge: string;
}

export type ResetPasswordEvent = { type: 'CHANGE'; field: ResetPasswordField; value: string } | { type: 'SEND_CODE' } | { type: 'SUBMIT' };

/** The first broken rule, in the order the form shows its fields (the username is required here). */
export function resetPasswordFailure(form: ResetPasswordForm, country: PhoneCountry): Invalid | null {
  return firstFailure(
    checkPhone('phone', form.phone, country),
    checkSmsCode('code', form.code),
    checkUsername('username', form.username),
    checkPassword('password', form.password),
    checkConfirmation('confirmPassword', form.password, form.confirmPassword),
  );
}

export const resetPasswordMachine = setup({
  types: {
    input: {} as { country: PhoneCountry; player?: SignedInReceiver },
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    output: {} as { token: string },
    // Issue 12: the 2FA code step, so views and tests read its snapshot typed.
    children: {} as { verificationCode: 'verificationCode'; secondFactor: 'secondFactor' },
  },
  actors: resetPasswordActors,
  guards: {
    phoneInvalid: ({ context }) => checkPhone('phone', context.form.phone, context.country) !== null,
    formInvalid: ({ context }) => resetPasswordFailure(context.form, context.country) !== null,
    // --- 2FA (issue 12) ---
    ...secondFactorGuards,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      return { form: { ...context.form, [event.field]: event.value }, invalid: context.invalid?.field === event.field ? null : context.invalid };
    }),
    showPhoneInvalid: assign({ invalid: ({ context }) => checkPhone('phone', context.form.phone, context.country), error: null }),
    showInvalid: assign({ invalid: ({ context }) => resetPasswordFailure(context.form, context.country), error: null }),
    clearMessages: assign({ invalid: null, error: null }),
    sendCode: sendTo('verificationCode', ({ context }) => ({ type: 'SEND', phone: normalizePhone(context.form.phone) })),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    // --- 2FA (issue 12) ---
    takeResult: assign((_, result: LoginResult) => tokenOrChallenge(result)),
    takeSecondFactorToken: assign((_, output: unknown) => secondFactorToken(output)),
    // The SMS code is spent: a new one is needed after cancelling.
    forgetChallenge: assign(({ context }) => ({ challenge: '', form: { ...context.form, code: '' } })),
    handOver: handOverTo('reset'),
  },
}).createMachine({
  id: 'resetPassword',
  description: 'Forgot password: phone, SMS code, username, new password and confirmation; success logs the player in.',
  context: ({ input }) => ({
    player: input.player,
    country: input.country,
    form: { phone: '', code: '', username: '', password: '', confirmPassword: '' },
    invalid: null,
    error: null,
    token: '',
    challenge: '',
  }),
  invoke: { id: 'verificationCode', src: 'verificationCode' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'change' },
        // The code goes only to a phone that passes the country's pattern.
        SEND_CODE: [{ guard: 'phoneInvalid', actions: 'showPhoneInvalid' }, { actions: ['clearMessages', 'sendCode'] }],
        SUBMIT: [{ guard: 'formInvalid', actions: 'showInvalid' }, { target: 'submitting', actions: 'clearMessages' }],
      },
    },
    // Inputs are locked while the call runs: it was made with what they held.
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ ...context.form, phone: normalizePhone(context.form.phone) }),
        onDone: answeredLogin,
        onError: { target: 'editing', actions: { type: 'showError', params: errorOf } },
      },
    },
    // --- 2FA (issue 12) ---
    ...secondFactorStates('editing'),
  },
  output: loginOutput,
});
