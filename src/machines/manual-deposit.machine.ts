// Manual deposit (SPEC.md §3 "Manual deposit", §5 uploads, §8 texts; issue 8): the player
// transfers to one of the operator's accounts, then reports it with a receipt photo.
//   loading    → GET /pay/ManualDeposit/getBanks (the payee accounts)
//   form       → the fields, beside the receipt: a child of its own while the form is open
//                (receipt-upload.machine.ts: sent with progress, refused before sending, retried);
//                the form keeps what it is told of it (RECEIPT, RECEIPT_NOTICE)
//     editing    → CHANGE, CHOOSE_PAYEE, PICK_FILES; SUBMIT: no submit while the picture is still
//                  uploading
//     submitting → POST /pay/ManualDeposit/submit as a retry-safe call: its Idempotency-Key made
//                  before the first send and reused by a SUBMIT of the same report after a refusal
//                  or a lost reply; any change makes the next report a new one
//   submitted  → the deposit waits for an operator's review
import { assign, forwardTo, setup } from 'xstate';
import type { ManualDepositReply, PayeeAccountItem } from '../domain/pay.schema';
import { errorOf, messageOf } from './failure-message';
import { manualDepositActors } from './manual-deposit.actors';
import { emptyForm, manualDepositOf, manualFailure, type ManualForm, type ManualInvalid } from './manual-deposit.form';
import { noReceipt, type ReceiptPhase, type ReceiptPickNotice, type ReceiptReport } from './receipt-upload.machine';
import type { CallOutcome } from './retry-safe-call.machine';

export { depositTimeOf, manualDepositOf, manualFailure, type ManualField, type ManualForm, type ManualInvalid, type ManualRule } from './manual-deposit.form';

/** Said about the picture before or instead of sending it (SPEC.md §5, §8). */
export type ReceiptNotice = ReceiptPickNotice | 'stillUploading';

export interface ManualDepositInputs {
  makeKey?: () => string;
  now?: () => number;
}

export interface ManualDepositContext {
  makeKey: () => string;
  now: () => number;
  payees: PayeeAccountItem[];
  form: ManualForm;
  /** Where the receipt stands, as its child last told. */
  receipt: ReceiptPhase;
  file: Blob | null;
  progress: { loaded: number; total: number };
  receiptUrl: string | null;
  uploadError: string | null;
  notice: ReceiptNotice | null;
  invalid: ManualInvalid | null;
  /** The Idempotency-Key of the report under way; kept until the server records it or the report changes. */
  key: string | null;
  error: string | null;
  result: ManualDepositReply | null;
}

export type ManualDepositEvent =
  | { type: 'CHANGE'; field: Exclude<keyof ManualForm, 'payeeAccountId'>; value: string }
  | { type: 'CHOOSE_PAYEE'; payeeAccountId: number }
  | { type: 'PICK_FILES'; files: Blob[] }
  | { type: 'REMOVE_RECEIPT' }
  | { type: 'RETRY_UPLOAD' }
  | { type: 'RETRY' }
  | { type: 'SUBMIT' }
  | { type: 'CALL_IN_DOUBT'; error: unknown }
  | ReceiptReport;

const randomKey = (): string => crypto.randomUUID();
const outcomeOf = ({ event }: { event: { output: CallOutcome } }): CallOutcome => event.output;

export const manualDepositMachine = setup({
  types: { input: {} as ManualDepositInputs, context: {} as ManualDepositContext, events: {} as ManualDepositEvent },
  actors: manualDepositActors,
  guards: {
    noPayees: (_, payees: PayeeAccountItem[]) => payees.length === 0,
    uploading: ({ context }) => context.receipt === 'uploading',
    formInvalid: ({ context }) => manualFailure(context.form, context.receiptUrl, context.now()) !== null,
    answered: (_, outcome: CallOutcome) => outcome.answered,
  },
  actions: {
    takePayees: assign((_, payees: PayeeAccountItem[]) => ({ payees, form: { ...emptyForm, payeeAccountId: payees[0]?.id ?? null } })),
    change: assign(({ context, event }) => {
      if (event.type === 'CHANGE') {
        return { form: { ...context.form, [event.field]: event.value }, key: null, error: null, invalid: context.invalid?.field === event.field ? null : context.invalid };
      }
      if (event.type === 'CHOOSE_PAYEE') return { form: { ...context.form, payeeAccountId: event.payeeAccountId }, key: null, error: null };
      return {};
    }),
    toReceipt: forwardTo('receipt'),
    // Another picture (or none) is another report, with its own key.
    takeReceipt: assign(({ context, event }) => {
      if (event.type !== 'RECEIPT') return {};
      const { phase, file, progress, url, error } = event.receipt;
      const invalid = url && context.invalid?.field === 'receipt' ? null : context.invalid;
      return { receipt: phase, file, progress, receiptUrl: url, uploadError: error, invalid, key: file === context.file ? context.key : null };
    }),
    takeNotice: assign(({ event }) => (event.type === 'RECEIPT_NOTICE' ? { notice: event.notice } : {})),
    noticeStillUploading: assign({ notice: 'stillUploading' as const }),
    showInvalid: assign(({ context }) => ({ invalid: manualFailure(context.form, context.receiptUrl, context.now()), notice: null, error: null })),
    // Made once per report, before its first send; the same report sent again keeps it.
    makeKey: assign({ key: ({ context }) => context.key ?? context.makeKey(), invalid: null, notice: null, error: null }),
    takeResult: assign({ result: (_, outcome: CallOutcome) => (outcome.answered ? (outcome.reply as ManualDepositReply) : null), key: null }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    showRefusal: assign({ error: (_, outcome: CallOutcome) => (outcome.answered ? null : messageOf(outcome.error)) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'manualDeposit',
  description: 'Manual deposit: payee account, member bank account, deposit time, amount and a receipt photo uploaded with progress; submitted with an Idempotency-Key for review.',
  context: ({ input }) => ({
    makeKey: input.makeKey ?? randomKey,
    now: input.now ?? Date.now,
    payees: [],
    form: emptyForm,
    receipt: noReceipt.phase,
    file: noReceipt.file,
    progress: noReceipt.progress,
    receiptUrl: noReceipt.url,
    uploadError: noReceipt.error,
    notice: null,
    invalid: null,
    key: null,
    error: null,
    result: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPayees',
        src: 'loadPayees',
        onDone: [
          { guard: { type: 'noPayees', params: ({ event }) => event.output }, target: 'noPayees' },
          { target: 'form', actions: { type: 'takePayees', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'showError', params: errorOf } },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
    /** The operator has no account to transfer to today. */
    noPayees: {},
    form: {
      invoke: { id: 'receipt', src: 'receipt', input: ({ self }) => ({ owner: self }) },
      on: {
        RECEIPT: { actions: 'takeReceipt' },
        RECEIPT_NOTICE: { actions: 'takeNotice' },
        // Removing or retrying the picture does not wait for a report under way; choosing one does.
        REMOVE_RECEIPT: { actions: 'toReceipt' },
        RETRY_UPLOAD: { actions: 'toReceipt' },
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            CHANGE: { actions: 'change' },
            CHOOSE_PAYEE: { actions: 'change' },
            PICK_FILES: { actions: 'toReceipt' },
            SUBMIT: [
              { guard: 'uploading', actions: 'noticeStillUploading' },
              { guard: 'formInvalid', actions: 'showInvalid' },
              { target: 'submitting', actions: 'makeKey' },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'call',
            src: 'call',
            input: ({ context, self }) => ({ request: manualDepositOf(context), key: context.key ?? undefined, owner: self }),
            onDone: [
              { guard: { type: 'answered', params: outcomeOf }, target: '#manualDeposit.submitted', actions: { type: 'takeResult', params: outcomeOf } },
              // Refused: the key stays, so SUBMIT again is the same report (any change is a new one).
              { target: 'editing', actions: { type: 'showRefusal', params: outcomeOf } },
            ],
          },
          // No reply said whether it was recorded: SUBMIT again sends the same report with the same key.
          on: { CALL_IN_DOUBT: { target: 'editing', actions: { type: 'showError', params: errorOf } } },
        },
      },
    },
    /** Pending review: an operator approves (the balance rises) or rejects with a reason. */
    submitted: { type: 'final' },
  },
});
