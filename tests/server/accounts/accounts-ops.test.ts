// Operator commands for accounts (npm run ops -- player ..., sms outbox), and the per-address
// limit on the login and sign-up calls (@fastify/rate-limit, the in-process second line).
import { describe, expect, it } from 'vitest';
import { EXIT_OK, EXIT_REFUSED, runOpsCommand } from '../../../server/ops/commands';
import { PASSWORD, body, caller, latestCode, registerPlayer, sendRegisterCode, setFlags } from './accounts-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

describe.each(TEST_DATABASES)('account ops commands ($name)', (target) => {
  const ctx = useTestApp(target);
  const call = caller(() => ctx().app);
  const ops = (...argv: string[]) => runOpsCommand(argv, ctx().services);

  async function withPlayers(): Promise<void> {
    await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false, gameAccountCaptchaEnabled: false });
    await registerPlayer(call, ctx().services, { phone: '09171234567', username: 'first_one' });
    await registerPlayer(call, ctx().services, { phone: '09181234567', username: 'second_one' });
  }

  it('player list shows the newest players first', async () => {
    expect(await ops('player', 'list')).toEqual({ exitCode: EXIT_OK, output: 'No players yet.' });
    await withPlayers();
    const { exitCode, output } = await ops('player', 'list');
    expect(exitCode).toBe(EXIT_OK);
    const lines = output.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('second_one');
    expect(lines[1]).toMatch(/first_one\s+09171234567\s+level 0/);
  });

  it('player show finds a player by username or phone', async () => {
    await withPlayers();
    const byName = JSON.parse((await ops('player', 'show', 'FIRST_ONE')).output);
    const byPhone = JSON.parse((await ops('player', 'show', '917-123-4567')).output);
    expect(byName).toEqual(byPhone);
    expect(byName).toMatchObject({ username: 'first_one', phone: '09171234567', locked: false, failedLogins: 0, bankCards: [] });
    expect(await ops('player', 'show', 'nobody')).toEqual({ exitCode: EXIT_REFUSED, output: 'No player with username or phone "nobody".' });
  });

  it('player unlock lifts a wrong-password lock', async () => {
    await withPlayers();
    const tryLogin = (password: string) => call({ method: 'POST', url: '/user-api/login', payload: { username: 'first_one', password } });
    for (let i = 0; i < 5; i += 1) await tryLogin('wrong_pw');
    expect(body(await tryLogin(PASSWORD)).msg).toMatch(/^Too many wrong passwords/);
    expect(await ops('player', 'list')).toMatchObject({ output: expect.stringContaining('LOCKED') });
    expect(await ops('player', 'unlock', '09171234567')).toEqual({
      exitCode: EXIT_OK,
      output: 'Unlocked first_one (09171234567); failed logins were 5.',
    });
    expect(body(await tryLogin(PASSWORD)).code).toBe(200);
  });

  it('sms outbox shows the codes sent, for one phone or all', async () => {
    expect((await ops('sms', 'outbox')).output).toBe('No messages.');
    await sendRegisterCode(call, '09171234567');
    await sendRegisterCode(call, '09181234567');
    const code = await latestCode(call, '09171234567');
    const one = await ops('sms', 'outbox', '9171234567');
    expect(one.exitCode).toBe(EXIT_OK);
    expect(one.output.split('\n')).toHaveLength(1);
    expect(one.output).toMatch(new RegExp(`09171234567  register  ${code}  \\[Lucky Star\\]`));
    expect((await ops('sms', 'outbox')).output.split('\n')).toHaveLength(2);
  });
});

describe.each(TEST_DATABASES)('per-address limit on login and sign-up ($name)', (target) => {
  const ctx = useTestApp(target, { authRateLimit: { max: 3, timeWindowMs: 60_000 } });
  const call = caller(() => ctx().app);

  it('answers HTTP 429 with the envelope past the limit, per address', async () => {
    await setFlags(ctx().services, { gameAccountCaptchaEnabled: false });
    const attempt = (remoteAddress: string, url = '/user-api/login') =>
      call({ method: 'POST', url, payload: { username: 'x', password: 'wrong_pw' }, remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await attempt('192.0.2.10')).statusCode).toBe(200);
    const limited = await attempt('192.0.2.10');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 429, msg: 'Too many requests, please try again later', data: null });
    expect((await attempt('192.0.2.10', '/user-api/v2/register')).statusCode).toBe(200); // its own counter
    expect((await attempt('192.0.2.11')).statusCode).toBe(200);
    // Calls without a password or code are not limited.
    for (let i = 0; i < 5; i += 1) {
      expect((await call({ method: 'GET', url: '/user-api/game/getWebsiteInfo', remoteAddress: '192.0.2.10' })).statusCode).toBe(200);
    }
  });
});
