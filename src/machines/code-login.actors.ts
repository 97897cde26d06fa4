// The calls code login makes, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import { sendPhoneLoginCode, smsLogin, type LoginResult, type SmsLoginPayload } from '../services/auth.api';
import { loginSecondFactor } from './login-second-factor';
import { verificationCodeMachine } from './verification-code.machine';

export const codeLoginActors = {
  // The login purpose of the send-code button: POST /sendPhoneLoginCode.
  codeSender: verificationCodeMachine.provide({
    actors: { sendCode: fromPromise<void, { phone: string }>(({ input }) => sendPhoneLoginCode(input.phone)) },
  }),
  // The form shows the server's msg, so the call does not toast it as well.
  smsLogin: fromPromise<LoginResult, SmsLoginPayload>(({ input }) => smsLogin(input, { toastError: false })),
  // Issue 12: the code step completes the challenge the login answered with.
  secondFactor: loginSecondFactor,
};
