// Account security (issue 12; paths in src/domain/account-security.ts): the player's sessions,
// authenticator 2FA, and the second call of a login that answered with a 2FA challenge.
import { SECURITY_PATHS } from '../domain/account-security';
import type { SessionItem, TwoFactorConfirmInput, TwoFactorConfirmed, TwoFactorEnrolment, TwoFactorStatus } from '../domain/account-security.schema';
import { api, type CallOptions } from './api-client';

export async function listSessions(options?: CallOptions): Promise<SessionItem[]> {
  return (await api.get<SessionItem[] | null>(SECURITY_PATHS.sessions, undefined, options)).data ?? [];
}

export async function revokeSession(id: number, options: CallOptions = {}): Promise<void> {
  await api.del<unknown>(`${SECURITY_PATHS.session}/${id}`, undefined, { cancellable: false, ...options });
}

export async function revokeOtherSessions(options: CallOptions = {}): Promise<number> {
  return (await api.post<{ revoked: number }>(SECURITY_PATHS.revokeOthers, undefined, { cancellable: false, ...options })).data.revoked;
}

export async function getTwoFactorStatus(options?: CallOptions): Promise<TwoFactorStatus> {
  return (await api.get<TwoFactorStatus>(SECURITY_PATHS.twoFactor, undefined, options)).data;
}

export async function beginTwoFactor(options: CallOptions = {}): Promise<TwoFactorEnrolment> {
  return (await api.post<TwoFactorEnrolment>(SECURITY_PATHS.enrol, undefined, { cancellable: false, ...options })).data;
}

/** The first code turns 2FA on; the other sessions end unless `signOutOthers` is false. */
export async function confirmTwoFactor(input: TwoFactorConfirmInput, options: CallOptions = {}): Promise<TwoFactorConfirmed> {
  return (await api.post<TwoFactorConfirmed>(SECURITY_PATHS.confirm, { ...input }, { cancellable: false, ...options })).data;
}

export async function disableTwoFactor(code: string, options: CallOptions = {}): Promise<void> {
  await api.post<null>(SECURITY_PATHS.disable, { code }, { cancellable: false, ...options });
}

/** POST /twoFactor/login: the challenge and a code; returns the session token. */
export async function completeTwoFactorLogin(challenge: string, code: string, options: CallOptions = {}): Promise<string> {
  const reply = await api.post<{ token?: string } | null>(SECURITY_PATHS.login, { challenge, code }, { ...options, auth: false });
  const token = reply.token ?? reply.data?.token;
  if (!token) throw new Error('The login reply carries no token');
  return token;
}
