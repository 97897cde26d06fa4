// Facebook login (SPEC.md §7 /oauth/*): refused with a clear msg while no Facebook app is
// configured; with one, the token is checked with the Graph API (a stand-in fetch here) and the
// Facebook user is bound to a phone by SMS code. With authenticator 2FA on, both logins answer
// the challenge POST /twoFactor/login completes, as the password login does.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LoginChallenge } from '../../../src/domain/account-security';
import { PASSWORD, body, caller, getInfo, latestCode, registerPlayer, setFlags, useTestClock, type Envelope } from './accounts-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';
import { enrolTwoFactor, totpAt } from './two-factor-helpers';

const APP = { appId: '1234567890', appSecret: 'app-secret' };

/** The Graph API as far as debug_token and /me go: tokens "valid-<id>" belong to user <id>. */
const graph: typeof fetch = async (input) => {
  const url = new URL(String(input));
  const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
  if (url.pathname.endsWith('/debug_token')) {
    expect(url.searchParams.get('access_token')).toBe(`${APP.appId}|${APP.appSecret}`);
    const token = url.searchParams.get('input_token') ?? '';
    if (token === 'other-app') return json({ data: { is_valid: true, app_id: '999', user_id: '1' } });
    if (!token.startsWith('valid-')) return json({ error: { message: 'Invalid OAuth access token.' } }, 400);
    return json({ data: { is_valid: true, app_id: APP.appId, user_id: token.slice('valid-'.length) } });
  }
  if (url.pathname.endsWith('/me')) {
    const id = (url.searchParams.get('access_token') ?? '').slice('valid-'.length);
    return json({ id, name: `Facebook User ${id}` });
  }
  return json({}, 404);
};

describe.each(TEST_DATABASES)('Facebook login ($name)', (target) => {
  describe('without a Facebook app configured', () => {
    const ctx = useTestApp(target);
    const call = caller(() => ctx().app);

    it.each([['/oauth/facebook/login'], ['/oauth/sendBindingPhoneCode'], ['/oauth/bindingPhone']])('%s is refused, localized', async (url) => {
      const reply = await call({ method: 'POST', url: `/user-api${url}?lang=zh_CN`, payload: { accessToken: 'x', phone: '09171234567', code: '123456' } });
      expect(body(reply)).toEqual({ code: 500, msg: '暂不支持 Facebook 登录', data: null });
    });

    it('site info says so with an empty facebookAppId', async () => {
      const { data } = body<{ facebookAppId: string }>(await call({ method: 'GET', url: '/user-api/game/getWebsiteInfo' }));
      expect(data.facebookAppId).toBe('');
    });
  });

  describe('with a Facebook app', () => {
    const clock = useTestClock();
    const ctx = useTestApp(target, { services: { facebook: APP, fetch: graph, now: clock.now } });
    const call = caller(() => ctx().app);
    const fbLogin = (accessToken: string) => call({ method: 'POST', url: '/user-api/oauth/facebook/login', payload: { accessToken } });
    const bind = async (accessToken: string, phone: string) => {
      expect(body(await call({ method: 'POST', url: '/user-api/oauth/sendBindingPhoneCode', payload: { phone } })).code).toBe(200);
      const code = await latestCode(call, phone, 'bind');
      return body(await call({ method: 'POST', url: '/user-api/oauth/bindingPhone', payload: { accessToken, phone, code } }));
    };

    it('site info carries the app id', async () => {
      const { data } = body<{ facebookAppId: string }>(await call({ method: 'GET', url: '/user-api/game/getWebsiteInfo' }));
      expect(data.facebookAppId).toBe(APP.appId);
    });

    it('an unbound Facebook user is asked to bind a phone; binding a new phone creates the account and logs in', async () => {
      expect(body(await fbLogin('valid-42'))).toEqual({ code: 200, msg: 'success', data: { bindRequired: true, name: 'Facebook User 42' } });
      const bound = await bind('valid-42', '09171234567');
      expect(bound).toMatchObject({ code: 200, token: expect.any(String) });
      const { data } = body<{ user: { username: string; nickname: string } }>(await getInfo(call, bound.token!));
      expect(data.user).toMatchObject({ username: '09171234567', nickname: 'Facebook User 42' });
      const again = body(await fbLogin('valid-42'));
      expect(again).toMatchObject({ code: 200, token: expect.any(String) });
      // The new account starts with its welcome, as a sign-up with a password does.
      const messages = body<{ rows: { category: string; title: string }[] }>(
        await call({ method: 'GET', url: '/user-api/message/list', headers: { authorization: `Bearer ${bound.token!}` } }),
      ).data.rows;
      expect(messages).toMatchObject([{ category: 'system', title: 'Welcome to Lucky Star' }]);
    });

    it('binding the phone of an existing account adds Facebook login to it', async () => {
      await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false });
      await registerPlayer(call, ctx().services, { phone: '09181234567', username: 'has_account', password: PASSWORD });
      expect((await bind('valid-7', '09181234567')).code).toBe(200);
      expect((await ctx().services.players.details('has_account')).facebookBound).toBe(true);
      // Binding an existing account makes no new player, so no second welcome.
      const count = (await ctx().app.db.execute(sql`select count(*)::int as n from message`)) as unknown as { rows: { n: number }[] };
      expect(count.rows[0]?.n).toBe(1);
      expect(body(await fbLogin('valid-7')).token).toEqual(expect.any(String));
      // A second Facebook user cannot take the same phone.
      clock.advance(61);
      expect((await bind('valid-8', '09181234567')).msg).toBe('This phone number is already linked to another Facebook account');
    });

    it.each([['expired-token'], ['other-app']])('token %s is refused', async (token) => {
      expect(body(await fbLogin(token))).toEqual({ code: 500, msg: 'Facebook login failed, please try again', data: null });
    });

    it('a wrong bind code is refused and binds nothing', async () => {
      await call({ method: 'POST', url: '/user-api/oauth/sendBindingPhoneCode', payload: { phone: '09171234567' } });
      const reply = body(await call({ method: 'POST', url: '/user-api/oauth/bindingPhone', payload: { accessToken: 'valid-1', phone: '09171234567', code: '000000' } }));
      expect(reply.code).toBe(500);
      expect(body(await fbLogin('valid-1')).data).toMatchObject({ bindRequired: true });
    });

    describe('with authenticator 2FA on', () => {
      const PHONE = '09191234567';
      const STEP = 30;

      async function twoFactorPlayer(): Promise<{ secret: string; recoveryCodes: string[] }> {
        await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false });
        const token = await registerPlayer(call, ctx().services, { phone: PHONE, username: 'guarded', password: PASSWORD });
        return enrolTwoFactor(call, token, clock.now);
      }
      /** Sessions opened and the last login time of the player: what a challenge must not touch. */
      async function loginTrace(): Promise<{ sessions: number; lastLoginAt: string | null }> {
        const result = (await ctx().app.db.execute(
          sql`select (select count(*) from session s where s.player_id = p.id)::int as sessions, p.last_login_at::text as "lastLoginAt" from player p where p.username = 'guarded'`,
        )) as unknown as { rows: { sessions: number; lastLoginAt: string | null }[] };
        return result.rows[0]!;
      }
      function challengeOf(envelope: Envelope): string {
        expect(envelope).toMatchObject({ code: 200, data: { twoFactorChallenge: expect.any(String), expiresAt: expect.any(String) } });
        expect(envelope.token).toBeUndefined();
        return (envelope.data as LoginChallenge).twoFactorChallenge;
      }
      const complete = async (challenge: string, code: string) =>
        body(await call({ method: 'POST', url: '/user-api/twoFactor/login?lang=en_US', payload: { challenge, code } }));

      it('binding the phone answers a challenge, opens no session, and the code completes the login', async () => {
        const { secret } = await twoFactorPlayer();
        const before = await loginTrace();
        const challenge = challengeOf(await bind('valid-77', PHONE));
        // Bound all the same: the SMS code proved the phone.
        expect((await ctx().services.players.details('guarded')).facebookBound).toBe(true);
        expect(await loginTrace()).toEqual(before);
        expect(await complete(challenge, '12345')).toMatchObject({ code: 500, msg: 'The code is wrong or has expired' });
        expect(await loginTrace()).toEqual(before);
        clock.advance(STEP);
        const done = await complete(challenge, await totpAt(secret, clock.now()));
        expect(done).toMatchObject({ code: 200, token: expect.any(String) });
        const { data } = body<{ user: { username: string } }>(await getInfo(call, done.token!));
        expect(data.user.username).toBe('guarded');
        const after = await loginTrace();
        expect(after.sessions).toBe(before.sessions + 1);
        expect(after.lastLoginAt).not.toBe(before.lastLoginAt);
        // The challenge is used up.
        clock.advance(STEP);
        expect((await complete(challenge, await totpAt(secret, clock.now()))).code).toBe(500);
      });

      it('Facebook login answers a challenge, opens no session, and the code (or a recovery code) completes it', async () => {
        const { secret, recoveryCodes } = await twoFactorPlayer();
        clock.advance(STEP);
        const bound = await bind('valid-78', PHONE);
        expect((await complete(challengeOf(bound), await totpAt(secret, clock.now()))).code).toBe(200);

        clock.advance(STEP);
        const before = await loginTrace();
        const challenge = challengeOf(body(await fbLogin('valid-78')));
        expect(await loginTrace()).toEqual(before);
        const done = await complete(challenge, await totpAt(secret, clock.now()));
        expect(done).toMatchObject({ code: 200, token: expect.any(String) });
        expect(body(await getInfo(call, done.token!)).code).toBe(200);
        expect((await loginTrace()).sessions).toBe(before.sessions + 1);

        const second = challengeOf(body(await fbLogin('valid-78')));
        expect(await complete(second, recoveryCodes[0]!)).toMatchObject({ code: 200, token: expect.any(String) });
      });

      it('with 2FA off (never on) the same player gets a token straight away', async () => {
        await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false });
        await registerPlayer(call, ctx().services, { phone: PHONE, username: 'guarded', password: PASSWORD });
        const before = await loginTrace();
        const bound = await bind('valid-79', PHONE);
        expect(bound).toMatchObject({ code: 200, token: expect.any(String) });
        expect(bound.data).toEqual({ token: bound.token });
        const again = body(await fbLogin('valid-79'));
        expect(again).toMatchObject({ code: 200, token: expect.any(String), data: { token: again.token } });
        expect((await loginTrace()).sessions).toBe(before.sessions + 2);
      });
    });
  });
});
