// Shared steps of the account tests: a clock the tests move, and the player's calls done the way
// the web app does them (codes read back from the outbox dev route, captcha answers likewise).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeEach, expect } from 'vitest';
import { encodeRegisterCodeRequest } from '../../../server/modules/accounts/register-code-request';
import type { Services } from '../../../server/services';

/** A clock tests move forward instead of sleeping; back to the real time before each test. */
export function useTestClock() {
  let time = Date.now();
  beforeEach(() => {
    time = Date.now();
  });
  return {
    now: () => new Date(time),
    advance(seconds: number) {
      time += seconds * 1000;
    },
  };
}

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  token?: string;
}

export type Call = (options: InjectOptions) => Promise<LightMyRequestResponse>;

export function caller(app: () => FastifyInstance): Call {
  return (options) => app().inject(options);
}

/** The reply body, after checking the HTTP status (200 unless told). */
export function body<T = unknown>(reply: LightMyRequestResponse, status = 200): Envelope<T> {
  expect(reply.statusCode, reply.body).toBe(status);
  return reply.json<Envelope<T>>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function setFlags(services: Services, flags: Record<string, boolean | string>): Promise<void> {
  for (const [key, value] of Object.entries(flags)) await services.site.setSiteSetting(key, String(value));
}

/** The newest code the outbox holds for the phone, read the way a developer would. */
export async function latestCode(call: Call, phone: string, purpose?: string): Promise<string> {
  const reply = body<{ code: string; purpose: string }[]>(await call({ method: 'GET', url: `/user-api/dev/sms-outbox?phone=${phone}` }));
  const message = reply.data.find((item) => purpose === undefined || item.purpose === purpose);
  if (!message) throw new Error(`no ${purpose ?? ''} code in the outbox for ${phone}`);
  return message.code;
}

export async function sendRegisterCode(call: Call, phone: string, ip?: string) {
  return call({
    method: 'POST',
    url: '/user-api/register/sendRegisterPhoneCode',
    payload: { code: encodeRegisterCodeRequest(phone, 1000 + Math.floor(Math.random() * 9000)) },
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

export interface NewPlayer {
  phone: string;
  username?: string;
  password?: string;
  inviteCode?: string;
}

export const PASSWORD = 'secret_123';

/** Signs up through the API under the site's current flags (SMS code, bank card); returns the token. */
export async function registerPlayer(call: Call, services: Services, player: NewPlayer): Promise<string> {
  const site = await services.site.getSiteInfo();
  let code = '';
  if (site.gameAccountRegisterSMS) {
    expect(body(await sendRegisterCode(call, player.phone)).code).toBe(200);
    code = await latestCode(call, player.phone, 'register');
  }
  const reply = body(
    await call({
      method: 'POST',
      url: '/user-api/v2/register',
      payload: {
        phone: player.phone,
        code,
        username: player.username ?? '',
        password: player.password ?? PASSWORD,
        inviteCode: player.inviteCode ?? '',
        gameUserBankCard: site.gameAccountRegisterBank ? bankCard(player.phone) : undefined,
      },
    }),
  );
  expect(reply, JSON.stringify(reply)).toMatchObject({ code: 200 });
  return reply.token as string;
}

export function bankCard(phone: string, overrides: Record<string, unknown> = {}) {
  return {
    bank: 'GCASH',
    bankName: 'GCash',
    bankCardName: 'Juan Dela Cruz',
    bankCardAccount: '09171234567',
    bankCardRemark: phone,
    icon: '',
    defaultStatus: 0,
    operatorCode: 'CUSTOM',
    ...overrides,
  };
}

/** A captcha and its answer (from the dev route). */
export async function solvedCaptcha(call: Call): Promise<{ uuid: string; code: string }> {
  const { data } = body<{ uuid: string }>(await call({ method: 'GET', url: '/user-api/captcha/captchaImage' }));
  const answer = body<{ answer: string }>(await call({ method: 'GET', url: `/user-api/dev/captcha/${data.uuid}` }));
  return { uuid: data.uuid, code: answer.data.answer };
}

/** POST /login with a solved captcha (when the site asks for one). */
export async function login(call: Call, username: string, password = PASSWORD, ip?: string) {
  const captcha = await solvedCaptcha(call);
  return call({
    method: 'POST',
    url: '/user-api/login',
    payload: { username, password, ...captcha },
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

export async function getInfo(call: Call, token: string) {
  return call({ method: 'GET', url: '/user-api/getInfo', headers: bearer(token) });
}
