// The sign-up steps (SPEC.md §2, §4, §5) as pure rules the machine and the form share: which steps
// a site has, what each step checks, and what the final button says.
import {
  checkConfirmation,
  checkDigits,
  checkPassword,
  checkPhone,
  checkRequired,
  checkSmsCode,
  checkUsername,
  firstFailure,
  normalizePhone,
  type Invalid,
  type PhoneCountry,
} from '../domain/validation';
import type { RegisterPayload, SupportedBank } from '../services/register.api';

export type SignUpStep = 'phone' | 'code' | 'account' | 'bankType' | 'bankAccount';

/** The registration form of SPEC.md §3 (the invite code comes from storage, not the form). */
export interface SignUpForm {
  phone: string;
  code: string;
  username: string;
  password: string;
  confirmPassword: string;
  /** The chosen bank's code. */
  bankType: string;
  bankAccountName: string;
  bankAccount: string;
}

export type SignUpField = keyof SignUpForm;

export interface SignUpFlags {
  /** Site flag gameAccountRegisterSMS: step 2. */
  smsEnabled: boolean;
  /** Site flag gameAccountRegisterBank: steps 4 and 5. */
  bankEnabled: boolean;
  country: PhoneCountry;
}

export const emptySignUpForm: SignUpForm = {
  phone: '', code: '', username: '', password: '', confirmPassword: '', bankType: '', bankAccountName: '', bankAccount: '',
};

/** The steps this site shows, in order. */
export function signUpSteps({ smsEnabled, bankEnabled }: Pick<SignUpFlags, 'smsEnabled' | 'bankEnabled'>): SignUpStep[] {
  return ['phone', ...(smsEnabled ? (['code'] as const) : []), 'account', ...(bankEnabled ? (['bankType', 'bankAccount'] as const) : [])];
}

/** The first broken rule of a step, in the order the step shows its fields. */
export function stepFailure(step: SignUpStep, form: SignUpForm, country: PhoneCountry): Invalid | null {
  switch (step) {
    case 'phone':
      return firstFailure(checkPhone('phone', form.phone, country), checkUsername('username', form.username, true));
    case 'code':
      return checkSmsCode('code', form.code);
    case 'account':
      return firstFailure(
        checkUsername('username', form.username, true),
        checkPassword('password', form.password),
        checkConfirmation('confirmPassword', form.password, form.confirmPassword),
      );
    case 'bankType':
      return checkRequired('bankType', form.bankType);
    case 'bankAccount':
      return firstFailure(checkRequired('bankAccountName', form.bankAccountName), checkDigits('bankAccount', form.bankAccount));
  }
}

/**
 * What the final button of a step says (SPEC.md §4): "Sign up" on the step that submits — step 5
 * with bank registration, step 3 without — and "Confirm" on every other.
 */
export function nextButtonOf(step: SignUpStep, flags: Pick<SignUpFlags, 'bankEnabled'>): 'signUp' | 'confirm' {
  return step === (flags.bankEnabled ? 'bankAccount' : 'account') ? 'signUp' : 'confirm';
}

/** What POST /v2/register is sent: the username defaults to the phone (SPEC.md §3). */
export function registrationOf(form: SignUpForm, banks: SupportedBank[], bankEnabled: boolean): RegisterPayload {
  const phone = normalizePhone(form.phone);
  const bank = banks.find((item) => item.bankCode === form.bankType);
  return {
    phone,
    code: form.code,
    username: form.username.trim() || phone,
    password: form.password,
    bankCard: bankEnabled && bank ? { bank, holder: form.bankAccountName.trim(), account: form.bankAccount } : null,
  };
}

/** What the selectors read of a sign-up snapshot. */
export interface SignUpStepSnapshot {
  value: string | Record<string, unknown>;
  context: Pick<SignUpFlags, 'smsEnabled' | 'bankEnabled'>;
}

/** The step the form shows: the machine's top-level state (the last step once done). */
export function currentStep(snapshot: SignUpStepSnapshot): SignUpStep {
  const state = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
  const steps = signUpSteps(snapshot.context);
  return (steps as string[]).includes(state ?? '') ? (state as SignUpStep) : (steps[steps.length - 1] ?? 'account');
}

/** "Step n of N" for the step indicator. */
export function stepProgress(snapshot: SignUpStepSnapshot): { step: number; total: number } {
  const steps = signUpSteps(snapshot.context);
  return { step: steps.indexOf(currentStep(snapshot)) + 1, total: steps.length };
}

/** The locale key of the final button: "Sign up" where the step submits, else "Confirm" (SPEC.md §4). */
export function nextButtonKey(snapshot: SignUpStepSnapshot): 'signUp.signUp' | 'signUp.confirm' {
  return `signUp.${nextButtonOf(currentStep(snapshot), snapshot.context)}`;
}
