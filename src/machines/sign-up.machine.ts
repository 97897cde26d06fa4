// Sign-up (SPEC.md §2, §4): each top-level state is one step of the form.
//   phone (1)       → phone, optional username; with SMS registration the code is sent first
//   code (2)        → the six-digit SMS code (SMS registration only); resends via the child button
//   account (3)     → optional username, password, confirmation; loads the banks or submits
//   bankType (4)    → the bank, the first one preselected (bank registration only)
//   bankAccount (5) → holder and account number; submits
//   done            → registered; the form hands the token to the session's player itself
// A call in progress is a `busy` child of its step, so a failure returns to that very step.
import { and } from 'xstate';
import { normalizePhone } from '../domain/validation';
import { errorOf } from './failure-message';
import { signUpSetup } from './sign-up.setup';
import { emptySignUpForm, registrationOf, type SignUpStep } from './sign-up.steps';

export type { SignUpContext, SignUpEvent, SignUpInput } from './sign-up.setup';

const invalidAt = (step: SignUpStep) => ({ type: 'stepInvalid', params: { step } }) as const;
const showInvalidAt = (step: SignUpStep) => ({ type: 'showInvalid', params: { step } }) as const;
const showError = { type: 'showError', params: errorOf } as const;
// Inputs are locked while a call runs: the call was made with what they held.
const lockInputs = { CHANGE: {} };
// Each step takes typing; the finished form takes none (so nothing is sent to a stopped actor).
const edits = { CHANGE: { actions: 'change' } } as const;
// A step whose form leads to a call (phone, account, bank account): it opens on its form with no
// old message shown and takes typing; the call is a busy child beside the form.
const formStep = { initial: 'editing', entry: 'clearMessages', on: edits } as const;

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
  states: {
    phone: {
      ...formStep,
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
        ...edits,
        NEXT: [{ guard: invalidAt('code'), actions: showInvalidAt('code') }, { target: 'account' }],
        BACK: 'phone',
        RESEND_CODE: { actions: 'resendCode' },
      },
    },
    account: {
      ...formStep,
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
      on: { ...edits, NEXT: [{ guard: invalidAt('bankType'), actions: showInvalidAt('bankType') }, { target: 'bankAccount' }], BACK: 'account' },
    },
    bankAccount: {
      ...formStep,
      states: {
        editing: {
          on: { NEXT: [{ guard: invalidAt('bankAccount'), actions: showInvalidAt('bankAccount') }, { target: 'submitting' }], BACK: '#signUp.bankType' },
        },
        submitting,
      },
    },
    done: { type: 'final', entry: 'handOver' },
  },
  output: ({ context }) => ({ token: context.token }),
});
