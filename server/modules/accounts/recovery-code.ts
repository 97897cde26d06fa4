// 2FA recovery codes: ten per enrolment, each "xxxx-xxxx-xxxx-xxxx" of 16 base32 characters
// (80 random bits), shown once and stored as SHA-256. A plain fast hash is enough here, as for
// session tokens: with 80 random bits a stolen table cannot be guessed back even at GPU speed
// (2^80 tries), while argon2 would cost ~30 ms per stored code on every recovery login and gain
// nothing; human-chosen passwords are what need the slow hasher.
import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

export function newRecoveryCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** Case, spaces and dashes do not matter when the player types a code back. */
export function normalizeRecoveryCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

export function looksLikeRecoveryCode(input: string): boolean {
  return new RegExp(`^[${ALPHABET}]{${GROUPS * GROUP_LENGTH}}$`).test(normalizeRecoveryCode(input));
}

export function hashRecoveryCode(input: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(input)).digest('hex');
}
