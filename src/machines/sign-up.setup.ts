// Sign-up's names: its context, events and the guards and actions its steps refer to
// (sign-up.machine.ts holds the steps themselves, sign-up.actors.ts the calls).
import { assign, sendTo, setup } from 'xstate';
import { normalizePhone, type Invalid } from '../domain/validation';
import { t } from '../services/i18n';
import type { SupportedBank } from '../services/register.api';
import { messageOf } from './failure-message';
import { handOverTo, type SignedInReceiver } from './session-system';
import { signUpActors } from './sign-up.actors';
import { stepFailure, type SignUpField, type SignUpFlags, type SignUpForm, type SignUpStep } from './sign-up.steps';

export interface SignUpInput extends SignUpFlags {
  /** The session's player: sign-up hands it the token when done (views pass it; tests may read the output). */
  player?: SignedInReceiver;
}

export interface SignUpContext extends SignUpInput {
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

export const signUpSetup = setup({
  types: {
    input: {} as SignUpInput,
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
    handOver: handOverTo('register'),
  },
});

