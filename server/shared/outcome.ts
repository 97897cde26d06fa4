// What a transaction hands back when a refusal must not roll it back: a wrong SMS code counts
// its attempt only if the transaction commits, so the refusal is returned, then thrown outside.
import type { ApiError } from '../errors';

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
