// Sessions and passwords (DESIGN.md "Accounts and secrets"): logout ends only its own session;
// unknown, forged, revoked and idle tokens are body code 401; a password change ends the other
// sessions; a reset by phone code ends them all and logs in, or with authenticator 2FA on answers
// the challenge POST /twoFactor/login completes (the phone alone is not the second factor).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LoginChallenge } from '../../../src/domain/account-security';
import { LOGIN_FAILURES_BEFORE_LOCK } from '../../../server/modules/accounts/account-limits';
import { ARGON2_OPTIONS } from '../../../server/modules/accounts/password-hasher';
import { SessionRepository } from '../../../server/modules/accounts/session.repository';
import { hashSessionToken } from '../../../server/modules/accounts/session-token';
import type { SessionJoin } from '../../../server/shared/session-join';
import { PASSWORD, bearer, body, caller, getInfo, latestCode, login, registerPlayer, setFlags, useTestClock } from './accounts-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';
import { enrolTwoFactor, totpAt } from './two-factor-helpers';

const PHONE = '09171234567';

describe.each(TEST_DATABASES)('sessions and passwords ($name)', (target) => {
  const clock = useTestClock();
  const ctx = useTestApp(target, { services: { now: clock.now } });
  const call = caller(() => ctx().app);
  const status = async (token: string) => body(await getInfo(call, token)).code;

  async function withPlayer(): Promise<string> {
    await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false });
    return registerPlayer(call, ctx().services, { phone: PHONE, username: 'ana' });
  }

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return ((await ctx().app.db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  it('logout ends that session only', async () => {
    const first = await withPlayer();
    const second = body(await login(call, 'ana')).token!;
    expect(body(await call({ method: 'GET', url: '/user-api/logout', headers: bearer(first) }))).toEqual({ code: 200, msg: 'success', data: null });
    expect(await status(first)).toBe(401);
    expect(await status(second)).toBe(200);
    expect(body(await call({ method: 'GET', url: '/user-api/logout', headers: bearer(first) })).code).toBe(401);
  });

  it.each([
    ['no header', {}],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['another scheme', { authorization: 'Basic YWxhZGRpbjpvcGVuc2VzYW1l' }],
    ['a forged token of the right shape', bearer('A'.repeat(43))],
    ['garbage', bearer("' or 1=1 --")],
  ])('%s → body code 401, localized', async (_case, headers) => {
    await withPlayer();
    const reply = await call({ method: 'GET', url: '/user-api/getInfo?lang=zh_CN', headers });
    expect(body(reply)).toEqual({ code: 401, msg: '请重新登录', data: null });
  });

  it('answers many requests at once each as its own session: lookups made together keep players and revoked tokens apart', async () => {
    await withPlayer();
    await registerPlayer(call, ctx().services, { phone: '09171234568', username: 'ben' });
    const ana = [body(await login(call, 'ana')).token!, body(await login(call, 'ana')).token!];
    const ben = body(await login(call, 'ben')).token!;
    expect(body(await call({ method: 'GET', url: '/user-api/logout', headers: bearer(ana[1]!) })).code).toBe(200);
    // Forty calls in one turn: the lookups that wait for a free call go together in one query.
    const tokens = Array.from({ length: 40 }, (_, index) => [ana[0]!, ben, ana[1]!, 'B'.repeat(43)][index % 4]!);
    const replies = await Promise.all(tokens.map((token) => getInfo(call, token)));
    const seen = replies.map((reply) => {
      const envelope = body<{ user: { username: string } }>(reply);
      return envelope.code === 200 ? envelope.data.user.username : envelope.code;
    });
    expect(seen).toEqual(Array.from({ length: 10 }, () => ['ana', 'ben', 401, 401]).flat());
  });

  it('finds each session of lookups asked in one turn, with and without the safety join: they go as one query', async () => {
    await withPlayer();
    await registerPlayer(call, ctx().services, { phone: '09171234568', username: 'ben' });
    const ana = body(await login(call, 'ana')).token!;
    const ben = body(await login(call, 'ben')).token!;
    const join = ctx().services.safetyGate.sessionJoin as unknown as SessionJoin<Record<string, unknown>>;
    // Ten in one turn go together, as one query (server/db/grouped-calls.ts).
    const hashes = Array.from({ length: 10 }, (_, index) => hashSessionToken([ana, ben, 'C'.repeat(43)][index % 3]!));
    for (const [withJoin, repository] of [undefined, join].map((one) => [one, new SessionRepository(ctx().app.db)] as const)) {
      const found = await Promise.all(hashes.map((hash) => repository.findWithPlayerByTokenHash(hash, withJoin)));
      expect(found.map((row) => row?.player.username ?? null)).toEqual(['ana', 'ben', null, 'ana', 'ben', null, 'ana', 'ben', null, 'ana']);
      if (withJoin) expect(found.filter(Boolean).every((row) => row!.joined === null)).toBe(true);
    }
  });

  it('stores only the SHA-256 of a token, with who opened it', async () => {
    const token = await withPlayer();
    const stored = await rows<{ token_hash: string; ip: string; user_agent: string }>(sql`select token_hash, ip, user_agent from session`);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]?.ip).toBe('127.0.0.1');
  });

  it('writes last-seen at most once a minute, and refuses a session idle for 30 days', async () => {
    const token = await withPlayer();
    const lastSeen = async () => new Date((await rows<{ last_seen_at: string }>(sql`select last_seen_at from session`))[0]!.last_seen_at).getTime();
    const opened = await lastSeen();
    clock.advance(30);
    await status(token);
    expect(await lastSeen()).toBe(opened);
    clock.advance(31);
    await status(token);
    expect(await lastSeen()).toBe(clock.now().getTime());
    clock.advance(30 * 86_400 + 1);
    expect(await status(token)).toBe(401);
  });

  it('hashes passwords with argon2id at the OWASP cost', async () => {
    await withPlayer();
    const [player] = await rows<{ password_hash: string }>(sql`select password_hash from player`);
    const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS;
    expect(player?.password_hash).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${memoryCost},t=${timeCost},p=${parallelism}\\$`));
    expect([memoryCost, timeCost, parallelism]).toEqual([19_456, 2, 1]);
  });

  describe('change password (PUT /modified/updatePwd)', () => {
    const change = (token: string, payload: Record<string, unknown>) =>
      call({ method: 'PUT', url: '/user-api/modified/updatePwd', headers: bearer(token), payload });

    it('needs the old password, ends the other sessions and keeps this one', async () => {
      const other = await withPlayer();
      const current = body(await login(call, 'ana')).token!;
      expect(body(await change(current, { oldPassword: PASSWORD, newPassword: 'n3w.Secret' })).code).toBe(200);
      expect(await status(current)).toBe(200);
      expect(await status(other)).toBe(401);
      expect(body(await login(call, 'ana')).code).toBe(500);
      expect(body(await login(call, 'ana', 'n3w.Secret')).code).toBe(200);
    });

    it('takes its fields from the query string too (SPEC.md: query params)', async () => {
      const token = await withPlayer();
      const url = `/user-api/modified/updatePwd?oldPassword=${PASSWORD}&newPassword=another1`;
      expect(body(await call({ method: 'PUT', url, headers: bearer(token) })).code).toBe(200);
    });

    it.each([
      [{ oldPassword: 'wrong_old', newPassword: 'n3w.Secret' }, 500, 'The old password is wrong'],
      [{ oldPassword: PASSWORD, newPassword: PASSWORD }, 400, 'New and old passwords must not be the same'],
      [{ oldPassword: PASSWORD, newPassword: 'short' }, 400, 'Password must be 6-20 letters, numbers or _.!@#$%^&*?'],
      [{ oldPassword: '', newPassword: 'n3w.Secret' }, 400, 'This field is required'],
    ])('%j → %i %s', async (payload, code, msg) => {
      const token = await withPlayer();
      expect(body(await change(token, payload))).toEqual({ code, msg, data: null });
    });

    it('needs a token', async () => {
      expect(body(await call({ method: 'PUT', url: '/user-api/modified/updatePwd', payload: {} })).code).toBe(401);
    });
  });

  describe('reset password (forgetPwd)', () => {
    const sendCode = (phone = PHONE) => call({ method: 'POST', url: '/user-api/forgetPwd/sendPhoneCode', payload: { phone } });
    const reset = (payload: Record<string, unknown>) => call({ method: 'PUT', url: '/user-api/forgetPwd/updatePwd', payload });

    it('sets the password, ends every old session and logs in: { code, token, data, msg }', async () => {
      const old = await withPlayer();
      expect(body(await sendCode()).code).toBe(200);
      const code = await latestCode(call, PHONE, 'reset');
      const reply = body(await reset({ phone: PHONE, code, username: 'ana', password: 'reset_pw1' }));
      expect(reply).toEqual({ code: 200, msg: 'success', data: { token: reply.token }, token: expect.any(String) });
      expect(await status(reply.token!)).toBe(200);
      expect(await status(old)).toBe(401);
      expect(body(await login(call, 'ana', 'reset_pw1')).code).toBe(200);
    });

    it('refuses a username that is not the phone\'s, without using the code up', async () => {
      await withPlayer();
      await setFlags(ctx().services, { gameAccountRegisterSMS: false });
      await registerPlayer(call, ctx().services, { phone: '09180000000', username: 'someone' });
      await sendCode();
      const code = await latestCode(call, PHONE, 'reset');
      expect(body(await reset({ phone: PHONE, code, username: 'someone', password: 'reset_pw1' }))).toEqual({
        code: 500,
        msg: 'The username does not belong to this phone number',
        data: null,
      });
      expect(body(await reset({ phone: PHONE, code, username: 'ANA', password: 'reset_pw1' })).code).toBe(200);
    });

    it('refuses an unregistered phone and a wrong code', async () => {
      await withPlayer();
      expect(body(await sendCode('09189999999')).msg).toBe('This phone number is not registered');
      await sendCode();
      expect(body(await reset({ phone: PHONE, code: '000000', username: 'ana', password: 'reset_pw1' })).code).toBe(500);
      expect(body(await reset({ phone: PHONE, code: '12', username: 'ana', password: 'reset_pw1' })).code).toBe(400);
      expect(body(await reset({ phone: PHONE, code: '123456', username: '', password: 'reset_pw1' })).msg).toBe('This field is required');
    });

    describe('with authenticator 2FA on', () => {
      const STEP = 30;
      /** Sessions and login marks of the player: what a challenge must not touch. */
      async function loginTrace() {
        return (await rows<{ sessions: number; lastLoginAt: string | null; lockedUntil: string | null }>(
          sql`select (select count(*) from session s where s.player_id = p.id and s.revoked_at is null)::int as sessions,
                p.last_login_at::text as "lastLoginAt", p.locked_until::text as "lockedUntil" from player p where p.username = 'ana'`,
        ))[0]!;
      }
      const complete = async (challenge: string, code: string) =>
        body(await call({ method: 'POST', url: '/user-api/twoFactor/login?lang=en_US', payload: { challenge, code } }));

      /** Logs in with a password: 'challenged' (the password is right) or the refusal's msg. */
      const passwordWorks = async (password: string) => {
        const reply = body(await login(call, 'ana', password));
        return reply.code === 200 && 'twoFactorChallenge' in (reply.data as object) ? 'challenged' : reply.msg;
      };
      const resetTo = async (password: string) => {
        await sendCode();
        const reply = body(await reset({ phone: PHONE, code: await latestCode(call, PHONE, 'reset'), username: 'ana', password }));
        expect(reply).toEqual({ code: 200, msg: 'success', data: { twoFactorChallenge: expect.any(String), expiresAt: expect.any(String) } });
        return (reply.data as LoginChallenge).twoFactorChallenge;
      };

      it('changes nothing until the code is given: then the new password stands, old sessions end and one opens', async () => {
        const old = await withPlayer();
        const { secret } = await enrolTwoFactor(call, old, clock.now);
        // Locked by wrong passwords: only the second factor may lift that.
        for (let i = 0; i < LOGIN_FAILURES_BEFORE_LOCK; i++) await login(call, 'ana', 'wrong_pw1');
        const before = await loginTrace();
        expect(before.lockedUntil).not.toBeNull();
        const challenge = await resetTo('reset_pw1');
        // The SMS code proved the phone, not the second factor: the old session and login marks stand.
        expect(await status(old)).toBe(200);
        expect(await loginTrace()).toEqual(before);

        expect(await complete(challenge, '12345')).toMatchObject({ code: 500, msg: 'The code is wrong or has expired' });
        expect(await status(old)).toBe(200);
        expect(await loginTrace()).toEqual(before);
        clock.advance(STEP);
        const done = await complete(challenge, await totpAt(secret, clock.now()));
        expect(done).toMatchObject({ code: 200, token: expect.any(String) });
        expect(await status(done.token!)).toBe(200);
        expect(await status(old)).toBe(401);
        const after = await loginTrace();
        expect(after).toMatchObject({ sessions: 1, lockedUntil: null });
        expect(after.lastLoginAt).not.toBe(before.lastLoginAt);
        // The challenge, once used, keeps no copy of the new password's hash.
        expect(await rows(sql`select id from two_factor_challenge where new_password_hash is not null`)).toEqual([]);

        // The new password is the one that stands (and it too asks for the second factor).
        expect(await passwordWorks(PASSWORD)).toBe('Wrong username or password');
        expect(await passwordWorks('reset_pw1')).toBe('challenged');
      });

      it('leaves the old password working until the code is given, after a wrong code and once the challenge expires', async () => {
        const old = await withPlayer();
        const { secret } = await enrolTwoFactor(call, old, clock.now);
        const challenge = await resetTo('reset_pw1');
        expect(await passwordWorks(PASSWORD)).toBe('challenged');
        expect(await passwordWorks('reset_pw1')).toBe('Wrong username or password');
        expect(await complete(challenge, '000000')).toMatchObject({ code: 500, msg: 'The code is wrong or has expired' });
        expect(await passwordWorks(PASSWORD)).toBe('challenged');
        // Five minutes on, even the right code finds the challenge gone, and nothing changed.
        clock.advance(5 * 60 + 1);
        expect(await complete(challenge, await totpAt(secret, clock.now()))).toMatchObject({ code: 500, msg: 'The sign-in has expired. Please log in again' });
        expect(await status(old)).toBe(200);
        expect(await passwordWorks(PASSWORD)).toBe('challenged');
        expect(await passwordWorks('reset_pw1')).toBe('Wrong username or password');
      });

      it('a used reset code cannot be replayed for a second challenge', async () => {
        const token = await withPlayer();
        await enrolTwoFactor(call, token, clock.now);
        await sendCode();
        const code = await latestCode(call, PHONE, 'reset');
        expect(body(await reset({ phone: PHONE, code, username: 'ana', password: 'reset_pw1' })).data).toHaveProperty('twoFactorChallenge');
        expect(body(await reset({ phone: PHONE, code, username: 'ana', password: 'reset_pw2' })).code).toBe(500);
      });
    });
  });
});
