// Manual deposit (SPEC.md §3 "Manual deposit", §5 uploads, §8 texts; issue 8): the player
// transfers to one of the operator's accounts, then reports it with a receipt photo.
//   loading      → GET /pay/ManualDeposit/getBanks (the payee accounts)
//   form         → two regions side by side:
//     receipt    → empty → uploading (POST /common/upload, progress shown) → uploaded | failed
//                  (retry); a picture too large or too many is refused before sending
//     entry      → editing → submitting (POST /pay/ManualDeposit/submit with an Idempotency-Key
//                  made before the first send and reused by a retry); no submit while the
//                  picture is still uploading
//   submitted    → the deposit waits for an operator's review
import { assign, setup, stateIn } from 'xstate';
import { RECEIPT_MAX_FILES } from '../domain/constants';
import { toMinorUnits } from '../domain/money';
import { UPLOAD_MAX_BYTES, type ManualDepositInput } from '../domain/pay';
import type { ManualDepositReply, PayeeAccountItem } from '../domain/pay.schema';
import { errorOf, messageOf } from './failure-message';
import { manualDepositActors } from './manual-deposit.actors';
import type { PictureUploadEvent } from './picture-upload.actors';

export type ManualField = 'payeeAccountId' | 'memberBankAccount' | 'depositTime' | 'amount' | 'receipt';
export type ManualRule = 'required' | 'digits' | 'wrongAmount' | 'futureTime';
export interface ManualInvalid {
  field: ManualField;
  rule: ManualRule;
}
/** Said about the picture before or instead of sending it (SPEC.md §5, §8). */
export type ReceiptNotice = 'fileTooLarge' | 'tooManyFiles' | 'stillUploading';

export interface ManualForm {
  payeeAccountId: number | null;
  memberBankAccount: string;
  /** As the date-time input gives it: local time, YYYY-MM-DDTHH:mm. */
  depositTime: string;
  amount: string;
}

export interface ManualDepositInputs {
  makeKey?: () => string;
  now?: () => number;
}

export interface ManualDepositContext {
  makeKey: () => string;
  now: () => number;
  payees: PayeeAccountItem[];
  form: ManualForm;
  file: Blob | null;
  progress: { loaded: number; total: number };
  receiptUrl: string | null;
  uploadError: string | null;
  notice: ReceiptNotice | null;
  invalid: ManualInvalid | null;
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
  | PictureUploadEvent;

const DIGITS = /^\d+$/;

/** The first rule the form breaks, receipt included, or null. */
export function manualFailure(form: ManualForm, receiptUrl: string | null, now: number): ManualInvalid | null {
  if (form.payeeAccountId === null) return { field: 'payeeAccountId', rule: 'required' };
  if (form.memberBankAccount === '') return { field: 'memberBankAccount', rule: 'required' };
  if (!DIGITS.test(form.memberBankAccount)) return { field: 'memberBankAccount', rule: 'digits' };
  const time = depositTimeOf(form.depositTime);
  if (time === null) return { field: 'depositTime', rule: 'required' };
  if (time > now) return { field: 'depositTime', rule: 'futureTime' };
  const minor = toMinorUnits(form.amount);
  if (minor === null || minor <= 0n) return { field: 'amount', rule: 'wrongAmount' };
  if (!receiptUrl) return { field: 'receipt', rule: 'required' };
  return null;
}

/** The date-time input's local time as epoch ms, or null when it is not a time. */
export function depositTimeOf(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return null;
  const time = new Date(text).getTime();
  return Number.isFinite(time) ? time : null;
}

export function manualDepositOf(context: Pick<ManualDepositContext, 'form' | 'receiptUrl'>): ManualDepositInput {
  return {
    payeeAccountId: context.form.payeeAccountId ?? 0,
    memberBankAccount: context.form.memberBankAccount,
    depositTime: depositTimeOf(context.form.depositTime) ?? 0,
    amount: Number(context.form.amount),
    receiptUrl: context.receiptUrl ?? '',
  };
}

const emptyForm: ManualForm = { payeeAccountId: null, memberBankAccount: '', depositTime: '', amount: '' };
const randomKey = (): string => crypto.randomUUID();

export const manualDepositMachine = setup({
  types: { input: {} as ManualDepositInputs, context: {} as ManualDepositContext, events: {} as ManualDepositEvent },
  actors: manualDepositActors,
  guards: {
    noPayees: (_, payees: PayeeAccountItem[]) => payees.length === 0,
    tooManyFiles: ({ event }) => event.type === 'PICK_FILES' && event.files.length > RECEIPT_MAX_FILES,
    noFile: ({ event }) => event.type === 'PICK_FILES' && event.files.length === 0,
    fileTooLarge: ({ event }) => event.type === 'PICK_FILES' && (event.files[0]?.size ?? 0) > UPLOAD_MAX_BYTES,
    submitting: stateIn({ form: { entry: 'submitting' } }),
    uploading: stateIn({ form: { receipt: 'uploading' } }),
    formInvalid: ({ context }) => manualFailure(context.form, context.receiptUrl, context.now()) !== null,
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
    takeFile: assign(({ event }) => (event.type === 'PICK_FILES' ? { file: event.files[0] ?? null, receiptUrl: null, uploadError: null, notice: null, key: null, progress: { loaded: 0, total: event.files[0]?.size ?? 0 } } : {})),
    restartProgress: assign(({ context }) => ({ progress: { loaded: 0, total: context.file?.size ?? 0 }, uploadError: null, notice: null })),
    takeProgress: assign(({ event }) => (event.type === 'UPLOAD_PROGRESS' ? { progress: { loaded: event.loaded, total: event.total } } : {})),
    takeUrl: assign(({ context, event }) =>
      event.type === 'UPLOAD_DONE'
        ? { receiptUrl: event.url, progress: { loaded: context.progress.total, total: context.progress.total }, invalid: context.invalid?.field === 'receipt' ? null : context.invalid }
        : {},
    ),
    takeUploadError: assign(({ event }) => (event.type === 'UPLOAD_FAILED' ? { uploadError: event.reason, receiptUrl: null } : {})),
    removeReceipt: assign({ file: null, receiptUrl: null, uploadError: null, notice: null, key: null, progress: { loaded: 0, total: 0 } }),
    noticeTooMany: assign({ notice: 'tooManyFiles' as const }),
    noticeTooLarge: assign({ notice: 'fileTooLarge' as const }),
    noticeStillUploading: assign({ notice: 'stillUploading' as const }),
    showInvalid: assign(({ context }) => ({ invalid: manualFailure(context.form, context.receiptUrl, context.now()), notice: null, error: null })),
    makeKey: assign({ key: ({ context }) => context.key ?? context.makeKey(), invalid: null, notice: null, error: null }),
    takeResult: assign({ result: (_, result: ManualDepositReply) => result, key: null }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
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
    file: null,
    progress: { loaded: 0, total: 0 },
    receiptUrl: null,
    uploadError: null,
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
      type: 'parallel',
      states: {
        receipt: {
          initial: 'empty',
          on: {
            PICK_FILES: [
              { guard: 'submitting' },
              { guard: 'noFile' },
              { guard: 'tooManyFiles', actions: 'noticeTooMany' },
              { guard: 'fileTooLarge', actions: 'noticeTooLarge' },
              // A new picture replaces the one being sent or sent: the old upload is cancelled.
              { target: '.uploading', reenter: true, actions: 'takeFile' },
            ],
          },
          states: {
            empty: {},
            uploading: {
              invoke: { id: 'upload', src: 'upload', input: ({ context }) => ({ file: context.file as Blob }) },
              on: {
                UPLOAD_PROGRESS: { actions: 'takeProgress' },
                UPLOAD_DONE: { target: 'uploaded', actions: 'takeUrl' },
                UPLOAD_FAILED: { target: 'failed', actions: 'takeUploadError' },
              },
            },
            uploaded: { on: { REMOVE_RECEIPT: { target: 'empty', actions: 'removeReceipt' } } },
            /** "Upload failed, please try again" (SPEC.md §8). */
            failed: {
              on: {
                RETRY_UPLOAD: { target: 'uploading', actions: 'restartProgress' },
                REMOVE_RECEIPT: { target: 'empty', actions: 'removeReceipt' },
              },
            },
          },
        },
        entry: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                CHANGE: { actions: 'change' },
                CHOOSE_PAYEE: { actions: 'change' },
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
                id: 'submit',
                src: 'submit',
                input: ({ context }) => ({ deposit: manualDepositOf(context), key: context.key ?? '' }),
                onDone: { target: '#manualDeposit.submitted', actions: { type: 'takeResult', params: ({ event }) => event.output } },
                // The key stays: SUBMIT again is the same deposit, recorded once by the server.
                onError: { target: 'editing', actions: { type: 'showError', params: errorOf } },
              },
            },
          },
        },
      },
    },
    /** Pending review: an operator approves (the balance rises) or rejects with a reason. */
    submitted: { type: 'final' },
  },
});
