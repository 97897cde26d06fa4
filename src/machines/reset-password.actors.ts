// The calls the password reset makes, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import type { LoginResult } from '../services/auth.api';
import { resetPassword, sendResetCode, type ResetPasswordPayload } from '../services/password.api';
import { loginSecondFactor } from './login-second-factor';
import { verificationCodeMachine } from './verification-code.machine';

export const resetPasswordActors = {
  // A refused send is toasted by the API client; the button stays where it was.
  verificationCode: verificationCodeMachine.provide({
    actors: { sendCode: fromPromise<void, { phone: string }>(({ input }) => sendResetCode(input.phone)) },
  }),
  // The form shows the server's msg, so the call does not toast it as well.
  resetPassword: fromPromise<LoginResult, ResetPasswordPayload>(({ input }) => resetPassword(input, { toastError: false })),
  // Issue 12: the code step completes the challenge the login answered with.
  secondFactor: loginSecondFactor,
};
