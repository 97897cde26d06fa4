// Password calls (SPEC.md §7): forgot password (no token: the player cannot log in) and the
// signed-in player's change of password.
import { normalizePhone } from '../domain/validation';
import { api, type CallOptions } from './api-client';
import { loginResultOf, type LoginData, type LoginResult } from './auth.api';

export interface ResetPasswordPayload {
  phone: string;
  code: string;
  username: string;
  password: string;
}

export interface ChangePasswordPayload {
  oldPassword: string;
  newPassword: string;
  /** The authenticator (or recovery) code, asked as well while the player has 2FA on (issue 17). */
  twoFactorCode?: string;
}

/** POST /forgetPwd/sendPhoneCode. */
export async function sendResetCode(phone: string, options: CallOptions = {}): Promise<void> {
  await api.post<unknown>('/forgetPwd/sendPhoneCode', { phone: normalizePhone(phone) }, { ...options, auth: false });
}

/**
 * PUT /forgetPwd/updatePwd; the player is logged in with the token it returns (SPEC.md §2), or
 * (2FA on, issue 12) the challenge asks for the second factor, whose code sets the new password.
 */
export async function resetPassword(payload: ResetPasswordPayload, options: CallOptions = {}): Promise<LoginResult> {
  const body = { ...payload, phone: normalizePhone(payload.phone) };
  return loginResultOf(await api.put<LoginData>('/forgetPwd/updatePwd', body, { ...options, auth: false }));
}

/**
 * PUT /modified/updatePwd. SPEC.md §7 says "query params", which its wrapper merges into the one
 * data object; passwords go in the JSON body so they never land in a URL or an access log.
 */
export async function changePassword(payload: ChangePasswordPayload, options: CallOptions = {}): Promise<void> {
  await api.put<unknown>('/modified/updatePwd', { ...payload }, options);
}
