// The calls the login form makes, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import { getCaptcha, login, type Captcha, type LoginPayload, type LoginResult } from '../services/auth.api';
import { loginSecondFactor } from './login-second-factor';

export const loginActors = {
  loadCaptcha: fromPromise<Captcha>(() => getCaptcha()),
  // The form shows the server's msg (a wrong captcha too), so the call does not toast it as well.
  login: fromPromise<LoginResult, LoginPayload>(({ input }) => login(input, { toastError: false })),
  // Issue 12: the code step completes the challenge the login answered with.
  secondFactor: loginSecondFactor,
};
