// The manual deposit's fields as pure rules the machine and the form share (SPEC.md §3 "Manual
// deposit", §5): which rule a report breaks first, the deposit time as the input writes it, and
// what is sent.
import { toMinorUnits } from '../domain/money';
import type { ManualDepositInput } from '../domain/pay';

export type ManualField = 'payeeAccountId' | 'memberBankAccount' | 'depositTime' | 'amount' | 'receipt';
export type ManualRule = 'required' | 'digits' | 'wrongAmount' | 'futureTime';
export interface ManualInvalid {
  field: ManualField;
  rule: ManualRule;
}
export interface ManualForm {
  payeeAccountId: number | null;
  memberBankAccount: string;
  /** As the date-time input gives it: local time, YYYY-MM-DDTHH:mm. */
  depositTime: string;
  amount: string;
}

export const emptyForm: ManualForm = { payeeAccountId: null, memberBankAccount: '', depositTime: '', amount: '' };

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

export function manualDepositOf(context: { form: ManualForm; receiptUrl: string | null }): ManualDepositInput {
  return {
    payeeAccountId: context.form.payeeAccountId ?? 0,
    memberBankAccount: context.form.memberBankAccount,
    depositTime: depositTimeOf(context.form.depositTime) ?? 0,
    amount: Number(context.form.amount),
    receiptUrl: context.receiptUrl ?? '',
  };
}
