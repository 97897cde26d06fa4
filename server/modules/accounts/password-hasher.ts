// Password hashing with argon2id at the OWASP minimum (19 MiB, 2 passes, 1 lane): memory-hard, so
// a stolen table is slow to crack on GPUs. @node-rs/argon2 hashes on the libuv thread pool, so a
// hash (~20-40 ms here) does not block the event loop.
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm.Argon2id: an ambient const enum, which isolatedModules cannot read by name.
const ARGON2ID = 2 as Algorithm;

export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a stored hash that cannot be read. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real check when the account does not exist, so the reply time does not
 * tell a stranger which usernames are taken.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-password-anyone-has');
  await verifyPassword(await dummyHash, password);
  return false;
}
