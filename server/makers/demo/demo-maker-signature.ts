// The signature on every call between the platform and the demo maker's server-to-server API:
// HMAC-SHA256 with the shared secret (DEMO_MAKER_SECRET) over the timestamp, method, path with
// query, and the raw body, one per line, as hex. The maker refuses a wrong signature and a
// timestamp more than SIGNATURE_WINDOW_MS away from its clock, so a captured call cannot be
// replayed later (and every money call is idempotent by its transfer id within the window).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TIMESTAMP_HEADER = 'x-maker-timestamp';
export const SIGNATURE_HEADER = 'x-maker-signature';
export const SIGNATURE_WINDOW_MS = 60_000;
const MIN_SECRET_LENGTH = 16;

export function signRequest(secret: string, request: { timestamp: string; method: string; pathWithQuery: string; body: string }): string {
  // The method, path and timestamp never hold a newline, so the join is unambiguous; the body is last.
  return createHmac('sha256', secret).update([request.timestamp, request.method.toUpperCase(), request.pathWithQuery, request.body].join('\n')).digest('hex');
}

export function signatureValid(
  secret: string,
  request: { timestamp: unknown; signature: unknown; method: string; pathWithQuery: string; body: string },
  now: Date,
): boolean {
  const { timestamp, signature } = request;
  if (typeof timestamp !== 'string' || !/^\d{1,15}$/.test(timestamp)) return false;
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(now.getTime() - Number(timestamp)) > SIGNATURE_WINDOW_MS) return false;
  const expected = Buffer.from(signRequest(secret, { timestamp, method: request.method, pathWithQuery: request.pathWithQuery, body: request.body }), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export class DemoMakerSecretError extends Error {
  override name = 'DemoMakerSecretError';
}

/**
 * DEMO_MAKER_SECRET, or outside production a random one for this process (the platform and the
 * maker start together in one process, so both sides get it). Production refuses to run without
 * one: several instances must share it, and a guessable default would let anyone move money.
 */
export function readDemoMakerSecret(env: Record<string, string | undefined>, nodeEnv: string | undefined): string {
  return readMakerSecret('DEMO_MAKER_SECRET', env, nodeEnv);
}

/** A maker's shared secret from the variable named (DEMO_MAKER_SECRET, SEAMLESS_MAKER_SECRET), as readDemoMakerSecret reads its own. */
export function readMakerSecret(variable: string, env: Record<string, string | undefined>, nodeEnv: string | undefined): string {
  const secret = env[variable]?.trim() ?? '';
  if (secret !== '') {
    if (secret.length < MIN_SECRET_LENGTH) throw new DemoMakerSecretError(`${variable} must be at least ${MIN_SECRET_LENGTH} characters`);
    return secret;
  }
  if (nodeEnv === 'production') throw new DemoMakerSecretError(`${variable} must be set in production (at least 16 characters, shared by every instance)`);
  return randomBytes(32).toString('hex');
}
