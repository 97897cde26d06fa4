// Authenticator 2FA on the account security page (issue 12): turning it on (the QR code and the
// key by hand, confirmed with a first code, then the ten recovery codes shown once, left only
// once the player says they are saved) and turning it off (a code asked). The code steps are the
// shared code step machine, given the call each completes.
//   loading → off → starting → scanning (code step) → codes → on
//   on → disabling (code step) → off
import { assign, setup } from 'xstate';
import type { TwoFactorEnrolment, TwoFactorStatus } from '../domain/account-security';
import { t } from '../services/i18n';
import { errorOf, messageOf } from './failure-message';
import type { ToastEvent } from './toast.machine';
import type { TwoFactorCodeOutput } from './two-factor-code.machine';
import { twoFactorSetupActors } from './two-factor-setup.actors';

export interface TwoFactorSetupInput {
  toast: { send(event: ToastEvent): void };
}

export interface TwoFactorSetupContext extends TwoFactorSetupInput {
  status: TwoFactorStatus;
  enrolment: TwoFactorEnrolment | null;
  recoveryCodes: string[];
  /** The "I have saved them" box. */
  saved: boolean;
  error: string | null;
}

export type TwoFactorSetupEvent =
  | { type: 'ENROL' }
  | { type: 'DISABLE' }
  | { type: 'COPY' }
  | { type: 'SAVED'; value: boolean }
  | { type: 'FINISH' }
  | { type: 'RETRY' };

const stepOutput = ({ event }: { event: { output: TwoFactorCodeOutput } }): TwoFactorCodeOutput => event.output;

export const twoFactorSetupMachine = setup({
  types: {
    input: {} as TwoFactorSetupInput,
    context: {} as TwoFactorSetupContext,
    events: {} as TwoFactorSetupEvent,
    children: {} as { confirmStep: 'confirmStep'; disableStep: 'disableStep' },
  },
  actors: twoFactorSetupActors,
  guards: {
    isOn: (_, status: TwoFactorStatus) => status.enabled,
    cancelled: (_, output: TwoFactorCodeOutput) => output === null,
    saved: ({ context }) => context.saved,
  },
  actions: {
    takeStatus: assign((_, status: TwoFactorStatus) => ({ status })),
    takeEnrolment: assign((_, enrolment: TwoFactorEnrolment) => ({ enrolment })),
    takeCodes: assign((_, output: TwoFactorCodeOutput) => ({
      recoveryCodes: (output?.result as string[] | undefined) ?? [],
      saved: false,
      // The secret is not kept once the app has it.
      enrolment: null,
    })),
    setSaved: assign(({ event }) => (event.type === 'SAVED' ? { saved: event.value } : {})),
    turnedOn: assign(({ context }) => ({ status: { enabled: true, recoveryCodesLeft: context.recoveryCodes.length }, recoveryCodes: [], saved: false })),
    turnedOff: assign({ status: { enabled: false, recoveryCodesLeft: 0 } }),
    forgetEnrolment: assign({ enrolment: null }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    clearError: assign({ error: null }),
    toast: ({ context }, text: string) => context.toast.send({ type: 'SHOW', text }),
  },
}).createMachine({
  id: 'twoFactorSetup',
  description: 'Authenticator 2FA: on with the QR code, a first code and the recovery codes shown once; off with a code.',
  context: ({ input }) => ({ ...input, status: { enabled: false, recoveryCodesLeft: 0 }, enrolment: null, recoveryCodes: [], saved: false, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [
          { guard: { type: 'isOn', params: ({ event }) => event.output }, target: 'on', actions: { type: 'takeStatus', params: ({ event }) => event.output } },
          { target: 'off', actions: { type: 'takeStatus', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'showError', params: errorOf } },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
    off: { on: { ENROL: { target: 'starting', actions: 'clearError' } } },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'beginEnrolment',
        src: 'beginEnrolment',
        onDone: { target: 'scanning', actions: { type: 'takeEnrolment', params: ({ event }) => event.output } },
        onError: { target: 'off', actions: { type: 'showError', params: errorOf } },
      },
    },
    scanning: {
      invoke: {
        id: 'confirmStep',
        src: 'confirmStep',
        input: { ticket: '' },
        onDone: [
          { guard: { type: 'cancelled', params: stepOutput }, target: 'off', actions: 'forgetEnrolment' },
          { target: 'codes', actions: { type: 'takeCodes', params: stepOutput } },
        ],
      },
    },
    codes: {
      on: {
        SAVED: { actions: 'setSaved' },
        COPY: 'copying',
        FINISH: { guard: 'saved', target: 'on', actions: ['turnedOn', { type: 'toast', params: () => t('security.turnedOn') }] },
      },
    },
    copying: {
      invoke: {
        id: 'copyCodes',
        src: 'copyCodes',
        input: ({ context }) => ({ text: context.recoveryCodes.join('\n') }),
        onDone: { target: 'codes', actions: { type: 'toast', params: () => t('security.copied') } },
        onError: { target: 'codes', actions: { type: 'toast', params: () => t('security.copyFailed') } },
      },
    },
    on: { on: { DISABLE: { target: 'disabling', actions: 'clearError' } } },
    disabling: {
      invoke: {
        id: 'disableStep',
        src: 'disableStep',
        input: { ticket: '' },
        onDone: [
          { guard: { type: 'cancelled', params: stepOutput }, target: 'on' },
          { target: 'off', actions: ['turnedOff', { type: 'toast', params: () => t('security.turnedOff') }] },
        ],
      },
    },
  },
});
