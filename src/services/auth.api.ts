// Logging in (SPEC.md §7): the captcha picture, account login, and login by SMS code. None of these
// carry a token: the player has none yet.
import type { LoginChallenge } from '../domain/account-security';
import type { ApiReply } from '../domain/api-reply';
import { normalizePhone } from '../domain/validation';
import { api, type CallOptions } from './api-client';

export interface Captcha {
  /** Ready for an <img src>: the server's base64 gif as a data URL ('' when captcha is off). */
  img: string;
  uuid: string;
  /** The server may say the captcha is off; absent means on. */
  captchaEnabled?: boolean;
}

export interface LoginPayload {
  username: string;
  password: string;
  /** The captcha answer; '' when the site has captcha off. */
  code: string;
  uuid: string;
}

export interface SmsLoginPayload {
  phone: string;
  code: string;
}

interface CaptchaFields {
  img?: string;
  uuid?: string;
  captchaEnabled?: boolean;
}

// The picture arrives as bare base64 (RuoYi style) or already as a data URL.
const asImageSource = (img: string): string => (img === '' || img.startsWith('data:') ? img : `data:image/gif;base64,${img}`);

/** GET /captcha/captchaImage: img and uuid, in data or (older servers) beside it. */
export async function getCaptcha(options: CallOptions = {}): Promise<Captcha> {
  const reply = (await api.get<CaptchaFields | null>('/captcha/captchaImage', undefined, { ...options, auth: false })) as ApiReply<CaptchaFields | null> &
    CaptchaFields;
  const fields = { ...reply, ...reply.data };
  const captcha: Captcha = { img: asImageSource(fields.img ?? ''), uuid: fields.uuid ?? '' };
  return fields.captchaEnabled === undefined ? captcha : { ...captcha, captchaEnabled: fields.captchaEnabled };
}

/** A session token, or (the player has 2FA on, issue 12) the challenge a code completes. */
export type LoginResult = { token: string } | { challenge: LoginChallenge };

export type LoginData = { token?: string; twoFactorChallenge?: string; expiresAt?: string } | null;

/** The token, or the challenge, of any call that logs in (the password reset's too). */
export function loginResultOf(reply: ApiReply<LoginData>): LoginResult {
  const challenge = reply.data?.twoFactorChallenge;
  if (challenge) return { challenge: { twoFactorChallenge: challenge, expiresAt: reply.data?.expiresAt ?? '' } };
  return { token: tokenOf(reply) };
}

// Login, register and reset put the token beside data (SPEC.md §7); a server may nest it instead.
function tokenOf(reply: ApiReply<{ token?: string } | null>): string {
  const token = reply.token ?? reply.data?.token;
  if (!token) throw new Error('The login reply carries no token');
  return token;
}

/** POST /login with username, password, captcha code and uuid; returns the session token or a 2FA challenge. */
export async function login(payload: LoginPayload, options: CallOptions = {}): Promise<LoginResult> {
  return loginResultOf(await api.post<LoginData>('/login', { ...payload }, { ...options, auth: false }));
}

/** POST /sendPhoneLoginCode, the phone in the params. */
export async function sendPhoneLoginCode(phone: string, options: CallOptions = {}): Promise<void> {
  await api.post<unknown>('/sendPhoneLoginCode', undefined, { ...options, params: { phone: normalizePhone(phone) }, auth: false });
}

/** POST /smsLogin with phone and the 6-digit code; returns the session token or a 2FA challenge. */
export async function smsLogin({ phone, code }: SmsLoginPayload, options: CallOptions = {}): Promise<LoginResult> {
  return loginResultOf(await api.post<LoginData>('/smsLogin', undefined, { ...options, params: { phone: normalizePhone(phone), code }, auth: false }));
}
