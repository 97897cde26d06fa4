// The player's own account calls (SPEC.md §7): user info, balance, wallet flags, logout (the
// unread count is in message.api.ts).
import type { ApiReply } from '../domain/api-reply';
import { api, type ApiParams, type CallOptions } from './api-client';
import type { BalanceInfo, UserInfo, WalletParams } from './user.types';

export type { BalanceInfo, Gender, UserInfo, UserLevel, WalletParams } from './user.types';

/** GET /getInfo: the user arrives in field `user` (of data, or beside it on older servers). */
export async function getInfo(options?: CallOptions): Promise<UserInfo> {
  const reply = (await api.get<{ user?: UserInfo } | null>('/getInfo', undefined, options)) as ApiReply<{
    user?: UserInfo;
  } | null> & { user?: UserInfo };
  const user = reply.data?.user ?? reply.user;
  if (!user) throw new Error('The user-info reply carries no user');
  return user;
}

/** GET /user/getBalanceInfo. */
export async function getBalanceInfo(params?: ApiParams, options?: CallOptions): Promise<BalanceInfo> {
  return (await api.get<BalanceInfo>('/user/getBalanceInfo', params, options)).data;
}

type WalletParamsReply = Partial<Record<keyof WalletParams, boolean | number | string | null>>;

// Flags arrive as booleans or as 0/1; "0" and "false" must not read as on.
function flag(value: boolean | number | string | null | undefined, whenAbsent: boolean): boolean {
  if (value === undefined || value === null) return whenAbsent;
  if (typeof value === 'string') return value !== '0' && value.toLowerCase() !== 'false' && value !== '';
  return Boolean(value);
}

/** Normalises the flags: the two amount-list flags are on when absent (SPEC.md §3). */
export function toWalletParams(data: WalletParamsReply | null | undefined): WalletParams {
  const raw = data ?? {};
  return {
    openStatus: flag(raw.openStatus, false),
    manualDepositOpenStatus: flag(raw.manualDepositOpenStatus, false),
    autoDepositFunctionStatus: flag(raw.autoDepositFunctionStatus, false),
    depositAmountListStatus: flag(raw.depositAmountListStatus, true),
    withdrawAmountListStatus: flag(raw.withdrawAmountListStatus, true),
  };
}

/** GET /pay/getWalletParams. */
export async function getWalletParams(options?: CallOptions): Promise<WalletParams> {
  return toWalletParams((await api.get<WalletParamsReply | null>('/pay/getWalletParams', undefined, options)).data);
}

/** GET /logout. The caller removes the token and user info once this resolves (code 200). */
export async function logout(options?: CallOptions): Promise<void> {
  await api.get<unknown>('/logout', undefined, options);
}

/** POST /onlineTime: one unit of online time (SPEC.md §4); quiet, it runs in the background. */
export async function reportOnlineTime(unit: 1 | 2 | 3, options?: CallOptions): Promise<void> {
  await api.post<unknown>('/onlineTime', { onlineTime: unit }, { loading: false, toastError: false, cancellable: false, ...options });
}
