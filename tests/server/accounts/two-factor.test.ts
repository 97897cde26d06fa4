// Authenticator 2FA (issue 12 "Account security"): enrolment with a code, recovery codes shown
// once and single use, the challenge both logins answer with, a code asked before a withdrawal, a
// bank card change and turning it off; a TOTP code single use within its window; wrong codes
// locking the check.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LoginChallenge } from '../../../src/domain/account-security';
import type { TwoFactorEnrolment, TwoFactorStatus } from '../../../src/domain/account-security.schema';
import type { BankCardItem } from '../../../src/domain/bank-card.schema';
import { EXIT_OK, runOpsCommand } from '../../../server/ops/commands';
import { PASSWORD, bearer, body, caller, getInfo, latestCode, login, registerPlayer, setFlags, useTestClock } from './accounts-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';
import { enrolTwoFactor, totpAt } from './two-factor-helpers';

const PHONE = '09171234567';
const STEP = 30;

describe.each(TEST_DATABASES)('authenticator 2FA ($name)', (target) => {
  const clock = useTestClock();
  const ctx = useTestApp(target, { services: { now: clock.now } });
  const call = caller(() => ctx().app);
  const ops = (...argv: string[]) => runOpsCommand(argv, ctx().services);

  async function player(): Promise<string> {
    await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false });
    return registerPlayer(call, ctx().services, { phone: PHONE, username: 'ana' });
  }
  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return ((await ctx().app.db.execute(query)) as unknown as { rows: T[] }).rows;
  }
  const status = async (token: string) =>
    body<TwoFactorStatus>(await call({ method: 'GET', url: '/user-api/security/twoFactor', headers: bearer(token) })).data;
  const complete = (challenge: string, code: string) => call({ method: 'POST', url: '/user-api/twoFactor/login?lang=en_US', payload: { challenge, code } });
  const challengeOf = async (reply: Awaited<ReturnType<typeof login>>) => {
    const envelope = body<LoginChallenge>(reply);
    expect(envelope.code).toBe(200);
    expect(envelope.token).toBeUndefined();
    return envelope.data.twoFactorChallenge;
  };
  const nextStep = () => clock.advance(STEP);

  it('enrols with a code: the secret is shown once, kept away after, and ten recovery codes are stored hashed', async () => {
    const token = await player();
    expect(await status(token)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const enrolment = body<TwoFactorEnrolment>(await call({ method: 'POST', url: '/user-api/security/twoFactor/enrol', headers: bearer(token) })).data;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{26,}$/);
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*ana/);
    expect(enrolment.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Not on until a code proves the app has the secret.
    expect(await status(token)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const confirm = (code: string) => call({ method: 'POST', url: '/user-api/security/twoFactor/confirm?lang=en_US', headers: bearer(token), payload: { code } });
    expect(body(await confirm('000000'))).toMatchObject({ code: 500, msg: 'The code is wrong or has expired' });
    const confirmed = body<{ recoveryCodes: string[] }>(await confirm(await totpAt(enrolment.secret, clock.now()))).data;
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);
    for (const code of confirmed.recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(await status(token)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    const stored = await rows<{ code_hash: string }>(sql`select code_hash from two_factor_recovery_code`);
    expect(stored.map((row) => row.code_hash).every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(confirmed.recoveryCodes[0]!.replaceAll('-', ''));
    // Once on, nothing hands the secret out again.
    expect(JSON.stringify(await status(token))).not.toContain(enrolment.secret);
    expect(body(await call({ method: 'POST', url: '/user-api/security/twoFactor/enrol?lang=en_US', headers: bearer(token) }))).toMatchObject({
      code: 500,
      msg: 'Two-step verification is already on',
    });
  });

  it('password login answers with a challenge; the code completes it once; a TOTP code is single use in its window', async () => {
    const token = await player();
    const { secret } = await enrolTwoFactor(call, token, clock.now);
    const challenge = await challengeOf(await login(call, 'ana'));
    // The code that confirmed enrolment is this very step's: refused as used.
    expect(body(await complete(challenge, await totpAt(secret, clock.now())))).toMatchObject({ code: 500, msg: 'This code has already been used. Wait for the next one' });
    expect(body(await complete(challenge, '12345'))).toMatchObject({ code: 500, msg: 'The code is wrong or has expired' });
    nextStep();
    const code = await totpAt(secret, clock.now());
    const done = body(await complete(challenge, code));
    expect(done.code).toBe(200);
    expect(body(await getInfo(call, done.token!)).code).toBe(200);
    // The challenge is spent, and the same code at another login is refused too.
    expect(body(await complete(challenge, code)).msg).toBe('The sign-in has expired. Please log in again');
    const again = await challengeOf(await login(call, 'ana'));
    expect(body(await complete(again, code)).msg).toBe('This code has already been used. Wait for the next one');
  });

  it('a challenge expires after five minutes', async () => {
    const token = await player();
    const { secret } = await enrolTwoFactor(call, token, clock.now);
    const challenge = await challengeOf(await login(call, 'ana'));
    clock.advance(5 * 60 + 1);
    expect(body(await complete(challenge, await totpAt(secret, clock.now())))).toMatchObject({ code: 500, msg: 'The sign-in has expired. Please log in again' });
  });

  it('SMS-code login is challenged the same way', async () => {
    const token = await player();
    const { secret } = await enrolTwoFactor(call, token, clock.now);
    expect(body(await call({ method: 'POST', url: '/user-api/sendPhoneLoginCode', payload: { phone: PHONE } })).code).toBe(200);
    const smsCode = await latestCode(call, PHONE, 'login');
    const challenge = await challengeOf(await call({ method: 'POST', url: '/user-api/smsLogin', payload: { phone: PHONE, code: smsCode } }));
    nextStep();
    expect(body(await complete(challenge, await totpAt(secret, clock.now()))).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('a recovery code completes a login once, and is then spent', async () => {
    const token = await player();
    const { recoveryCodes } = await enrolTwoFactor(call, token, clock.now);
    const code = recoveryCodes[3]!;
    const challenge = await challengeOf(await login(call, 'ana'));
    expect(body(await complete(challenge, code.toLowerCase().replaceAll('-', ''))).code).toBe(200);
    const again = await challengeOf(await login(call, 'ana'));
    expect(body(await complete(again, code)).msg).toBe('The code is wrong or has expired');
    expect(await status(token)).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('five wrong codes lock the check, right codes included, for a while', async () => {
    const token = await player();
    const { secret } = await enrolTwoFactor(call, token, clock.now);
    const challenge = await challengeOf(await login(call, 'ana'));
    for (let i = 0; i < 4; i += 1) expect(body(await complete(challenge, '000000')).msg).toBe('The code is wrong or has expired');
    expect(body(await complete(challenge, '000000')).msg).toBe('The code is wrong or has expired');
    expect(body(await complete(challenge, await totpAt(secret, clock.now()))).msg).toMatch(/^Too many wrong codes\. Please try again in \d+ seconds$/);
    clock.advance(31);
    expect(body(await complete(challenge, await totpAt(secret, clock.now()))).code).toBe(200);
  });

  it('a withdrawal needs a code: refused without or with a wrong one (nothing moves), then paid', async () => {
    const token = await player();
    const card = body<BankCardItem>(
      await call({
        method: 'POST',
        url: '/user-api/bankCard/add',
        headers: bearer(token),
        payload: { bank: 'GCASH', bankCardName: 'Ana Cruz', bankCardAccount: '5566778899', phone: PHONE, password: PASSWORD },
      }),
    ).data;
    expect((await ops('wallet', 'adjust', 'ana', '1000', 'test', 'money')).exitCode).toBe(EXIT_OK);
    const { secret } = await enrolTwoFactor(call, token, clock.now);
    let key = 0;
    const withdraw = (extra: Record<string, unknown>, idempotencyKey = `withdraw-${++key}`) =>
      call({
        method: 'POST',
        url: '/user-api/pay/withdraw?lang=en_US',
        headers: { ...bearer(token), 'idempotency-key': idempotencyKey },
        payload: { bankCardId: card.id, amount: 100, ...extra },
      });
    expect(body(await withdraw({}))).toMatchObject({ code: 500, msg: 'Enter the code from your authenticator app' });
    expect(body(await withdraw({ twoFactorCode: '111111' }))).toMatchObject({ code: 500, msg: 'The code is wrong or has expired' });
    expect(await rows(sql`select id from withdrawal_request`)).toHaveLength(0);
    nextStep();
    const code = await totpAt(secret, clock.now());
    const paid = body(await withdraw({ twoFactorCode: code }, 'withdraw-paid'));
    expect(paid.code).toBe(200);
    // A retry of the same request answers the saved reply although its code is now spent.
    expect(body(await withdraw({ twoFactorCode: code }, 'withdraw-paid'))).toEqual(paid);
    expect(body(await withdraw({ twoFactorCode: code })).msg).toBe('This code has already been used. Wait for the next one');
    expect(await rows(sql`select id from withdrawal_request`)).toHaveLength(1);
    const check = await ops('ledger', 'check');
    expect(check.exitCode, check.output).toBe(EXIT_OK);
  });

  it('adding or changing a bank card needs a code as well as the password', async () => {
    const token = await player();
    const { secret, recoveryCodes } = await enrolTwoFactor(call, token, clock.now);
    const card = { bank: 'GCASH', bankCardName: 'Ana Cruz', bankCardAccount: '5566778899', phone: PHONE, password: PASSWORD };
    const add = (extra: Record<string, unknown>) => call({ method: 'POST', url: '/user-api/bankCard/add?lang=en_US', headers: bearer(token), payload: { ...card, ...extra } });
    expect(body(await add({}))).toMatchObject({ code: 500, msg: 'Enter the code from your authenticator app' });
    expect(body(await add({ twoFactorCode: '222222' }))).toMatchObject({ code: 500, msg: 'The code is wrong or has expired' });
    expect(await rows(sql`select id from bank_card`)).toHaveLength(0);
    nextStep();
    const added = body<BankCardItem>(await add({ twoFactorCode: await totpAt(secret, clock.now()) }));
    expect(added.code).toBe(200);
    const edit = (extra: Record<string, unknown>) =>
      call({ method: 'PUT', url: `/user-api/bankCard/edit/${added.data.id}?lang=en_US`, headers: bearer(token), payload: { ...card, bankCardName: 'Ana M. Cruz', ...extra } });
    expect(body(await edit({})).msg).toBe('Enter the code from your authenticator app');
    expect(body(await edit({ twoFactorCode: recoveryCodes[0] })).data).toMatchObject({ bankCardName: 'Ana M. Cruz' });
  });

  it('changing the password needs a code: without one or with a wrong one the old password stands', async () => {
    const token = await player();
    const { secret, recoveryCodes } = await enrolTwoFactor(call, token, clock.now);
    const change = (extra: Record<string, unknown>) =>
      call({ method: 'PUT', url: '/user-api/modified/updatePwd?lang=en_US', headers: bearer(token), payload: { oldPassword: PASSWORD, newPassword: 'n3w.Secret', ...extra } });
    const passwordHash = async () => (await rows<{ password_hash: string }>(sql`select password_hash from player`))[0]!.password_hash;
    const before = await passwordHash();
    expect(body(await change({}))).toMatchObject({ code: 500, msg: 'Enter the code from your authenticator app' });
    expect(body(await change({ twoFactorCode: '444444' }))).toMatchObject({ code: 500, msg: 'The code is wrong or has expired' });
    // The password is checked first: a wrong one spends no code.
    expect(body(await change({ oldPassword: 'wrong_old', twoFactorCode: recoveryCodes[0] }))).toMatchObject({ code: 500, msg: 'The old password is wrong' });
    expect(await passwordHash()).toBe(before);
    expect(await status(token)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    nextStep();
    expect(body(await change({ twoFactorCode: await totpAt(secret, clock.now()) }))).toEqual({ code: 200, msg: 'success', data: null });
    expect(await passwordHash()).not.toBe(before);
    expect(await challengeOf(await login(call, 'ana', 'n3w.Secret'))).toEqual(expect.any(String));
  });

  it('choosing the default bank card needs a code as well as the password', async () => {
    const token = await player();
    const card = { bank: 'GCASH', bankCardName: 'Ana Cruz', phone: PHONE, password: PASSWORD };
    for (const bankCardAccount of ['5566778899', '1122334455']) {
      expect(body(await call({ method: 'POST', url: '/user-api/bankCard/add', headers: bearer(token), payload: { ...card, bankCardAccount } })).code).toBe(200);
    }
    const { recoveryCodes } = await enrolTwoFactor(call, token, clock.now);
    const [, second] = await rows<{ id: number }>(sql`select id::int as id from bank_card order by id`);
    const setDefault = (extra: Record<string, unknown>) =>
      call({ method: 'POST', url: `/user-api/bankCard/default/${second!.id}?lang=en_US`, headers: bearer(token), payload: { password: PASSWORD, ...extra } });
    const defaults = async () => (await rows<{ default_status: number }>(sql`select default_status from bank_card order by id`)).map((row) => row.default_status);
    expect(await defaults()).toEqual([1, 0]);
    expect(body(await setDefault({}))).toMatchObject({ code: 500, msg: 'Enter the code from your authenticator app' });
    expect(body(await setDefault({ twoFactorCode: '555555' }))).toMatchObject({ code: 500, msg: 'The code is wrong or has expired' });
    expect(body(await setDefault({ password: 'wrong_pw1', twoFactorCode: recoveryCodes[1] })).code).toBe(500);
    expect(await defaults()).toEqual([1, 0]);
    const done = body<BankCardItem[]>(await setDefault({ twoFactorCode: recoveryCodes[1] }));
    expect(done.code).toBe(200);
    expect(done.data.find((item) => item.defaultStatus === 1)?.id).toBe(second!.id);
    expect(await defaults()).toEqual([0, 1]);
    expect(await status(token)).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('turning 2FA on ends the other sessions by default and keeps this one', async () => {
    const token = await player();
    const others = [body(await login(call, 'ana')).token!, body(await login(call, 'ana')).token!];
    const { signedOut } = await enrolTwoFactor(call, token, clock.now);
    expect(signedOut).toBe(2);
    for (const other of others) expect(body(await getInfo(call, other)).code).toBe(401);
    expect(body(await getInfo(call, token)).code).toBe(200);
  });

  it('turning 2FA on keeps the other sessions when the player says so', async () => {
    const token = await player();
    const other = body(await login(call, 'ana')).token!;
    const { signedOut } = await enrolTwoFactor(call, token, clock.now, { signOutOthers: false });
    expect(signedOut).toBe(0);
    expect(body(await getInfo(call, other)).code).toBe(200);
    expect(body(await getInfo(call, token)).code).toBe(200);
  });

  it('a wrong enrolment code ends no session', async () => {
    const token = await player();
    const other = body(await login(call, 'ana')).token!;
    await call({ method: 'POST', url: '/user-api/security/twoFactor/enrol', headers: bearer(token) });
    const reply = body(await call({ method: 'POST', url: '/user-api/security/twoFactor/confirm?lang=en_US', headers: bearer(token), payload: { code: '000000', signOutOthers: true } }));
    expect(reply).toMatchObject({ code: 500, msg: 'The code is wrong or has expired' });
    expect(body(await getInfo(call, other)).code).toBe(200);
  });

  it('turning 2FA off needs a code; then logins are not challenged', async () => {
    const token = await player();
    const { secret } = await enrolTwoFactor(call, token, clock.now);
    const disable = (code: string) => call({ method: 'POST', url: '/user-api/security/twoFactor/disable?lang=en_US', headers: bearer(token), payload: { code } });
    expect(body(await disable('')).msg).toBe('Enter the code from your authenticator app');
    expect(body(await disable('333333')).msg).toBe('The code is wrong or has expired');
    expect((await status(token)).enabled).toBe(true);
    nextStep();
    expect(body(await disable(await totpAt(secret, clock.now()))).code).toBe(200);
    expect(await status(token)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect(await rows(sql`select player_id from two_factor`)).toHaveLength(0);
    expect(body(await login(call, 'ana')).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('authenticator 2FA: the per-address limit on code calls', () => {
  const ctx = useTestApp(TEST_DATABASES[0]!, { authRateLimit: { max: 3, timeWindowMs: 60_000 } });
  const call = caller(() => ctx().app);

  it('answers 429 past the limit, whatever the challenge', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await call({ method: 'POST', url: '/user-api/twoFactor/login', payload: { challenge: `c${i}`, code: '000000' }, remoteAddress: '10.9.8.7' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
