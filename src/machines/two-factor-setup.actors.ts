// The calls 2FA setup makes, as named actors (tests provide their own). The code steps show a
// refused code themselves, so their calls do not toast it as well.
import { fromPromise } from 'xstate';
import type { TwoFactorEnrolment, TwoFactorStatus } from '../domain/account-security';
import { beginTwoFactor, confirmTwoFactor, disableTwoFactor, getTwoFactorStatus } from '../services/security.api';
import { twoFactorCodeMachine, type TwoFactorCheckInput } from './two-factor-code.machine';

export const twoFactorSetupActors = {
  loadStatus: fromPromise<TwoFactorStatus>(() => getTwoFactorStatus()),
  beginEnrolment: fromPromise<TwoFactorEnrolment>(() => beginTwoFactor({ toastError: false })),
  confirmStep: twoFactorCodeMachine.provide({
    actors: { check: fromPromise<unknown, TwoFactorCheckInput>(({ input }) => confirmTwoFactor(input.code, { toastError: false })) },
  }),
  disableStep: twoFactorCodeMachine.provide({
    actors: { check: fromPromise<unknown, TwoFactorCheckInput>(({ input }) => disableTwoFactor(input.code, { toastError: false })) },
  }),
  copyCodes: fromPromise<void, { text: string }>(({ input }) => navigator.clipboard.writeText(input.text)),
};
