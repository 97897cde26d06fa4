// Account login (SPEC.md §2 login screen, §5, §7, §8): username or phone, password and, when the
// site has captcha on, the 4-digit code of a picture the player can tap for a new one.
//   loadingCaptcha → the picture is on its way (the fields stay editable, submit waits)
//   editing        → the form; a failed check or a refused login is shown here
//   submitting     → POST /login
//   secondFactor   → (2FA on, issue 12) the code step completes the login's challenge
//   done           → signed in; the form hands the token to the session's player itself
import { assign, setup } from 'xstate';
import { BodyCode } from '../domain/api-reply';
import { checkCaptcha, checkRequired, firstFailure, type Invalid } from '../domain/validation';
import { ApiError } from '../services/api-error';
import type { Captcha, LoginResult } from '../services/auth.api';
import { errorOf, messageOf } from './failure-message';
import { handOverTo, type SignedInReceiver } from './session-system';
import { loginActors } from './login.actors';
import { answeredLogin, loginOutput, secondFactorGuards, secondFactorStates, secondFactorToken, tokenOrChallenge } from './login-second-factor';

export type LoginField = 'username' | 'password' | 'code';

export interface LoginInput {
  /** The site flag gameAccountCaptchaEnabled. */
  captchaEnabled: boolean;
  /** The session's player: the form hands it the token when done (views pass it; tests may read the output). */
  player?: SignedInReceiver;
}

export interface LoginContext extends LoginInput {
  username: string;
  password: string;
  /** The captcha answer. */
  code: string;
  uuid: string;
  img: string;
  /** The picture could not be loaded; tapping it tries again. */
  captchaFailed: boolean;
  /** The first failed check of the last submit. */
  invalid: Invalid | null;
  /** The server's msg of the last refused login. */
  error: string | null;
  /** Set once the login succeeded. */
  token: string;
  /** The 2FA challenge the login answered with (issue 12), '' otherwise. */
  challenge: string;
}

export type LoginEvent = { type: 'CHANGE'; field: LoginField; value: string } | { type: 'REFRESH_CAPTCHA' } | { type: 'SUBMIT' };

export interface LoginOutput {
  token: string;
}

const invalidInput = ({ username, password, code, captchaEnabled }: LoginContext) =>
  firstFailure(checkRequired('username', username), checkRequired('password', password), captchaEnabled ? checkCaptcha('code', code) : null);


export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as LoginOutput,
    // Issue 12: the 2FA code step, so views and tests read its snapshot typed.
    children: {} as { secondFactor: 'secondFactor' },
  },
  actors: loginActors,
  guards: {
    captchaEnabled: ({ context }) => context.captchaEnabled,
    hasInvalidInput: ({ context }) => invalidInput(context) !== null,
    // No picture means no uuid to answer; a fresh picture is fetched instead of a doomed login.
    captchaMissing: ({ context }) => context.captchaEnabled && context.uuid === '',
    // SPEC.md §7/§8: 503 on /login means the captcha was wrong or expired.
    captchaRejected: (_, error: unknown) => error instanceof ApiError && error.code === BodyCode.captchaRejected,
    // --- 2FA (issue 12) ---
    ...secondFactorGuards,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      return { [event.field]: event.value, invalid: context.invalid?.field === event.field ? null : context.invalid };
    }),
    takeCaptcha: assign((_, captcha: Captcha) => ({
      img: captcha.img,
      uuid: captcha.uuid,
      captchaFailed: false,
      // The server may report captcha off although the cached site info said on.
      captchaEnabled: captcha.captchaEnabled ?? true,
    })),
    captchaFailed: assign({ img: '', uuid: '', captchaFailed: true }),
    // A picture is answered once: a new picture needs a new answer.
    forgetCaptchaAnswer: assign({ code: '' }),
    showInvalid: assign({ invalid: ({ context }) => invalidInput(context), error: null }),
    askForCaptcha: assign({ invalid: { field: 'code', rule: 'captcha' }, error: null }),
    clearMessages: assign({ invalid: null, error: null }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    takeToken: assign({ token: (_, token: string) => token }),
    // --- 2FA (issue 12) ---
    takeResult: assign((_, result: LoginResult) => tokenOrChallenge(result)),
    takeSecondFactorToken: assign((_, output: unknown) => secondFactorToken(output)),
    forgetChallenge: assign({ challenge: '', password: '' }),
    handOver: handOverTo('login'),
  },
}).createMachine({
  id: 'login',
  description: 'Account login: username or phone, password and the optional 4-digit captcha; 503 reloads the captcha.',
  context: ({ input }) => ({
    player: input.player,
    captchaEnabled: input.captchaEnabled,
    username: '',
    password: '',
    code: '',
    uuid: '',
    img: '',
    captchaFailed: false,
    invalid: null,
    error: null,
    token: '',
    challenge: '',
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'captchaEnabled', target: 'loadingCaptcha' }, { target: 'editing' }] },
    loadingCaptcha: {
      tags: ['captchaLoading'],
      entry: 'forgetCaptchaAnswer',
      // Typing never waits: a picture being reloaded must not swallow keystrokes.
      on: { CHANGE: { actions: 'change' } },
      invoke: {
        id: 'loadCaptcha',
        src: 'loadCaptcha',
        onDone: { target: 'editing', actions: { type: 'takeCaptcha', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: 'captchaFailed' },
      },
    },
    editing: {
      on: {
        CHANGE: { actions: 'change' },
        REFRESH_CAPTCHA: { guard: 'captchaEnabled', target: 'loadingCaptcha' },
        SUBMIT: [
          { guard: 'hasInvalidInput', actions: 'showInvalid' },
          { guard: 'captchaMissing', target: 'loadingCaptcha', actions: 'askForCaptcha' },
          { target: 'submitting', actions: 'clearMessages' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ username: context.username, password: context.password, code: context.code, uuid: context.uuid }),
        onDone: answeredLogin,
        // A 503 asks for a new picture even with captcha off: the server wants one, so the site
        // flag was stale, and the new picture's captchaEnabled decides.
        onError: [
          { guard: { type: 'captchaRejected', params: errorOf }, target: 'loadingCaptcha', actions: { type: 'showError', params: errorOf } },
          // The server spends a captcha on every attempt: after any failure the next try needs a new one.
          { guard: 'captchaEnabled', target: 'loadingCaptcha', actions: { type: 'showError', params: errorOf } },
          { target: 'editing', actions: { type: 'showError', params: errorOf } },
        ],
      },
    },
    // --- 2FA (issue 12): cancelling starts the login over (a captcha is spent on every attempt) ---
    ...secondFactorStates('starting'),
  },
  output: loginOutput,
});
