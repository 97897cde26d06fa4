// A stranger must not learn from the login replies which accounts exist (issue: after five wrong
// passwords a real account answered "Too many wrong passwords" while an unknown login kept
// answering "Wrong username or password"). An unknown login is now slowed down by the same rule,
// counted by login, so the two reply sequences are identical try for try.
import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_BEFORE_LOCK, LOGIN_LOCK_MAX_SECONDS } from '../../../server/modules/accounts/account-limits';
import { PASSWORD, body, caller, registerPlayer, setFlags, useTestClock } from './accounts-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

describe.each(TEST_DATABASES)('wrong-password slow-down for known and unknown logins ($name)', (target) => {
  const clock = useTestClock();
  const ctx = useTestApp(target, { services: { now: clock.now } });
  const call = caller(() => ctx().app);
  const tryLogin = async (username: string, password: string) =>
    body(await call({ method: 'POST', url: '/user-api/login', payload: { username, password } }));

  async function withPlayer(): Promise<void> {
    await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false, gameAccountCaptchaEnabled: false });
    await registerPlayer(call, ctx().services, { phone: '09171234567', username: 'Pedro.P' });
  }

  it('answers an existing account and an unknown one identically, before and after five failures', async () => {
    await withPlayer();
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < LOGIN_FAILURES_BEFORE_LOCK + 1; i += 1) {
      known.push(await tryLogin('Pedro.P', 'wrong_pw'));
      unknown.push(await tryLogin('Nobody.Here', 'wrong_pw'));
    }
    expect(unknown).toEqual(known);
    expect(known[LOGIN_FAILURES_BEFORE_LOCK - 2]).toEqual({ code: 500, msg: 'Wrong username or password', data: null });
    expect(known[LOGIN_FAILURES_BEFORE_LOCK - 1]).toEqual({ code: 500, msg: 'Too many wrong passwords. Please try again in 30 seconds', data: null });
    expect(known[LOGIN_FAILURES_BEFORE_LOCK]).toEqual(known[LOGIN_FAILURES_BEFORE_LOCK - 1]);
  });

  it('keeps both in step as the window doubles', async () => {
    await withPlayer();
    const replies = async (username: string) => {
      const msgs: string[] = [];
      for (let i = 0; i < LOGIN_FAILURES_BEFORE_LOCK + 3; i += 1) {
        msgs.push((await tryLogin(username, 'wrong_pw')).msg);
        clock.advance(LOGIN_LOCK_MAX_SECONDS + 1);
      }
      return msgs;
    };
    const known = await replies('09171234567');
    expect(await replies('09181234567')).toEqual(known);
    expect(known.slice(-4)).toEqual([30, 60, 120, 240].map((s) => `Too many wrong passwords. Please try again in ${s} seconds`));
  });

  it('counts an unknown login under every spelling an account would match', async () => {
    await withPlayer();
    const spellings = ['09181234567', '9181234567', '0918-123-4567', '0918 123 4567', '09181234567'];
    const msgs = [];
    for (const spelling of spellings) msgs.push((await tryLogin(spelling, 'wrong_pw')).msg);
    expect(msgs.at(-1)).toBe('Too many wrong passwords. Please try again in 30 seconds');
    expect((await tryLogin('NOBODY', 'x_1')).msg).toBe('Wrong username or password');
    for (let i = 0; i < 3; i += 1) await tryLogin('nobody', 'x_1');
    expect((await tryLogin('NoBody', 'x_1')).msg).toBe('Too many wrong passwords. Please try again in 30 seconds');
  });

  it('still lets the real owner in once the window has passed', async () => {
    await withPlayer();
    for (let i = 0; i < LOGIN_FAILURES_BEFORE_LOCK; i += 1) await tryLogin('Pedro.P', 'wrong_pw');
    clock.advance(31);
    expect((await tryLogin('Pedro.P', PASSWORD)).code).toBe(200);
  });
});
