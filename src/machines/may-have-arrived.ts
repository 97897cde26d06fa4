// Whether a failed money call may still have been recorded by the server (DESIGN.md "Money calls").
// Only then is its Idempotency-Key kept for a retry: a plainly refused rule rolled back on the
// server, so the next attempt is a new one with a new key.
import { BodyCode } from '../domain/api-reply';
import { ApiError } from '../services/api-error';

/** No reply at all (network, timeout), a 5xx, or the server saying the same key is still running (409). */
export function mayHaveArrived(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.kind === 'http' && error.status !== null && error.status >= 500) return true;
  return error.code === BodyCode.idempotencyConflict;
}
