// POST /login (SPEC.md §2 login screen, §5, §7, §8): by username or phone, the captcha when the
// site asks for one (503 when wrong, expired or used), and the lock after wrong passwords.
import { describe, expect, it } from 'vitest';
import { LOGIN_LOCK_MAX_SECONDS, lockSecondsAfter } from '../../../server/modules/accounts/account-limits';
import { PASSWORD, body, caller, getInfo, login, registerPlayer, setFlags, solvedCaptcha, useTestClock } from './accounts-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

describe.each(TEST_DATABASES)('login ($name)', (target) => {
  const clock = useTestClock();
  const ctx = useTestApp(target, { services: { now: clock.now } });
  const call = caller(() => ctx().app);
  const post = (payload: Record<string, unknown>, lang = 'en_US') => call({ method: 'POST', url: `/user-api/login?lang=${lang}`, payload });

  async function withPlayer(): Promise<string> {
    await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false });
    return registerPlayer(call, ctx().services, { phone: '09171234567', username: 'Pedro.P' });
  }

  it.each([['Pedro.P'], ['pedro.p'], ['09171234567'], ['9171234567'], ['0917-123-4567']])('logs in as %s', async (username) => {
    await withPlayer();
    const reply = body(await login(call, username));
    expect(reply).toMatchObject({ code: 200, msg: 'success', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(reply.data).toEqual({ token: reply.token });
    expect(body<{ user: { username: string } }>(await getInfo(call, reply.token!)).data.user.username).toBe('Pedro.P');
  });

  it('shows the previous login as the last login time', async () => {
    const signUpToken = await withPlayer();
    const lastLogin = async (token: string) => body<{ user: { lastLoginTime: string | null } }>(await getInfo(call, token)).data.user.lastLoginTime;
    const signedUpAt = clock.now().toISOString();
    expect(await lastLogin(signUpToken)).toBeNull();
    clock.advance(100);
    const firstLoginAt = clock.now().toISOString();
    expect(await lastLogin(body(await login(call, 'Pedro.P')).token!)).toBe(signedUpAt);
    clock.advance(3600);
    expect(await lastLogin(body(await login(call, 'Pedro.P')).token!)).toBe(firstLoginAt);
  });

  it('answers the same refusal for an unknown account and a wrong password', async () => {
    await withPlayer();
    const unknown = body(await login(call, 'nobody', PASSWORD));
    const wrong = body(await login(call, 'Pedro.P', 'wrong_password'));
    expect(unknown).toEqual({ code: 500, msg: 'Wrong username or password', data: null });
    expect(wrong).toEqual(unknown);
  });

  it.each([
    [{ username: '', password: PASSWORD, code: '1234', uuid: 'x' }, 'This field is required'],
    [{ username: 'Pedro.P', password: '', code: '1234', uuid: 'x' }, 'This field is required'],
    [{ username: 'Pedro.P', password: PASSWORD, code: '', uuid: 'x' }, 'This field is required'],
    [{ username: 'Pedro.P', password: PASSWORD, code: '12a4', uuid: 'x' }, 'Enter the 4-digit code shown in the picture'],
  ])('%j → 400 %s', async (payload, msg) => {
    expect(body(await post(payload))).toEqual({ code: 400, msg, data: null });
  });

  describe('captcha', () => {
    const CAPTCHA_EXPIRED = 'The picture code has expired, please try again';

    it('serves a GIF picture with a uuid, not cached', async () => {
      const reply = await call({ method: 'GET', url: '/user-api/captcha/captchaImage' });
      expect(reply.headers['cache-control']).toBe('no-store');
      const { data } = body<{ img: string; uuid: string; captchaEnabled: boolean }>(reply);
      expect(data.captchaEnabled).toBe(true);
      expect(data.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(data.img).toMatch(/^data:image\/gif;base64,/);
      expect(Buffer.from(data.img.split(',')[1]!, 'base64').subarray(0, 6).toString('latin1')).toBe('GIF89a');
    });

    it('a wrong answer is 503 and uses the captcha up: the right answer then is 503 too', async () => {
      await withPlayer();
      const captcha = await solvedCaptcha(call);
      const wrong = String((Number(captcha.code) + 1) % 10000).padStart(4, '0');
      expect(body(await post({ username: 'Pedro.P', password: PASSWORD, uuid: captcha.uuid, code: wrong }, 'th_TH'))).toEqual({
        code: 503,
        msg: 'รหัสในภาพไม่ถูกต้อง กรุณาลองใหม่',
        data: null,
      });
      expect(body(await post({ username: 'Pedro.P', password: PASSWORD, ...captcha })).msg).toBe(CAPTCHA_EXPIRED);
    });

    it('a used captcha is 503: one picture, one login', async () => {
      await withPlayer();
      const captcha = await solvedCaptcha(call);
      expect(body(await post({ username: 'Pedro.P', password: PASSWORD, ...captcha })).code).toBe(200);
      expect(body(await post({ username: 'Pedro.P', password: PASSWORD, ...captcha }))).toMatchObject({ code: 503, msg: CAPTCHA_EXPIRED });
    });

    it('expires after 5 minutes', async () => {
      await withPlayer();
      const captcha = await solvedCaptcha(call);
      clock.advance(5 * 60 + 1);
      expect(body(await post({ username: 'Pedro.P', password: PASSWORD, ...captcha }))).toMatchObject({ code: 503 });
    });

    it.each([[''], ['not-a-uuid'], ['6f1c1a52-3a52-4b8e-9f35-1a2b3c4d5e6f']])('uuid %j is 503', async (uuid) => {
      await withPlayer();
      expect(body(await post({ username: 'Pedro.P', password: PASSWORD, uuid, code: '1234' }))).toMatchObject({ code: 503 });
    });

    it('is not asked for while the site turns it off', async () => {
      await withPlayer();
      await setFlags(ctx().services, { gameAccountCaptchaEnabled: false });
      const image = body(await call({ method: 'GET', url: '/user-api/captcha/captchaImage' }));
      expect(image.data).toEqual({ img: '', uuid: '', captchaEnabled: false });
      expect(body(await post({ username: 'Pedro.P', password: PASSWORD })).code).toBe(200);
    });
  });

  describe('lock after wrong passwords', () => {
    const tryPassword = async (password: string) => {
      await setFlags(ctx().services, { gameAccountCaptchaEnabled: false });
      return body(await post({ username: 'Pedro.P', password }));
    };

    it('locks for 30 s after 5 in a row, refuses even the right password meanwhile, then lets it in', async () => {
      await withPlayer();
      for (let i = 1; i <= 4; i += 1) expect((await tryPassword('wrong_pw')).msg).toBe('Wrong username or password');
      expect(await tryPassword('wrong_pw')).toEqual({ code: 500, msg: 'Too many wrong passwords. Please try again in 30 seconds', data: null });
      clock.advance(10);
      expect((await tryPassword(PASSWORD)).msg).toBe('Too many wrong passwords. Please try again in 20 seconds');
      clock.advance(21);
      expect((await tryPassword(PASSWORD)).code).toBe(200);
      expect((await ctx().services.players.details('Pedro.P')).failedLogins).toBe(0);
    });

    it('doubles the window with each further failure, up to 15 minutes', async () => {
      await withPlayer();
      const windows: number[] = [];
      for (let failures = 1; failures <= 11; failures += 1) {
        const reply = await tryPassword('wrong_pw');
        const seconds = /in (\d+) seconds/.exec(reply.msg)?.[1];
        windows.push(seconds ? Number(seconds) : 0);
        clock.advance(LOGIN_LOCK_MAX_SECONDS + 1); // wait out any lock before the next try
      }
      expect(windows).toEqual([0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900]);
      expect(lockSecondsAfter(1000)).toBe(LOGIN_LOCK_MAX_SECONDS);
    });

    it('a success resets the count: 4 more wrong ones do not lock', async () => {
      await withPlayer();
      for (let i = 0; i < 4; i += 1) await tryPassword('wrong_pw');
      expect((await tryPassword(PASSWORD)).code).toBe(200);
      for (let i = 0; i < 4; i += 1) expect((await tryPassword('wrong_pw')).msg).toBe('Wrong username or password');
    });
  });
});
