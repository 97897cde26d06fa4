// Account security (issue 12): authenticator 2FA and the sessions list, as the server sends them
// and the web app reads them.

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

export interface SessionItem {
  id: number;
  /** "iPhone", "Samsung SM-G991B", or '' when the user agent names none (a desktop browser). */
  device: string;
  /** "Chrome 120", '' when unknown. */
  browser: string;
  /** "iOS 17.1", '' when unknown. */
  os: string;
  ip: string;
  /** ISO times. */
  startedAt: string;
  lastSeenAt: string;
  /** The session this request was made with. */
  current: boolean;
}

export interface TwoFactorStatus {
  enabled: boolean;
  /** Unused recovery codes (0 while off). */
  recoveryCodesLeft: number;
}

export interface TwoFactorEnrolment {
  /** Base32, for typing into the app by hand; never sent again once enrolment is confirmed. */
  secret: string;
  otpauthUri: string;
  /** The otpauth URI as an SVG QR code. */
  qrSvg: string;
}

export interface TwoFactorConfirmed {
  /** Shown once: only their hashes are kept. */
  recoveryCodes: string[];
  /** How many of the player's other sessions the confirmation ended (0 when they kept them). */
  signedOut: number;
}

/** What confirming enrolment sends: the first code, and whether the other sessions end (default yes). */
export interface TwoFactorConfirmInput {
  code: string;
  signOutOthers?: boolean;
}

/** What a login answers instead of a token while 2FA is on (in data, with body code 200). */
export interface LoginChallenge {
  twoFactorChallenge: string;
  /** ISO time after which the challenge is refused and the login starts over. */
  expiresAt: string;
}
