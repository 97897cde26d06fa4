// A stored code is a salted SHA-256, bound to its phone and purpose: a code read from a backup
// (or sent for sign-up) cannot be replayed for a password reset. Six digits are too few for any
// hash to resist an offline search, so the real guards are the 10-minute expiry and the
// five-attempt limit; the hash keeps codes from being read off the table at a glance.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_LENGTH } from '../../../src/domain/constants';
import type { SmsPurpose } from '../../shared/sms-purpose';

/** Six digits from the CSPRNG, leading zeros kept. */
export function generateSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

export function hashSmsCode(salt: string, phone: string, purpose: SmsPurpose, code: string): string {
  return createHash('sha256').update(`${salt}:${purpose}:${phone}:${code}`).digest('hex');
}

export function smsCodeMatches(stored: string, salt: string, phone: string, purpose: SmsPurpose, code: string): boolean {
  const expected = Buffer.from(stored, 'hex');
  const actual = Buffer.from(hashSmsCode(salt, phone, purpose, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
