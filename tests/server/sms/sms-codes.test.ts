// SMS verification codes (SPEC.md §5, §9; DESIGN.md "Accounts and secrets"): 6 digits, single use,
// bound to a purpose, valid 10 minutes, resend after 60 s, 5 wrong tries, per-phone and
// per-address limits counted in the database, and the code login that uses them.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD,
  body,
  caller,
  getInfo,
  latestCode,
  registerPlayer,
  sendRegisterCode,
  setFlags,
  useTestClock,
} from '../accounts/accounts-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

const PHONE = '09171234567';

describe.each(TEST_DATABASES)('SMS codes ($name)', (target) => {
  const clock = useTestClock();
  const ctx = useTestApp(target, { services: { now: clock.now } });
  const call = caller(() => ctx().app);
  const sendLoginCode = (phone = PHONE, lang = 'en_US', ip?: string) =>
    call({ method: 'POST', url: `/user-api/sendPhoneLoginCode?lang=${lang}`, payload: { phone }, ...(ip ? { remoteAddress: ip } : {}) });
  const smsLogin = (code: string, phone = PHONE) => call({ method: 'POST', url: '/user-api/smsLogin', payload: { phone, code } });

  async function withPlayer(): Promise<void> {
    await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false });
    await registerPlayer(call, ctx().services, { phone: PHONE, username: 'coder' });
  }

  it('logs an existing player in by phone code; the reply carries a working token', async () => {
    await withPlayer();
    expect(body(await sendLoginCode('917-123-4567'))).toEqual({ code: 200, msg: 'success', data: null });
    const reply = body(await smsLogin(await latestCode(call, PHONE, 'login'), '9171234567'));
    expect(reply).toMatchObject({ code: 200, token: expect.any(String), data: { token: reply.token } });
    expect(body(await getInfo(call, reply.token!)).code).toBe(200);
  });

  it('refuses an unknown phone, before sending anything and at login', async () => {
    expect(body(await sendLoginCode(PHONE, 'ms_MY'))).toEqual({ code: 500, msg: 'Nombor telefon ini belum didaftarkan', data: null });
    expect(await ctx().services.sms.outboxMessages(PHONE)).toEqual([]);
    expect(body(await smsLogin('123456')).msg).toBe('This phone number is not registered');
  });

  it('a code works once', async () => {
    await withPlayer();
    await sendLoginCode();
    const code = await latestCode(call, PHONE);
    expect(body(await smsLogin(code)).code).toBe(200);
    expect(body(await smsLogin(code))).toEqual({
      code: 500,
      msg: 'The verification code has expired or was not requested. Please request a new one',
      data: null,
    });
  });

  it('a code expires after 10 minutes', async () => {
    await withPlayer();
    await sendLoginCode();
    const code = await latestCode(call, PHONE);
    clock.advance(10 * 60 + 1);
    expect(body(await smsLogin(code)).msg).toBe('The verification code has expired or was not requested. Please request a new one');
  });

  it('a code is bound to its purpose, and only the newest one counts', async () => {
    await withPlayer();
    await call({ method: 'POST', url: '/user-api/forgetPwd/sendPhoneCode', payload: { phone: PHONE } });
    const resetCode = await latestCode(call, PHONE, 'reset');
    expect(body(await smsLogin(resetCode)).code).toBe(500);
    await sendLoginCode();
    const first = await latestCode(call, PHONE, 'login');
    clock.advance(61);
    await sendLoginCode();
    const second = await latestCode(call, PHONE, 'login');
    if (first !== second) expect(body(await smsLogin(first)).code).toBe(500);
    expect(body(await smsLogin(second)).code).toBe(200);
  });

  it('refuses a resend for the same phone and purpose within 60 s, saying how long to wait', async () => {
    await withPlayer();
    expect(body(await sendLoginCode()).code).toBe(200);
    clock.advance(15);
    expect(body(await sendLoginCode())).toEqual({ code: 500, msg: 'Please wait 45 seconds before requesting another code', data: null });
    expect(body(await sendLoginCode(PHONE, 'zh_CN')).msg).toBe('请等待 45 秒后再获取验证码');
    clock.advance(45);
    expect(body(await sendLoginCode()).code).toBe(200);
    expect(await ctx().services.sms.outboxMessages(PHONE)).toHaveLength(2);
  });

  it('five wrong tries kill the code: even the right one is refused after', async () => {
    await withPlayer();
    await sendLoginCode();
    const code = await latestCode(call, PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i += 1) expect(body(await smsLogin(wrong)).msg).toBe('The verification code is wrong');
    expect(body(await smsLogin(wrong)).msg).toBe('Too many wrong verification codes. Please request a new one');
    expect(body(await smsLogin(code)).msg).toBe('Too many wrong verification codes. Please request a new one');
    clock.advance(61);
    await sendLoginCode();
    expect(body(await smsLogin(await latestCode(call, PHONE))).code).toBe(200);
  });

  it('sends at most 5 codes an hour to one phone: HTTP 429 with the envelope', async () => {
    await withPlayer();
    for (let i = 0; i < 5; i += 1) {
      expect(body(await sendLoginCode()).code).toBe(200);
      clock.advance(61);
    }
    const reply = await sendLoginCode();
    expect(reply.statusCode).toBe(429);
    expect(reply.json()).toEqual({ code: 429, msg: 'Too many codes were sent to this phone number. Please try again later', data: null });
    // Whatever the purpose: a reset code for that phone is refused too.
    expect((await call({ method: 'POST', url: '/user-api/forgetPwd/sendPhoneCode', payload: { phone: PHONE } })).statusCode).toBe(429);
    clock.advance(3600);
    expect(body(await sendLoginCode()).code).toBe(200);
  });

  it('sends at most 20 codes an hour for one address, across phones', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 20; i += 1) {
      expect(body(await sendRegisterCode(call, `091700000${String(i).padStart(2, '0')}`, ip)).code).toBe(200);
    }
    const reply = await sendRegisterCode(call, '09170000099', ip);
    expect(reply.statusCode).toBe(429);
    expect(reply.json()).toMatchObject({ code: 429, msg: 'Too many codes were requested from your network. Please try again later' });
    // Another address is not affected.
    expect(body(await sendRegisterCode(call, '09170000099', '198.51.100.1')).code).toBe(200);
  });

  it('stores codes hashed, never as sent', async () => {
    await withPlayer();
    await sendLoginCode();
    const code = await latestCode(call, PHONE);
    // Raw SQL: the row as anyone with database access would see it.
    const rows = (await ctx().app.db.execute(sql`select code_hash, salt from sms_code`)) as unknown as {
      rows: { code_hash: string; salt: string }[];
    };
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows.rows)).not.toContain(code);
  });

  it('SMS login also lifts a lock left by wrong passwords', async () => {
    await withPlayer();
    await setFlags(ctx().services, { gameAccountCaptchaEnabled: false });
    for (let i = 0; i < 5; i += 1) {
      await call({ method: 'POST', url: '/user-api/login', payload: { username: 'coder', password: 'wrong_pw' } });
    }
    expect((await ctx().services.players.details('coder')).locked).toBe(true);
    await sendLoginCode();
    expect(body(await smsLogin(await latestCode(call, PHONE))).code).toBe(200);
    expect((await ctx().services.players.details('coder')).locked).toBe(false);
    const login = await call({ method: 'POST', url: '/user-api/login', payload: { username: 'coder', password: PASSWORD } });
    expect(body(login).code).toBe(200);
  });
});
