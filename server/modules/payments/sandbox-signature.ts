// The sandbox gateway's signatures: HMAC-SHA256 with the shared secret (PAY_SANDBOX_SECRET) over
// the fields in a fixed order, hex. Checked in constant time, so a forger learns nothing from
// how long a wrong signature takes to refuse.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function signFields(secret: string, fields: readonly string[]): string {
  // A field never holds a newline (order numbers, decimal amounts, words), so the join is unambiguous.
  return createHmac('sha256', secret).update(fields.join('\n')).digest('hex');
}

export function signatureMatches(secret: string, fields: readonly string[], signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signFields(secret, fields), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export class SandboxSecretError extends Error {
  override name = 'SandboxSecretError';
}

/**
 * PAY_SANDBOX_SECRET, or outside production a random one for this process (orders created before
 * a restart then cannot be paid, which a demo can live with). In production without it the
 * sandbox gateway is off (null): several instances must share one secret, a guessable default
 * would let anyone sign an approval, and a live site has no business taking make-believe payments
 * unless its operator asks for them.
 */
export function readSandboxSecret(env: Record<string, string | undefined>, nodeEnv: string | undefined): string | null {
  const secret = env.PAY_SANDBOX_SECRET?.trim() ?? '';
  if (secret !== '') {
    if (secret.length < 16) throw new SandboxSecretError('PAY_SANDBOX_SECRET must be at least 16 characters');
    return secret;
  }
  if (nodeEnv === 'production') return null;
  return randomBytes(32).toString('hex');
}
