// The calls the manual deposit makes, as named actors (tests provide their own): the payee
// accounts, the receipt (a child of its own, sending the picture with the shared picture-upload
// actor) and the report itself as a retry-safe call whose send is the submit route.
import { fromPromise } from 'xstate';
import type { ManualDepositInput } from '../domain/pay';
import type { ManualDepositReply, PayeeAccountItem } from '../domain/pay.schema';
import { getPayeeAccounts, submitManualDeposit } from '../services/pay.api';
import { receiptUploadMachine } from './receipt-upload.machine';
import { retrySafeCallMachine, type SendInput } from './retry-safe-call.machine';

// The form shows the server's msg, so the call does not toast it as well.
export const sendManualDeposit = fromPromise<ManualDepositReply, SendInput<ManualDepositInput>>(({ input }) =>
  submitManualDeposit(input.request, input.key, { toastError: false, cancellable: false }),
);

export const manualDepositActors = {
  loadPayees: fromPromise<PayeeAccountItem[]>(() => getPayeeAccounts()),
  receipt: receiptUploadMachine,
  call: retrySafeCallMachine.provide({ actors: { send: sendManualDeposit } }),
};
