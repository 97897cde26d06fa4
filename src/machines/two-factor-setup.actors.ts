// The calls 2FA setup makes, as named actors (tests provide their own). The code steps show a
// refused code themselves, so their calls do not toast it as well.
import { fromPromise } from 'xstate';
import type { TwoFactorEnrolment, TwoFactorStatus } from '../domain/account-security.schema';
import { beginTwoFactor, confirmTwoFactor, disableTwoFactor, getTwoFactorStatus } from '../services/security.api';
import { codeStep } from './two-factor-code.machine';

/** The confirm step's ticket: the "sign out of other devices" choice beside the code. */
export interface EnrolmentChoice {
  signOutOthers: boolean;
}

export const twoFactorSetupActors = {
  loadStatus: fromPromise<TwoFactorStatus>(() => getTwoFactorStatus()),
  beginEnrolment: fromPromise<TwoFactorEnrolment>(() => beginTwoFactor({ toastError: false })),
  confirmStep: codeStep(({ ticket, code }) => confirmTwoFactor({ code, ...(JSON.parse(ticket) as EnrolmentChoice) }, { toastError: false })),
  disableStep: codeStep(({ code }) => disableTwoFactor(code, { toastError: false })),
  copyCodes: fromPromise<void, { text: string }>(({ input }) => navigator.clipboard.writeText(input.text)),
};
