// Sign-up (SPEC.md §2, §4): each top-level state is one step of the form.
//   phone (1)       → phone, optional username; with SMS registration the code is sent first
//   code (2)        → the six-digit SMS code (SMS registration only); resends via the child button
//   account (3)     → optional username, password, confirmation; loads the banks or submits
//   bankType (4)    → the bank, the first one preselected (bank registration only)
//   bankAccount (5) → holder and account number; submits
//   done            → registered; the output carries the token for the app session
// A call in progress is a `busy` child of its step, so a failure returns to that very step.
import { and, assign, sendTo, setup } from 'xstate';
import { normalizePhone, type Invalid } from '../domain/validation';
import { t } from '../services/i18n';
import type { SupportedBank } from '../services/register.api';
import { signUpActors } from './sign-up.actors';
import { emptySignUpForm, registrationOf, stepFailure, type SignUpField, type SignUpFlags, type SignUpForm, type SignUpStep } from './sign-up.steps';
import { errorOf, messageOf } from './failure-message';

export interface SignUpContext extends SignUpFlags {
  form: SignUpForm;
  banks: SupportedBank[];
  /** The first broken rule of the step the player tried to leave. */
  invalid: Invalid | null;
  /** The server's msg of the last failed call. */
  error: string | null;
  /** The phone the last code went to: back to step 1 and on again sends no second code. */
  codeSentTo: string | null;
  token: string;
}

export type SignUpEvent = { type: 'CHANGE'; field: SignUpField; value: string } | { type: 'NEXT' } | { type: 'BACK' } | { type: 'RESEND_CODE' };

const invalidAt = (step: SignUpStep) => ({ type: 'stepInvalid', params: { step } }) as const;
const showInvalidAt = (step: SignUpStep) => ({ type: 'showInvalid', params: { step } }) as const;
const showError = { type: 'showError', params: errorOf } as const;
// Inputs are locked while a call runs: the call was made with what they held.
const lockInputs = { CHANGE: {} };

const signUpSetup = setup({
  types: {
    input: {} as SignUpFlags,
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    output: {} as { token: string },
    children: {} as { verificationCode: 'verificationCode' },
  },
  actors: signUpActors,
  guards: {
    stepInvalid: ({ context }, { step }: { step: SignUpStep }) => stepFailure(step, context.form, context.country) !== null,
    smsEnabled: ({ context }) => context.smsEnabled,
    bankEnabled: ({ context }) => context.bankEnabled,
    banksLoaded: ({ context }) => context.banks.length > 0,
    codeSentToThisPhone: ({ context }) => context.codeSentTo === normalizePhone(context.form.phone),
    noBanks: (_, banks: SupportedBank[]) => banks.length === 0,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      return { form: { ...context.form, [event.field]: event.value }, invalid: context.invalid?.field === event.field ? null : context.invalid };
    }),
    showInvalid: assign(({ context }, { step }: { step: SignUpStep }) => ({ invalid: stepFailure(step, context.form, context.country), error: null })),
    clearMessages: assign({ invalid: null, error: null }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    showNoBanks: assign({ error: () => t('signUp.noBanks') }),
    rememberCodeSent: assign({ codeSentTo: ({ context }) => normalizePhone(context.form.phone) }),
    // The code went out from step 1: the button counts down without sending another.
    startCountdown: sendTo('verificationCode', { type: 'SENT' }),
    resendCode: sendTo('verificationCode', ({ context }) => ({ type: 'SEND', phone: normalizePhone(context.form.phone) })),
    // SPEC.md §4: the bank list is fetched and the first bank is preselected.
    takeBanks: assign(({ context }, banks: SupportedBank[]) => ({ banks, form: { ...context.form, bankType: banks[0]?.bankCode ?? '' } })),
    takeToken: assign({ token: (_, token: string) => token }),
  },
});

// Step 3 (bank registration off) and step 5 submit alike; a refusal returns to the same step.
const submitting = signUpSetup.createStateConfig({
  tags: ['busy'],
  entry: 'clearMessages',
  on: lockInputs,
  invoke: {
    id: 'register',
    src: 'register',
    input: ({ context }) => registrationOf(context.form, context.banks, context.bankEnabled),
    onDone: { target: '#signUp.done', actions: { type: 'takeToken', params: ({ event }) => event.output } },
    onError: { target: 'editing', actions: showError },
  },
});

export const signUpMachine = signUpSetup.createMachine({
  id: 'signUp',
  description: 'Sign-up steps: phone, SMS code (SMS registration on), username and password, bank type and bank account (bank registration on).',
  context: ({ input }) => ({ ...input, form: emptySignUpForm, banks: [], invalid: null, error: null, codeSentTo: null, token: '' }),
  invoke: { id: 'verificationCode', src: 'verificationCode' },
  initial: 'phone',
  on: { CHANGE: { actions: 'change' } },
  states: {
    phone: {
      initial: 'editing',
      entry: 'clearMessages',
      states: {
        editing: {
          on: {
            NEXT: [
              { guard: invalidAt('phone'), actions: showInvalidAt('phone') },
              { guard: and(['smsEnabled', 'codeSentToThisPhone']), target: '#signUp.code' },
              { guard: 'smsEnabled', target: 'sendingCode' },
              { target: '#signUp.account' },
            ],
          },
        },
        sendingCode: {
          tags: ['busy'],
          entry: 'clearMessages',
          on: lockInputs,
          invoke: {
            id: 'sendRegisterCode',
            src: 'sendRegisterCode',
            input: ({ context }) => ({ phone: normalizePhone(context.form.phone) }),
            onDone: { target: '#signUp.code', actions: ['rememberCodeSent', 'startCountdown'] },
            // SPEC.md §8: a failed code-send rejects the step.
            onError: { target: 'editing', actions: showError },
          },
        },
      },
    },
    code: {
      entry: 'clearMessages',
      on: {
        NEXT: [{ guard: invalidAt('code'), actions: showInvalidAt('code') }, { target: 'account' }],
        BACK: 'phone',
        RESEND_CODE: { actions: 'resendCode' },
      },
    },
    account: {
      initial: 'editing',
      entry: 'clearMessages',
      states: {
        editing: {
          on: {
            NEXT: [
              { guard: invalidAt('account'), actions: showInvalidAt('account') },
              // Back from step 4 and on again: the list and the player's choice are kept.
              { guard: 'banksLoaded', target: '#signUp.bankType' },
              { guard: 'bankEnabled', target: 'loadingBanks' },
              { target: 'submitting' },
            ],
            BACK: [{ guard: 'smsEnabled', target: '#signUp.code' }, { target: '#signUp.phone' }],
          },
        },
        loadingBanks: {
          tags: ['busy'],
          entry: 'clearMessages',
          on: lockInputs,
          invoke: {
            id: 'loadBanks',
            src: 'loadBanks',
            onDone: [
              { guard: { type: 'noBanks', params: ({ event }) => event.output }, target: 'editing', actions: 'showNoBanks' },
              { target: '#signUp.bankType', actions: { type: 'takeBanks', params: ({ event }) => event.output } },
            ],
            onError: { target: 'editing', actions: showError },
          },
        },
        submitting,
      },
    },
    bankType: {
      entry: 'clearMessages',
      on: { NEXT: [{ guard: invalidAt('bankType'), actions: showInvalidAt('bankType') }, { target: 'bankAccount' }], BACK: 'account' },
    },
    bankAccount: {
      initial: 'editing',
      entry: 'clearMessages',
      states: {
        editing: {
          on: { NEXT: [{ guard: invalidAt('bankAccount'), actions: showInvalidAt('bankAccount') }, { target: 'submitting' }], BACK: '#signUp.bankType' },
        },
        submitting,
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ token: context.token }),
});
