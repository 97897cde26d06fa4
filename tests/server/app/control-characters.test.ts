// A control character in any string of a /user-api call is refused once, for every route, before
// validation and before the handler: body code 400 naming the field, in the caller's language, and
// nothing spent (captcha, SMS code) or stored. PostgreSQL refuses U+0000 outright, so without this
// rule such input ended in HTTP 500 after the captcha had been used up.
import type { FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fieldWithControlCharacter } from '../../../server/shared/control-characters';
import { success } from '../../../server/shared/envelope';
import { PASSWORD, bankCard, bearer, body, caller, latestCode, registerPlayer, sendRegisterCode, setFlags, solvedCaptcha } from '../accounts/accounts-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

const NUL = '\u0000';

const multilineProbe: FastifyPluginAsync = async (app) => {
  app.post('/probe/note', { config: { multilineFields: ['content'] } }, async (request) => success(request.input));
};

const refusal = (field: string) => ({ code: 400, msg: `${field} contains a control character, which is not allowed`, data: null });

describe('fieldWithControlCharacter', () => {
  it('finds the first field holding one, nested fields by their dotted path', () => {
    expect(fieldWithControlCharacter({ a: 'fine', b: { c: ['ok', `x${NUL}`] } })).toBe('b.c.1');
    expect(fieldWithControlCharacter({ name: 'tab\there' })).toBe('name');
    expect(fieldWithControlCharacter({ name: 'del\u007f' })).toBe('name');
    expect(fieldWithControlCharacter({ [`ke${NUL}y`]: 'value' })).toBe('ke\\u0000y');
    expect(fieldWithControlCharacter({ name: 'Ñoño 你好 ทดสอบ', n: 5, t: true, z: null })).toBeUndefined();
  });

  it('lets a multi-line field hold tab and line breaks, but never NUL', () => {
    expect(fieldWithControlCharacter({ content: 'line 1\r\nline\t2' }, ['content'])).toBeUndefined();
    expect(fieldWithControlCharacter({ content: `a${NUL}` }, ['content'])).toBe('content');
    expect(fieldWithControlCharacter({ other: 'a\nb' }, ['content'])).toBe('other');
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = `bad${NUL}`;
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(fieldWithControlCharacter({ deep })).toMatch(/^deep(\.0)+$/);
  });
});

describe.each(TEST_DATABASES)('control characters in /user-api input ($name)', (target) => {
  const ctx = useTestApp(target, { extraUserApiRoutes: [multilineProbe] });
  const call = caller(() => ctx().app);

  describe('POST /edit', () => {
    it.each(['nickname', 'realname', 'facebook'])('refuses a NUL in %s, in the body and in the query string', async (field) => {
      const token = await registerPlayer(call, ctx().services, { phone: '09171234567', username: 'ctrl_edit' });
      const before = body(await call({ method: 'GET', url: '/user-api/getInfo', headers: bearer(token) })).data;

      const inBody = await call({ method: 'POST', url: '/user-api/edit', headers: bearer(token), payload: { [field]: `a${NUL}b` } });
      expect(body(inBody)).toEqual(refusal(field));
      const inQuery = await call({ method: 'POST', url: `/user-api/edit?${field}=abc%00def`, headers: bearer(token) });
      expect(body(inQuery)).toEqual(refusal(field));
      const otherControl = await call({ method: 'POST', url: '/user-api/edit', headers: bearer(token), payload: { [field]: 'a\u001bb' } });
      expect(body(otherControl)).toEqual(refusal(field));

      expect(body(await call({ method: 'GET', url: '/user-api/getInfo', headers: bearer(token) })).data).toEqual(before);
    });

    it('names the field in the caller\'s language', async () => {
      const reply = await call({ method: 'POST', url: '/user-api/edit?lang=zh_CN', payload: { nickname: `a${NUL}b` } });
      expect(body(reply)).toEqual({ code: 400, msg: 'nickname 含有不允许的控制字符', data: null });
    });
  });

  it('POST /login with a NUL in username is refused before the captcha is spent', async () => {
    await registerPlayer(call, ctx().services, { phone: '09171234567', username: 'ctrl_login' });
    await setFlags(ctx().services, { gameAccountCaptchaEnabled: true });
    const captcha = await solvedCaptcha(call);
    const refused = await call({ method: 'POST', url: '/user-api/login', payload: { username: `ctrl${NUL}_login`, password: PASSWORD, ...captcha } });
    expect(body(refused)).toEqual(refusal('username'));
    // The same captcha still works: the refusal came before the login handler.
    const loggedIn = await call({ method: 'POST', url: '/user-api/login', payload: { username: 'ctrl_login', password: PASSWORD, ...captcha } });
    expect(body(loggedIn).code).toBe(200);
  });

  describe('POST /v2/register', () => {
    const register = async (overrides: Record<string, unknown>) => {
      await setFlags(ctx().services, { gameAccountRegisterSMS: true, gameAccountRegisterBank: true });
      await sendRegisterCode(call, '09181234567');
      const code = await latestCode(call, '09181234567', 'register');
      const payload = {
        phone: '09181234567',
        code,
        username: 'ctrl_reg',
        password: PASSWORD,
        inviteCode: '',
        gameUserBankCard: bankCard('09181234567'),
        ...overrides,
      };
      return { code, reply: await call({ method: 'POST', url: '/user-api/v2/register', payload }) };
    };

    it('refuses a NUL in inviteCode and keeps the SMS code usable', async () => {
      const { code, reply } = await register({ inviteCode: `AB${NUL}CD` });
      expect(body(reply)).toEqual(refusal('inviteCode'));
      const again = await call({
        method: 'POST',
        url: '/user-api/v2/register',
        payload: { phone: '09181234567', code, username: 'ctrl_reg', password: PASSWORD, inviteCode: '', gameUserBankCard: bankCard('09181234567') },
      });
      expect(body(again).code).toBe(200);
    });

    it('refuses a NUL in gameUserBankCard.bank', async () => {
      const { reply } = await register({ gameUserBankCard: bankCard('09181234567', { bank: `GC${NUL}ASH` }) });
      expect(body(reply)).toEqual(refusal('gameUserBankCard.bank'));
    });
  });

  it('refuses a NUL in a path parameter', async () => {
    const reply = await call({ method: 'GET', url: '/user-api/dev/captcha/abc%00def' });
    expect(body(reply)).toEqual(refusal('uuid'));
  });

  it('lets a field the route declares multi-line hold line breaks and tabs, and nothing else', async () => {
    const ok = await call({ method: 'POST', url: '/user-api/probe/note', payload: { content: 'line 1\r\nline\t2' } });
    expect(body(ok)).toEqual({ code: 200, msg: 'success', data: { content: 'line 1\r\nline\t2' } });
    const bad = await call({ method: 'POST', url: '/user-api/probe/note', payload: { content: `x${NUL}` } });
    expect(body(bad)).toEqual(refusal('content'));
  });
});
