// The calls the login form makes, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import { getCaptcha, login, type Captcha, type LoginPayload } from '../services/auth.api';

export const loginActors = {
  loadCaptcha: fromPromise<Captcha>(() => getCaptcha()),
  // The form shows the server's msg (a wrong captcha too), so the call does not toast it as well.
  login: fromPromise<string, LoginPayload>(({ input }) => login(input, { toastError: false })),
};
