// Authenticator 2FA steps for the server tests: enrol a player with codes computed here, as a
// phone's authenticator app would, at the time of the test clock.
import { generate } from 'otplib';
import type { TwoFactorConfirmed, TwoFactorEnrolment } from '../../../src/domain/account-security.schema';
import { bearer, body, type Call } from './accounts-helpers';

export async function totpAt(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/**
 * Enrols and confirms 2FA; returns the secret, the recovery codes and how many other sessions the
 * confirmation ended. `signOutOthers` is sent only when given (the server's default is to end them).
 */
export async function enrolTwoFactor(
  call: Call,
  token: string,
  now: () => Date,
  choice: { signOutOthers?: boolean } = {},
): Promise<{ secret: string; recoveryCodes: string[]; signedOut: number }> {
  const enrolment = body<TwoFactorEnrolment>(await call({ method: 'POST', url: '/user-api/security/twoFactor/enrol', headers: bearer(token) }));
  const { secret } = enrolment.data;
  const confirmed = body<TwoFactorConfirmed>(
    await call({ method: 'POST', url: '/user-api/security/twoFactor/confirm', headers: bearer(token), payload: { code: await totpAt(secret, now()), ...choice } }),
  );
  if (confirmed.code !== 200) throw new Error(JSON.stringify(confirmed));
  return { secret, recoveryCodes: confirmed.data.recoveryCodes, signedOut: confirmed.data.signedOut };
}
