// The calls sign-up makes, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import { getSupportBanks, register, sendRegisterPhoneCode, type RegisterPayload, type SupportedBank } from '../services/register.api';
import { verificationCodeMachine } from './verification-code.machine';

// The form shows the server's msg beside the step, so these calls do not toast it as well.
const quiet = { toastError: false };

export const signUpActors = {
  /** Step 1 → 2: the first code, sent before step 2 shows. */
  sendRegisterCode: fromPromise<void, { phone: string }>(({ input }) => sendRegisterPhoneCode(input.phone, quiet)),
  loadBanks: fromPromise<SupportedBank[]>(() => getSupportBanks(quiet)),
  register: fromPromise<string, RegisterPayload>(({ input }) => register(input, quiet)),
  /** The send-code button of step 2: resends keep its countdown (a failed resend toasts). */
  verificationCode: verificationCodeMachine.provide({
    actors: { sendCode: fromPromise<void, { phone: string }>(({ input }) => sendRegisterPhoneCode(input.phone)) },
  }),
};
