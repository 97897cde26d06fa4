// The calls the login form makes, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import { getCaptcha, login, type Captcha, type LoginPayload } from '../services/auth.api';

export const loginActors = {
  loadCaptcha: fromPromise<Captcha>(() => getCaptcha()),
  login: fromPromise<string, LoginPayload>(({ input }) => login(input)),
};
