// The sessions list (issue 12 "Sessions"): the player's live sessions with device, browser and
// address, this one marked; ending one or all others, refused on the very next request; the
// previous login time after a login; the operator's idle and absolute lifetimes, read from the
// site settings, on a simulated clock.
import { describe, expect, it } from 'vitest';
import type { SessionItem } from '../../../src/domain/account-security.schema';
import { bearer, body, caller, getInfo, login, registerPlayer, setFlags, useTestClock } from './accounts-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

const PHONE = '09171234567';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.71 Safari/537.36';

describe.each(TEST_DATABASES)('sessions list ($name)', (target) => {
  const clock = useTestClock();
  const ctx = useTestApp(target, { services: { now: clock.now } });
  const call = caller(() => ctx().app);
  const status = async (token: string) => body(await getInfo(call, token)).code;

  async function player(): Promise<string> {
    await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false });
    return registerPlayer(call, ctx().services, { phone: PHONE, username: 'ana' });
  }
  /** A login from another device and address. */
  async function loginFrom(userAgent: string, ip: string): Promise<string> {
    const reply = await ctx().app.inject({
      method: 'POST',
      url: '/user-api/login',
      headers: { 'user-agent': userAgent },
      remoteAddress: ip,
      payload: { username: 'ana', password: 'secret_123', ...(await captcha()) },
    });
    return body(reply).token!;
  }
  async function captcha() {
    const { data } = body<{ uuid: string }>(await call({ method: 'GET', url: '/user-api/captcha/captchaImage' }));
    const answer = body<{ answer: string }>(await call({ method: 'GET', url: `/user-api/dev/captcha/${data.uuid}` }));
    return { uuid: data.uuid, code: answer.data.answer };
  }
  const list = async (token: string) => body<SessionItem[]>(await call({ method: 'GET', url: '/user-api/security/sessions', headers: bearer(token) }));

  it('lists the live sessions with device, browser, address and times, this one marked', async () => {
    await player();
    clock.advance(60);
    const phone = await loginFrom(IPHONE, '203.0.113.7');
    clock.advance(60);
    await loginFrom(DESKTOP_CHROME, '198.51.100.9');
    const items = (await list(phone)).data;
    expect(items).toHaveLength(3);
    const mine = items.find((item) => item.current)!;
    expect(mine).toMatchObject({ device: 'Apple iPhone', browser: 'Mobile Safari 17', os: 'iOS 17.1', ip: '203.0.113.7' });
    expect(items.filter((item) => item.current)).toHaveLength(1);
    expect(items.find((item) => item.ip === '198.51.100.9')).toMatchObject({ device: '', browser: 'Chrome 120', os: 'Windows 10', current: false });
    expect(new Date(mine.startedAt).getTime()).toBe(clock.now().getTime() - 60_000);
  });

  it('ends one session: refused on its next request, the others go on; another player cannot end it', async () => {
    const first = await player();
    const second = await loginFrom(DESKTOP_CHROME, '198.51.100.9');
    const secondId = (await list(second)).data.find((item) => item.current)!.id;
    const revoke = (token: string, id: number) => call({ method: 'DELETE', url: `/user-api/security/sessions/${id}?lang=en_US`, headers: bearer(token) });

    await setFlags(ctx().services, { gameAccountRegisterSMS: false });
    const stranger = await registerPlayer(call, ctx().services, { phone: '09181234567', username: 'ben' });
    expect(body(await revoke(stranger, secondId))).toMatchObject({ code: 500, msg: 'This session has already ended' });
    expect(await status(second)).toBe(200);

    expect(body(await revoke(first, secondId))).toEqual({ code: 200, msg: 'success', data: { revoked: 1 } });
    expect(await status(second)).toBe(401);
    expect(await status(first)).toBe(200);
    expect((await list(first)).data.map((item) => item.id)).not.toContain(secondId);
    expect(body(await revoke(first, secondId)).code).toBe(500);
  });

  it('ends all other sessions, keeping this one', async () => {
    const first = await player();
    const others = [await loginFrom(IPHONE, '203.0.113.7'), await loginFrom(DESKTOP_CHROME, '198.51.100.9')];
    const reply = body(await call({ method: 'POST', url: '/user-api/security/sessions/revokeOthers', headers: bearer(first) }));
    expect(reply.data).toEqual({ revoked: 2 });
    for (const token of others) expect(await status(token)).toBe(401);
    expect(await status(first)).toBe(200);
    expect((await list(first)).data).toHaveLength(1);
  });

  it('after a login the player sees the previous login time', async () => {
    await player();
    const registeredAt = clock.now().getTime();
    clock.advance(3_600);
    const token = body(await login(call, 'ana')).token!;
    const info = body<{ user: { lastLoginTime: string | null } }>(await getInfo(call, token)).data;
    expect(new Date(info.user.lastLoginTime!).getTime()).toBe(registeredAt);
  });

  it('ends a session idle past the operator\'s sessionIdleMinutes, read at once after a change', async () => {
    const token = await player();
    await setFlags(ctx().services, { sessionIdleMinutes: '15' });
    clock.advance(14 * 60);
    expect(await status(token)).toBe(200);
    clock.advance(14 * 60);
    expect(await status(token)).toBe(200);
    clock.advance(15 * 60 + 1);
    expect(await status(token)).toBe(401);
  });

  it('ends a session older than sessionMaxHours however busy', async () => {
    const token = await player();
    await setFlags(ctx().services, { sessionMaxHours: '2' });
    for (let minute = 0; minute < 110; minute += 10) {
      clock.advance(600);
      expect(await status(token)).toBe(200);
    }
    clock.advance(600 + 1);
    expect(await status(token)).toBe(401);
    expect((await list(await loginFrom(IPHONE, '203.0.113.7'))).data).toHaveLength(1);
  });

  it('a nonsense lifetime (0 or negative) falls back to the default instead of no limit', async () => {
    const token = await player();
    await setFlags(ctx().services, { sessionIdleMinutes: '0', sessionMaxHours: '-1' });
    clock.advance(29 * 86_400);
    expect(await status(token)).toBe(200);
    clock.advance(30 * 86_400 + 1);
    expect(await status(token)).toBe(401);
  });
});
