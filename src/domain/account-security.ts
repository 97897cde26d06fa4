// Account security (issue 12): the paths of the authenticator 2FA and sessions calls and the
// shape of a code. What they send and answer is account-security.schema.ts.

/** The paths of the account security calls, under /user-api. */
export const SECURITY_PATHS = {
  sessions: '/security/sessions',
  /** + '/{id}' with DELETE: end one session. */
  session: '/security/sessions',
  revokeOthers: '/security/sessions/revokeOthers',
  twoFactor: '/security/twoFactor',
  enrol: '/security/twoFactor/enrol',
  confirm: '/security/twoFactor/confirm',
  disable: '/security/twoFactor/disable',
  /** Completes a login that answered with a challenge. */
  login: '/twoFactor/login',
} as const;

/** A 6-digit authenticator code, or a recovery code "XXXX-XXXX-XXXX-XXXX" (dashes optional). */
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_PATTERN = /^[A-Za-z2-9]{4}-?[A-Za-z2-9]{4}-?[A-Za-z2-9]{4}-?[A-Za-z2-9]{4}$/;

export function looksLikeSecondFactorCode(input: string): boolean {
  const code = input.trim();
  return /^\d{6}$/.test(code) || RECOVERY_CODE_PATTERN.test(code);
}

/** What a login answers instead of a token while 2FA is on (in data, with body code 200). */
export interface LoginChallenge {
  twoFactorChallenge: string;
  /** ISO time after which the challenge is refused and the login starts over. */
  expiresAt: string;
}
