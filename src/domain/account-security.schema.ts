// Account security on the wire (issue 12: authenticator 2FA and the sessions list; the paths and
// code rules are account-security.ts), the one source of their types (wire.schema.ts).
import { Type, type Static } from 'typebox';

export const SessionItemSchema = Type.Object({
  id: Type.Number(),
  /** "iPhone", "Samsung SM-G991B", or '' when the user agent names none (a desktop browser). */
  device: Type.String(),
  /** "Chrome 120", '' when unknown. */
  browser: Type.String(),
  /** "iOS 17.1", '' when unknown. */
  os: Type.String(),
  ip: Type.String(),
  /** ISO times. */
  startedAt: Type.String(),
  lastSeenAt: Type.String(),
  /** The session this request was made with. */
  current: Type.Boolean(),
});
export type SessionItem = Static<typeof SessionItemSchema>;

export const TwoFactorStatusSchema = Type.Object({
  enabled: Type.Boolean(),
  /** Unused recovery codes (0 while off). */
  recoveryCodesLeft: Type.Number(),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatusSchema>;

export const TwoFactorEnrolmentSchema = Type.Object({
  /** Base32, for typing into the app by hand; never sent again once enrolment is confirmed. */
  secret: Type.String(),
  otpauthUri: Type.String(),
  /** The otpauth URI as an SVG QR code. */
  qrSvg: Type.String(),
});
export type TwoFactorEnrolment = Static<typeof TwoFactorEnrolmentSchema>;

export const TwoFactorConfirmedSchema = Type.Object({
  /** Shown once: only their hashes are kept. */
  recoveryCodes: Type.Array(Type.String()),
  /** How many of the player's other sessions the confirmation ended (0 when they kept them). */
  signedOut: Type.Number(),
});
export type TwoFactorConfirmed = Static<typeof TwoFactorConfirmedSchema>;

/** What confirming enrolment sends: the first code, and whether the other sessions end (default yes). */
export const TwoFactorConfirmInputSchema = Type.Object({ code: Type.String(), signOutOthers: Type.Optional(Type.Boolean()) });
export type TwoFactorConfirmInput = Static<typeof TwoFactorConfirmInputSchema>;
