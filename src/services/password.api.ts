// Password calls (SPEC.md §7): forgot password (no token: the player cannot log in) and the
// signed-in player's change of password.
import { normalizePhone } from '../domain/validation';
import { api, type CallOptions } from './api-client';

export interface ResetPasswordPayload {
  phone: string;
  code: string;
  username: string;
  password: string;
}

export interface ChangePasswordPayload {
  oldPassword: string;
  newPassword: string;
}

/** POST /forgetPwd/sendPhoneCode. */
export async function sendResetCode(phone: string, options: CallOptions = {}): Promise<void> {
  await api.post<unknown>('/forgetPwd/sendPhoneCode', { phone: normalizePhone(phone) }, { ...options, auth: false });
}

/** PUT /forgetPwd/updatePwd; the player is logged in with the token it returns (SPEC.md §2). */
export async function resetPassword(payload: ResetPasswordPayload, options: CallOptions = {}): Promise<string> {
  const body = { ...payload, phone: normalizePhone(payload.phone) };
  const reply = await api.put<unknown>('/forgetPwd/updatePwd', body, { ...options, auth: false });
  if (!reply.token) throw new Error('The reset-password reply carries no token');
  return reply.token;
}

/**
 * PUT /modified/updatePwd. SPEC.md §7 says "query params", which its wrapper merges into the one
 * data object; passwords go in the JSON body so they never land in a URL or an access log.
 */
export async function changePassword(payload: ChangePasswordPayload, options: CallOptions = {}): Promise<void> {
  await api.put<unknown>('/modified/updatePwd', { ...payload }, options);
}
