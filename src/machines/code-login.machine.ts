// Login by SMS code (SPEC.md §2 login popup, §5, §7): phone number, a 6-digit code sent by the
// verification-code button, then POST /smsLogin.
//   editing    → the form; the code button is the spawned `codeSender` (its own countdown)
//   submitting → POST /smsLogin
//   secondFactor → (2FA on, issue 12) the code step completes the login's challenge
//   done       → signed in; the form hands the token to the session's player itself
import { assign, sendTo, setup, type ActorRefFrom } from 'xstate';
import { checkPhone, checkSmsCode, firstFailure, normalizePhone, type Invalid, type PhoneCountry } from '../domain/validation';
import type { verificationCodeMachine } from './verification-code.machine';
import { errorOf, messageOf } from './failure-message';
import { handOverTo, type SignedInReceiver } from './session-system';
import { codeLoginActors } from './code-login.actors';
// --- 2FA (issue 12) ---
import type { LoginResult } from '../services/auth.api';
import { answeredLogin, loginOutput, secondFactorGuards, secondFactorStates, secondFactorToken, tokenOrChallenge } from './login-second-factor';

// --- end 2FA ---

export type CodeLoginField = 'phone' | 'code';

export interface CodeLoginInput {
  /** The site's phone country (phoneCountryOf(siteInfo.countryCode)). */
  country: PhoneCountry;
  /** The session's player: the form hands it the token when done (views pass it; tests may read the output). */
  player?: SignedInReceiver;
}

export interface CodeLoginContext {
  player?: SignedInReceiver;
  country: PhoneCountry;
  /** As typed (with the input's dashes); normalised when sent. */
  phone: string;
  code: string;
  codeSender: ActorRefFrom<typeof verificationCodeMachine>;
  invalid: Invalid | null;
  error: string | null;
  token: string;
  /** The 2FA challenge the login answered with (issue 12), '' otherwise. */
  challenge: string;
}

export type CodeLoginEvent =
  | { type: 'CHANGE'; field: CodeLoginField; value: string }
  | { type: 'SEND_CODE' }
  | { type: 'SUBMIT' };

export interface CodeLoginOutput {
  token: string;
}

const phoneFailure = (context: CodeLoginContext) => checkPhone('phone', context.phone, context.country);
const formFailure = (context: CodeLoginContext) => firstFailure(phoneFailure(context), checkSmsCode('code', context.code));

export const codeLoginMachine = setup({
  types: {
    input: {} as CodeLoginInput,
    context: {} as CodeLoginContext,
    events: {} as CodeLoginEvent,
    output: {} as CodeLoginOutput,
    // Issue 12: the 2FA code step, so views and tests read its snapshot typed.
    children: {} as { codeSender: 'codeSender'; secondFactor: 'secondFactor' },
  },
  actors: codeLoginActors,
  guards: {
    phoneInvalid: ({ context }) => phoneFailure(context) !== null,
    formInvalid: ({ context }) => formFailure(context) !== null,
    // --- 2FA (issue 12) ---
    ...secondFactorGuards,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      return { [event.field]: event.value, invalid: context.invalid?.field === event.field ? null : context.invalid };
    }),
    showPhoneInvalid: assign({ invalid: ({ context }) => phoneFailure(context), error: null }),
    showFormInvalid: assign({ invalid: ({ context }) => formFailure(context), error: null }),
    clearMessages: assign({ invalid: null, error: null }),
    // The button ignores SEND while it counts down, so a double tap sends one code.
    sendCode: sendTo(({ context }) => context.codeSender, ({ context }) => ({ type: 'SEND' as const, phone: normalizePhone(context.phone) })),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    // --- 2FA (issue 12) ---
    takeResult: assign((_, result: LoginResult) => tokenOrChallenge(result)),
    takeSecondFactorToken: assign((_, output: unknown) => secondFactorToken(output)),
    // The SMS code is spent: a new one is needed after cancelling.
    forgetChallenge: assign({ challenge: '', code: '' }),
    handOver: handOverTo('login'),
  },
}).createMachine({
  id: 'codeLogin',
  description: 'SMS code login: phone, 6-digit code from the send-code button, then /smsLogin.',
  context: ({ input, spawn }) => ({
    player: input.player,
    country: input.country,
    phone: '',
    code: '',
    codeSender: spawn('codeSender', { id: 'codeSender' }),
    invalid: null,
    error: null,
    token: '',
    challenge: '',
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'change' },
        SEND_CODE: [
          { guard: 'phoneInvalid', actions: 'showPhoneInvalid' },
          { actions: ['clearMessages', 'sendCode'] },
        ],
        SUBMIT: [
          { guard: 'formInvalid', actions: 'showFormInvalid' },
          { target: 'submitting', actions: 'clearMessages' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'smsLogin',
        src: 'smsLogin',
        input: ({ context }) => ({ phone: normalizePhone(context.phone), code: context.code }),
        onDone: answeredLogin,
        onError: { target: 'editing', actions: { type: 'showError', params: errorOf } },
      },
    },
    // --- 2FA (issue 12) ---
    ...secondFactorStates('editing'),
  },
  output: loginOutput,
});
