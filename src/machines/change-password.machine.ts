// Change password (SPEC.md §2 /pages/account/resetPassword, §5): the signed-in player's old
// password, a new one of 6-20 characters that differs from it, and its confirmation.
//   editing      → the form; the first broken rule is shown
//   lookingUp    → whether the player has 2FA on (read at each submit, so it is never stale)
//   submitting   → PUT /modified/updatePwd
//   secondFactor → (2FA on, issue 17) the code step sends the change with the code; a wrong old
//                  password shows there; cancelled, back to the form as it was
//   done         → the success page (/pages/account/resetPasswordSuccess)
import { assign, setup } from 'xstate';
import type { TwoFactorStatus } from '../domain/account-security.schema';
import { paths } from '../domain/routes';
import { checkConfirmation, checkNewPasswordDiffers, checkPassword, checkRequired, firstFailure, type Invalid } from '../domain/validation';
import { navigate } from '../services/navigation';
import type { ChangePasswordPayload } from '../services/password.api';
import { changePasswordActors } from './change-password.actors';
import { errorOf, messageOf } from './failure-message';
import type { TwoFactorCodeOutput } from './two-factor-code.machine';

const secondFactorOutput = ({ event }: { event: { output: TwoFactorCodeOutput } }): TwoFactorCodeOutput => event.output;
const passwordsOf = (form: ChangePasswordForm): ChangePasswordPayload => ({ oldPassword: form.oldPassword, newPassword: form.newPassword });

export interface ChangePasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ChangePasswordField = keyof ChangePasswordForm;

export interface ChangePasswordContext {
  form: ChangePasswordForm;
  invalid: Invalid | null;
  /** The server's msg of the last refused change (e.g. a wrong old password). */
  error: string | null;
}

export type ChangePasswordEvent = { type: 'CHANGE'; field: ChangePasswordField; value: string } | { type: 'SUBMIT' };

export function changePasswordFailure(form: ChangePasswordForm): Invalid | null {
  return firstFailure(
    checkRequired('oldPassword', form.oldPassword),
    checkPassword('newPassword', form.newPassword),
    checkNewPasswordDiffers('newPassword', form.oldPassword, form.newPassword),
    checkConfirmation('confirmPassword', form.newPassword, form.confirmPassword),
  );
}

export const changePasswordMachine = setup({
  types: { context: {} as ChangePasswordContext, events: {} as ChangePasswordEvent, children: {} as { secondFactor: 'secondFactor' } },
  actors: changePasswordActors,
  guards: {
    formInvalid: ({ context }) => changePasswordFailure(context.form) !== null,
    twoFactorOn: (_, status: TwoFactorStatus) => status.enabled,
    secondFactorCancelled: (_, output: TwoFactorCodeOutput) => output === null,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      return { form: { ...context.form, [event.field]: event.value }, invalid: context.invalid?.field === event.field ? null : context.invalid };
    }),
    showInvalid: assign({ invalid: ({ context }) => changePasswordFailure(context.form), error: null }),
    clearMessages: assign({ invalid: null, error: null }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    // Replace: going back must not return to a form whose old password is no longer valid.
    showSuccessPage: () => navigate(paths.resetPasswordSuccess, { replace: true }),
  },
}).createMachine({
  id: 'changePassword',
  description: 'Change password: old, new (6-20, not the old one) and confirmation, and the 2FA code while it is on; success shows the success page.',
  context: { form: { oldPassword: '', newPassword: '', confirmPassword: '' }, invalid: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'change' },
        SUBMIT: [{ guard: 'formInvalid', actions: 'showInvalid' }, { target: 'lookingUp', actions: 'clearMessages' }],
      },
    },
    lookingUp: {
      tags: ['busy'],
      invoke: {
        id: 'twoFactorStatus',
        src: 'twoFactorStatus',
        onDone: [{ guard: { type: 'twoFactorOn', params: ({ event }) => event.output }, target: 'secondFactor' }, { target: 'submitting' }],
        onError: { target: 'editing', actions: { type: 'showError', params: errorOf } },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => passwordsOf(context.form),
        onDone: 'done',
        onError: { target: 'editing', actions: { type: 'showError', params: errorOf } },
      },
    },
    // --- 2FA (issue 17): the same code step as a bank card change ---
    secondFactor: {
      invoke: {
        id: 'secondFactor',
        src: 'secondFactor',
        input: ({ context }) => ({ ticket: JSON.stringify(passwordsOf(context.form)) }),
        onDone: [{ guard: { type: 'secondFactorCancelled', params: secondFactorOutput }, target: 'editing' }, { target: 'done' }],
      },
    },
    done: { type: 'final', entry: 'showSuccessPage' },
  },
});
