// Change password (SPEC.md §2 /pages/account/resetPassword, §5): the signed-in player's old
// password, a new one of 6-20 characters that differs from it, and its confirmation.
//   editing    → the form; the first broken rule is shown
//   submitting → PUT /modified/updatePwd
//   done       → the success page (/pages/account/resetPasswordSuccess)
import { assign, fromPromise, setup } from 'xstate';
import { paths } from '../domain/routes';
import { checkConfirmation, checkNewPasswordDiffers, checkPassword, checkRequired, firstFailure, type Invalid } from '../domain/validation';
import { navigate } from '../services/navigation';
import { changePassword, type ChangePasswordPayload } from '../services/password.api';
import { errorOf, messageOf } from './failure-message';

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
  types: { context: {} as ChangePasswordContext, events: {} as ChangePasswordEvent },
  actors: {
    // The form shows the server's msg, so the call does not toast it as well.
    changePassword: fromPromise<void, ChangePasswordPayload>(({ input }) => changePassword(input, { toastError: false })),
  },
  guards: {
    formInvalid: ({ context }) => changePasswordFailure(context.form) !== null,
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
  description: 'Change password: old, new (6-20, not the old one) and confirmation; success shows the success page.',
  context: { form: { oldPassword: '', newPassword: '', confirmPassword: '' }, invalid: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'change' },
        SUBMIT: [{ guard: 'formInvalid', actions: 'showInvalid' }, { target: 'submitting', actions: 'clearMessages' }],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ oldPassword: context.form.oldPassword, newPassword: context.form.newPassword }),
        onDone: 'done',
        onError: { target: 'editing', actions: { type: 'showError', params: errorOf } },
      },
    },
    done: { type: 'final', entry: 'showSuccessPage' },
  },
});
