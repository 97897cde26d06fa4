// The validation rules of SPEC.md §5, used by the forms and by the server alike. A check returns
// null or the first failure: the field and the rule, whose message is `validation.<rule>` in the
// locale files (the server answers in the caller's language with the same words).
import { CAPTCHA_LENGTH, INPUT_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SMS_CODE_LENGTH } from './constants';

export type ValidationRule =
  | 'required'
  | 'phone'
  | 'phoneRequired'
  | 'code'
  | 'captcha'
  | 'username'
  | 'password'
  | 'passwordMismatch'
  | 'passwordSame'
  | 'digits'
  | 'email'
  | 'maxLength'
  | 'date'
  | 'birthdayLocked'
  | 'gender';

export interface Invalid {
  field: string;
  rule: ValidationRule;
}

export type Check = Invalid | null;

export const PHONE_COUNTRIES = ['PH', 'TH', 'MM'] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];

const PHONE_PATTERNS: Record<PhoneCountry, RegExp> = {
  PH: /^(0\d{10}|9\d{9})$/,
  TH: /^(\+66|0)[689]\d{8}$/,
  MM: /^(\+95|0)[1-9]\d{7,9}$/,
};

const USERNAME = /^[A-Za-z0-9_@.]+$/;
const PASSWORD = new RegExp(`^[A-Za-z0-9_.!@#$%^&*?]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`);
const SMS_CODE = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);
const CAPTCHA = new RegExp(`^\\d{${CAPTCHA_LENGTH}}$`);
const DIGITS = /^\d+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const EMAIL_MAX_LENGTH = 254;

export const GENDERS = ['male', 'female', 'unknown', 'custom'] as const;
export type Gender = (typeof GENDERS)[number];

/** A phone country: the site's country when SPEC.md names a pattern for it, else PH's. */
export function phoneCountryOf(countryCode: string | null | undefined): PhoneCountry {
  const upper = (countryCode ?? '').toUpperCase();
  return (PHONE_COUNTRIES as readonly string[]).includes(upper) ? (upper as PhoneCountry) : 'PH';
}

/** Digits only, with a dash after the 3rd and 6th digit, as the phone input shows it. */
export function formatPhoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join('-');
}

/** What is sent and stored: dashes and spaces removed; a 10-digit number starting 9 gets a leading 0. */
export function normalizePhone(input: string): string {
  const bare = input.replace(/[\s-]/g, '');
  return /^9\d{9}$/.test(bare) ? `0${bare}` : bare;
}

export function isValidPhone(input: string, country: PhoneCountry): boolean {
  return PHONE_PATTERNS[country].test(input.replace(/[\s-]/g, ''));
}

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

export function checkRequired(field: string, value: unknown): Check {
  return blank(value) ? { field, rule: 'required' } : null;
}

export function checkPhone(field: string, value: unknown, country: PhoneCountry): Check {
  if (blank(value)) return { field, rule: 'phoneRequired' };
  return isValidPhone(String(value), country) ? null : { field, rule: 'phone' };
}

export function checkSmsCode(field: string, value: unknown): Check {
  if (blank(value)) return { field, rule: 'required' };
  return SMS_CODE.test(String(value)) ? null : { field, rule: 'code' };
}

export function checkCaptcha(field: string, value: unknown): Check {
  if (blank(value)) return { field, rule: 'required' };
  return CAPTCHA.test(String(value)) ? null : { field, rule: 'captcha' };
}

/** Username: letters, digits and _@. only; `optional` lets a blank through (sign-up uses the phone). */
export function checkUsername(field: string, value: unknown, optional = false): Check {
  if (blank(value)) return optional ? null : { field, rule: 'required' };
  const text = String(value);
  if (text.length > INPUT_MAX_LENGTH) return { field, rule: 'maxLength' };
  return USERNAME.test(text) ? null : { field, rule: 'username' };
}

/** 6-20 letters, digits and _.!@#$%^&*? (sign-up, reset and change). */
export function checkPassword(field: string, value: unknown): Check {
  if (blank(value)) return { field, rule: 'required' };
  return PASSWORD.test(String(value)) ? null : { field, rule: 'password' };
}

export function checkConfirmation(field: string, password: unknown, confirmation: unknown): Check {
  if (blank(confirmation)) return { field, rule: 'required' };
  return password === confirmation ? null : { field, rule: 'passwordMismatch' };
}

export function checkNewPasswordDiffers(field: string, oldPassword: unknown, newPassword: unknown): Check {
  return oldPassword === newPassword ? { field, rule: 'passwordSame' } : null;
}

export function checkDigits(field: string, value: unknown): Check {
  if (blank(value)) return { field, rule: 'required' };
  return DIGITS.test(String(value)) ? null : { field, rule: 'digits' };
}

export function checkEmail(field: string, value: unknown): Check {
  if (blank(value)) return null;
  const text = String(value);
  return text.length <= EMAIL_MAX_LENGTH && EMAIL.test(text) ? null : { field, rule: 'email' };
}

export function checkMaxLength(field: string, value: unknown, max = INPUT_MAX_LENGTH): Check {
  return !blank(value) && String(value).length > max ? { field, rule: 'maxLength' } : null;
}

/** A text the form cannot go without (a name): required first, then no longer than an input takes. */
export function checkRequiredText(field: string, value: unknown): Check {
  return checkRequired(field, value) ?? checkMaxLength(field, value);
}

/** A calendar date YYYY-MM-DD that exists and is not in the future. */
export function checkBirthday(field: string, value: unknown, today = new Date()): Check {
  if (blank(value)) return null;
  const text = String(value);
  const date = new Date(`${text}T00:00:00Z`);
  const valid = ISO_DATE.test(text) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) && date <= today;
  return valid ? null : { field, rule: 'date' };
}

export function checkGender(field: string, value: unknown): Check {
  if (blank(value)) return { field, rule: 'required' };
  return (GENDERS as readonly string[]).includes(String(value)) ? null : { field, rule: 'gender' };
}

/** The first failure of several checks, in the order a form shows its fields. */
export function firstFailure(...checks: Check[]): Check {
  return checks.find((check) => check !== null) ?? null;
}
