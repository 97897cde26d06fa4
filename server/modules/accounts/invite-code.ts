// A player's own invite code: 8 characters without look-alikes (no 0/O, 1/I/L), so it can be read
// out loud or typed from a screenshot. 32^8 ≈ 10^12 codes; a clash is retried by the caller.
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
