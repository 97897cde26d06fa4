// The sign-up code request carries the phone disguised (SPEC.md §7): Base64 of the phone followed
// directly by a random number 1000-9999. Decoding strips those four digits; anything that is not
// that shape yields null, which the caller answers as a wrong phone.
import { CODE_REQUEST_RANDOM_MAX, CODE_REQUEST_RANDOM_MIN } from '../../../src/domain/constants';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const RANDOM_DIGITS = String(CODE_REQUEST_RANDOM_MAX).length;

export function decodeRegisterCodeRequest(encoded: string | undefined): string | null {
  const text = encoded?.trim() ?? '';
  if (text === '' || !BASE64.test(text)) return null;
  const decoded = Buffer.from(text, 'base64').toString('utf8');
  if (decoded.length <= RANDOM_DIGITS) return null;
  const random = Number(decoded.slice(-RANDOM_DIGITS));
  if (!/^\d+$/.test(decoded.slice(-RANDOM_DIGITS)) || random < CODE_REQUEST_RANDOM_MIN || random > CODE_REQUEST_RANDOM_MAX) {
    return null;
  }
  return decoded.slice(0, -RANDOM_DIGITS);
}

/** What the web app sends; used by tests and the bench. */
export function encodeRegisterCodeRequest(phone: string, random: number): string {
  return Buffer.from(`${phone}${random}`, 'utf8').toString('base64');
}
