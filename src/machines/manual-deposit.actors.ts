// The calls the manual deposit makes, as named actors (tests provide their own). The receipt is
// sent by the shared picture-upload actor, whose progress arrives as events.
import { fromPromise } from 'xstate';
import type { ManualDepositInput } from '../domain/pay';
import type { ManualDepositReply, PayeeAccountItem } from '../domain/pay.schema';
import { getPayeeAccounts, submitManualDeposit } from '../services/pay.api';
import { pictureUpload } from './picture-upload.actors';

export const manualDepositActors = {
  loadPayees: fromPromise<PayeeAccountItem[]>(() => getPayeeAccounts()),
  upload: pictureUpload,
  // The form shows the server's msg, so the call does not toast it as well.
  submit: fromPromise<ManualDepositReply, { deposit: ManualDepositInput; key: string }>(({ input }) =>
    submitManualDeposit(input.deposit, input.key, { toastError: false, cancellable: false }),
  ),
};
