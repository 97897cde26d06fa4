// Sign-up (SPEC.md §2, §3, §4, §5, §7): POST /register/sendRegisterPhoneCode, /register and
// /v2/register under each combination of the SMS and bank flags, and every input rule.
import { describe, expect, it } from 'vitest';
import { encodeRegisterCodeRequest } from '../../../server/modules/accounts/register-code-request';
import {
  PASSWORD,
  bankCard,
  body,
  caller,
  getInfo,
  latestCode,
  registerPlayer,
  sendRegisterCode,
  setFlags,
  useTestClock,
} from './accounts-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

describe.each(TEST_DATABASES)('sign-up ($name)', (target) => {
  const clock = useTestClock();
  const ctx = useTestApp(target, { services: { now: clock.now } });
  const call = caller(() => ctx().app);
  const register = (payload: Record<string, unknown>, lang = 'en_US') =>
    call({ method: 'POST', url: `/user-api/v2/register?lang=${lang}`, payload });

  describe.each([
    { sms: true, bank: true },
    { sms: true, bank: false },
    { sms: false, bank: true },
    { sms: false, bank: false },
  ])('with SMS $sms and bank $bank', ({ sms, bank }) => {
    it('registers, answers a working token, and stores what was sent', async () => {
      await setFlags(ctx().services, { gameAccountRegisterSMS: sms, gameAccountRegisterBank: bank });
      const token = await registerPlayer(call, ctx().services, { phone: '0917-123-4567', username: 'juan_1' });
      const { data } = body<{ user: Record<string, unknown> }>(await getInfo(call, token));
      expect(data.user).toMatchObject({ username: 'juan_1', phone: '09171234567', level: 0, levelName: 'VIP0' });
      const details = await ctx().services.players.details('juan_1');
      expect(details.bankCards).toHaveLength(bank ? 1 : 0);
      if (bank) expect(details.bankCards[0]).toMatchObject({ bankCode: 'GCASH', bankName: 'GCash', account: '09171234567' });
    });

    it(`${sms ? 'requires' : 'does not need'} an SMS code and ${bank ? 'requires' : 'does not need'} a bank card`, async () => {
      await setFlags(ctx().services, { gameAccountRegisterSMS: sms, gameAccountRegisterBank: bank });
      const reply = body(await register({ phone: '09181234567', password: PASSWORD }));
      const expected = sms ? 'This field is required' : bank ? 'This field is required' : undefined;
      if (expected) expect(reply).toEqual({ code: 400, msg: expected, data: null });
      else expect(reply).toMatchObject({ code: 200, token: expect.any(String) });
    });
  });

  it('uses the phone as the username when none is given, and /register works like /v2/register', async () => {
    await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false });
    const reply = body(await call({ method: 'POST', url: '/user-api/register', payload: { phone: '9171112222', password: PASSWORD } }));
    expect(reply).toMatchObject({ code: 200, msg: 'success', data: { token: reply.token } });
    expect((await ctx().services.players.details('09171112222')).username).toBe('09171112222');
  });

  it('stores the bank name and icon of the supported list and refuses an unknown bank or a bad account', async () => {
    await setFlags(ctx().services, { gameAccountRegisterSMS: false });
    const base = { phone: '09171234567', password: PASSWORD };
    expect(body(await register({ ...base, gameUserBankCard: bankCard('x', { bank: 'NOPE' }) }))).toEqual({
      code: 400,
      msg: 'Please choose a bank from the list',
      data: null,
    });
    expect(body(await register({ ...base, gameUserBankCard: bankCard('x', { bankCardAccount: '12-34' }) })).msg).toBe('Numbers only');
    expect(body(await register({ ...base, gameUserBankCard: bankCard('x', { bankCardName: ' ' }) })).msg).toBe('This field is required');
    const token = body(await register({ ...base, gameUserBankCard: bankCard('x', { bank: 'BDO', bankName: 'Fake', icon: 'x' }) })).token;
    expect(token).toEqual(expect.any(String));
    const [card] = (await ctx().services.players.details('09171234567')).bankCards;
    expect(card).toMatchObject({ bankCode: 'BDO', bankName: 'BDO Unibank' });
  });

  it('refuses a taken phone (in either spelling) and a taken username (in any case)', async () => {
    await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false });
    await registerPlayer(call, ctx().services, { phone: '09171234567', username: 'Maria' });
    expect(body(await register({ phone: '9171234567', password: PASSWORD }, 'zh_CN'))).toEqual({
      code: 500,
      msg: '该手机号已注册',
      data: null,
    });
    expect(body(await register({ phone: '09170000000', username: 'maria', password: PASSWORD }))).toEqual({
      code: 500,
      msg: 'This username is already taken',
      data: null,
    });
  });

  it('lets exactly one of two simultaneous sign-ups with the same phone through', async () => {
    await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false });
    const replies = await Promise.all(
      ['a_one', 'a_two', 'a_three'].map((username) => register({ phone: '09175550000', username, password: PASSWORD })),
    );
    const codes = replies.map((reply) => body(reply).code).sort();
    expect(codes).toEqual([200, 500, 500]);
    expect(replies.map((reply) => body(reply).msg)).toContain('This phone number is already registered');
  });

  it('records a known invite code and ignores an unknown one', async () => {
    await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false });
    await registerPlayer(call, ctx().services, { phone: '09170000001' });
    const inviter = await ctx().services.players.details('09170000001');
    expect(inviter.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    await registerPlayer(call, ctx().services, { phone: '09170000002', inviteCode: inviter.inviteCode });
    await registerPlayer(call, ctx().services, { phone: '09170000003', inviteCode: 'NOSUCH99' });
    expect((await ctx().services.players.details('09170000002')).invitedBy).toBe(inviter.inviteCode);
    expect((await ctx().services.players.details('09170000003')).invitedBy).toBeNull();
  });

  it.each([
    [{ phone: '', password: PASSWORD }, 'Enter phone number'],
    [{ phone: '0917123456', password: PASSWORD }, 'Enter a correct phone number'],
    [{ phone: '09171234567', code: '12345', password: PASSWORD }, 'Enter the correct verification code'],
    [{ phone: '09171234567', code: '123456', username: 'bad name!', password: PASSWORD }, 'Username may only contain letters, numbers and _@.'],
    [{ phone: '09171234567', code: '123456', password: '12345' }, 'Password must be 6-20 letters, numbers or _.!@#$%^&*?'],
    [{ phone: '09171234567', code: '123456', password: 'has space1' }, 'Password must be 6-20 letters, numbers or _.!@#$%^&*?'],
    [{ phone: '09171234567', code: '123456', password: 'x'.repeat(21) }, 'Password must be 6-20 letters, numbers or _.!@#$%^&*?'],
  ])('%j → 400 %s', async (payload, msg) => {
    expect(body(await register(payload))).toEqual({ code: 400, msg, data: null });
  });

  it.each([
    ['PH', ['09171234567', '9181234567', '0919-123-4567'], ['0917123456', '19171234567', '+639171234567', '0917123456a']],
    ['TH', ['0812345678', '+66912345678', '061-234-5678'], ['0712345678', '081234567', '+6681234567']],
    ['MM', ['091234567', '09123456789', '+959223456789'], ['0012345678', '0912345', '+95912345678901']],
  ])('site country %s: accepts %j and refuses %j', async (country, good, bad) => {
    await setFlags(ctx().services, { countryCode: country, gameAccountRegisterSMS: false, gameAccountRegisterBank: false });
    for (const phone of bad) {
      expect(body(await register({ phone, password: PASSWORD })), phone).toMatchObject({ code: 400, msg: 'Enter a correct phone number' });
      expect(body(await sendRegisterCode(call, phone)), phone).toMatchObject({ code: 400 });
    }
    for (const phone of good) {
      expect(body(await register({ phone, password: PASSWORD })), phone).toMatchObject({ code: 200 });
    }
  });

  it('stores +66 and 0 spellings of a Thai number as one phone', async () => {
    await setFlags(ctx().services, { countryCode: 'TH', gameAccountRegisterSMS: false, gameAccountRegisterBank: false });
    expect(body(await register({ phone: '+66812345678', password: PASSWORD })).code).toBe(200);
    expect(body(await register({ phone: '0812345678', password: PASSWORD })).msg).toBe('This phone number is already registered');
  });

  describe('the sign-up code request', () => {
    it('decodes Base64 of phone + 4 random digits and sends a 6-digit code to that phone', async () => {
      expect(body(await sendRegisterCode(call, '9171234567'))).toEqual({ code: 200, msg: 'success', data: null });
      const code = await latestCode(call, '09171234567', 'register');
      expect(code).toMatch(/^\d{6}$/);
      const [message] = await ctx().services.sms.outboxMessages('09171234567');
      expect(message?.body).toBe(`[Lucky Star] Your verification code is ${code}. It expires in 10 minutes. Never share it with anyone.`);
    });

    it.each([
      ['not base64 !!', 'Enter a correct phone number'],
      [Buffer.from('09171234567').toString('base64'), 'Enter a correct phone number'], // no random number: 4567 taken as it
      [Buffer.from('0917123456712').toString('base64'), 'Enter a correct phone number'],
      [encodeRegisterCodeRequest('09171234567', 999).replace(/=+$/, ''), 'Enter a correct phone number'],
      ['', 'This field is required'],
    ])('%j → 400 %s', async (code, msg) => {
      const reply = await call({ method: 'POST', url: '/user-api/register/sendRegisterPhoneCode', payload: { code } });
      expect(body(reply)).toEqual({ code: 400, msg, data: null });
    });

    it('refuses a registered phone, in the caller\'s language', async () => {
      await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false });
      await registerPlayer(call, ctx().services, { phone: '09171234567' });
      const reply = await call({
        method: 'POST',
        url: '/user-api/register/sendRegisterPhoneCode?lang=th_TH',
        payload: { code: encodeRegisterCodeRequest('09171234567', 4321) },
      });
      expect(body(reply)).toEqual({ code: 500, msg: 'หมายเลขโทรศัพท์นี้ลงทะเบียนแล้ว', data: null });
    });

    it('a code is bound to its phone and purpose, and used up by the sign-up', async () => {
      await setFlags(ctx().services, { gameAccountRegisterBank: false });
      await sendRegisterCode(call, '09171234567');
      const code = await latestCode(call, '09171234567');
      const expired = 'The verification code has expired or was not requested. Please request a new one';
      expect(body(await register({ phone: '09179999999', code, password: PASSWORD })).msg).toBe(expired);
      expect(body(await register({ phone: '09171234567', code, username: 'first', password: PASSWORD })).code).toBe(200);
      const stored = await ctx().services.players.details('first');
      expect(stored.phone).toBe('09171234567');
    });
  });

  it('a sign-up with the username of another player changes nothing and keeps the SMS code usable', async () => {
    await setFlags(ctx().services, { gameAccountRegisterBank: false, gameAccountRegisterSMS: false });
    await registerPlayer(call, ctx().services, { phone: '09170000001', username: 'taken' });
    await setFlags(ctx().services, { gameAccountRegisterSMS: true });
    await sendRegisterCode(call, '09170000002');
    const code = await latestCode(call, '09170000002');
    expect(body(await register({ phone: '09170000002', code, username: 'TAKEN', password: PASSWORD })).code).toBe(500);
    expect(body(await register({ phone: '09170000002', code, username: 'free', password: PASSWORD })).code).toBe(200);
  });
});
