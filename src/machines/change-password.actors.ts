// The calls the change-password form makes, as named actors (tests provide their own). The form
// and the code step show the server's refusal, so the calls do not toast it as well.
import { fromPromise } from 'xstate';
import type { TwoFactorStatus } from '../domain/account-security.schema';
import { changePassword, type ChangePasswordPayload } from '../services/password.api';
import { getTwoFactorStatus } from '../services/security.api';
import { codeStep } from './two-factor-code.machine';

export const changePasswordActors = {
  twoFactorStatus: fromPromise<TwoFactorStatus>(() => getTwoFactorStatus({ toastError: false })),
  changePassword: fromPromise<void, ChangePasswordPayload>(({ input }) => changePassword(input, { toastError: false })),
  // Issue 17: with 2FA on, the code step sends the change itself, its ticket the two passwords.
  secondFactor: codeStep(({ ticket, code }) => changePassword({ ...(JSON.parse(ticket) as ChangePasswordPayload), twoFactorCode: code }, { toastError: false })),
};
