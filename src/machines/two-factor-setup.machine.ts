// Authenticator 2FA on the account security page (issue 12): turning it on (the QR code and the
// key by hand, confirmed with a first code, then the ten recovery codes shown once, left only
// once the player says they are saved) and turning it off (a code asked). The code steps are the
// shared code step machine, given the call each completes. Beside the first code, a box (ticked
// until the player unticks it) ends the other sessions with the confirmation (issue 17): they
// were opened without the second factor; the sessions list is then read again.
//   loading → off → starting → scanning (code step) → codes → on
//   on → disabling (code step) → off
import { assign, sendTo, setup } from 'xstate';
import type { TwoFactorConfirmed, TwoFactorEnrolment, TwoFactorStatus } from '../domain/account-security.schema';
import { t } from '../services/i18n';
import { errorOf, messageOf } from './failure-message';
import type { ToastEvent } from './toast.machine';
import type { TwoFactorCodeEvent, TwoFactorCodeOutput } from './two-factor-code.machine';
import { twoFactorSetupActors, type EnrolmentChoice } from './two-factor-setup.actors';

export interface TwoFactorSetupInput {
  toast: { send(event: ToastEvent): void };
  /** The page's sessions list, read again once enrolment has ended the other sessions. */
  sessions?: { send(event: { type: 'RELOAD' }): void };
}

const ticketOf = (signOutOthers: boolean): string => JSON.stringify({ signOutOthers } satisfies EnrolmentChoice);

export interface TwoFactorSetupContext extends TwoFactorSetupInput {
  status: TwoFactorStatus;
  enrolment: TwoFactorEnrolment | null;
  recoveryCodes: string[];
  /** The "I have saved them" box. */
  saved: boolean;
  /** The "sign out of other devices" box beside the first code; ticked until the player unticks it. */
  signOutOthers: boolean;
  error: string | null;
}

export type TwoFactorSetupEvent =
  | { type: 'ENROL' }
  | { type: 'DISABLE' }
  | { type: 'COPY' }
  | { type: 'SAVED'; value: boolean }
  | { type: 'SIGN_OUT_OTHERS'; value: boolean }
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
      recoveryCodes: (output?.result as TwoFactorConfirmed | undefined)?.recoveryCodes ?? [],
      saved: false,
      // The secret is not kept once the app has it.
      enrolment: null,
    })),
    setSaved: assign(({ event }) => (event.type === 'SAVED' ? { saved: event.value } : {})),
    setSignOutOthers: assign(({ event }) => (event.type === 'SIGN_OUT_OTHERS' ? { signOutOthers: event.value } : {})),
    // The step was invoked with the box as it was then; it carries the box as it is now.
    passChoiceOn: sendTo('confirmStep', ({ context }): TwoFactorCodeEvent => ({ type: 'SET_TICKET', ticket: ticketOf(context.signOutOthers) })),
    tickSignOutOthers: assign({ signOutOthers: true }),
    reloadSessions: ({ context }, output: TwoFactorCodeOutput) => {
      if (((output?.result as TwoFactorConfirmed | undefined)?.signedOut ?? 0) > 0) context.sessions?.send({ type: 'RELOAD' });
    },
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
  context: ({ input }) => ({ ...input, status: { enabled: false, recoveryCodesLeft: 0 }, enrolment: null, recoveryCodes: [], saved: false, signOutOthers: true, error: null }),
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
    off: { on: { ENROL: { target: 'starting', actions: ['clearError', 'tickSignOutOthers'] } } },
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
      on: { SIGN_OUT_OTHERS: { actions: ['setSignOutOthers', 'passChoiceOn'] } },
      invoke: {
        id: 'confirmStep',
        src: 'confirmStep',
        input: ({ context }) => ({ ticket: ticketOf(context.signOutOthers) }),
        onDone: [
          { guard: { type: 'cancelled', params: stepOutput }, target: 'off', actions: 'forgetEnrolment' },
          { target: 'codes', actions: [{ type: 'takeCodes', params: stepOutput }, { type: 'reloadSessions', params: stepOutput }] },
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
