// The /user-api envelope (SPEC.md §7, §8; DESIGN.md "Envelope"): merged input, localized errors,
// and no client input that ends in a 500 or a hang. A probe route with its own schema stands in
// for the modules' routes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { InjectOptions } from 'fastify';
import { Type } from 'typebox';
import { beforeAll, describe, expect, it } from 'vitest';
import { refused } from '../../../server/errors';
import { success } from '../../../server/shared/envelope';
import { TEST_DATABASES, useTestApp } from '../test-app';

const probeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const Input = Type.Object({
    username: Type.String({ minLength: 3, maxLength: 12 }),
    amount: Type.Optional(Type.Number({ minimum: 1, maximum: 100 })),
    note: Type.Optional(Type.String()),
  });
  app.post('/probe/echo', { schema: { body: Input } }, async (request) =>
    success({ body: request.body, input: request.input }),
  );
  app.get('/probe/echo', { schema: { querystring: Input } }, async (request) =>
    success({ query: request.query, input: request.input }),
  );
  app.post('/probe/refuse', async () => {
    throw refused('server.badRequest');
  });
  app.get('/probe/crash', async () => {
    throw new Error('secret internal detail');
  });
};

describe.each(TEST_DATABASES)('user-api envelope ($name)', (target) => {
  const ctx = useTestApp(target, { seed: false, extraUserApiRoutes: [probeRoutes] });
  const inject = (options: InjectOptions) => ctx().app.inject(options);

  describe('merged input', () => {
    it('merges the query string and the JSON body into one input, the body winning', async () => {
      const reply = await inject({
        method: 'POST',
        url: '/user-api/probe/echo?lang=zh_CN&amount=5&note=from-query',
        payload: { username: 'player1', note: 'from-body' },
      });
      expect(reply.statusCode).toBe(200);
      const { code, data } = reply.json();
      expect(code).toBe(200);
      // Query strings are text; the schema turns amount into a number. lang is not input.
      expect(data.body).toEqual({ username: 'player1', amount: 5, note: 'from-body' });
      expect(data.input).toEqual(data.body);
    });

    it('takes a POST call\'s fields from the query string alone', async () => {
      const reply = await inject({ method: 'POST', url: '/user-api/probe/echo?username=player2' });
      expect(reply.json()).toMatchObject({ code: 200, data: { body: { username: 'player2' } } });
    });

    it.each([['Infinity'], ['-Infinity'], ['1e309']])('a number the query\'s text coerces to %s is invalid input, not a 500', async (value) => {
      const reply = await inject({ method: 'GET', url: `/user-api/probe/echo?username=player3&amount=${value}` });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ code: 400, msg: 'amount is invalid', data: null });
    });

    it('reads a GET call\'s fields from the query string', async () => {
      const reply = await inject({ method: 'GET', url: '/user-api/probe/echo?username=player3&amount=7&lang=th_TH' });
      expect(reply.json()).toMatchObject({ code: 200, data: { query: { username: 'player3', amount: 7 } } });
    });

    it('treats an empty JSON body as no body', async () => {
      const reply = await inject({
        method: 'POST',
        url: '/user-api/probe/echo?username=player4',
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(reply.json()).toMatchObject({ code: 200 });
    });
  });

  describe('invalid input: HTTP 200, body code 400, a msg naming the field in the caller\'s language', () => {
    it('names a missing field in English by default', async () => {
      const reply = await inject({ method: 'POST', url: '/user-api/probe/echo', payload: {} });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ code: 400, msg: 'username is required', data: null });
    });

    it.each([
      ['zh_CN', 'username 为必填项'],
      ['th_TH', 'กรุณากรอก username'],
      ['ms_MY', 'username diperlukan'],
      ['my_MM', 'username ကို ဖြည့်ရန် လိုအပ်ပါသည်'],
      ['xx_XX', 'username is required'],
    ])('lang=%s localizes the msg', async (lang, msg) => {
      const reply = await inject({ method: 'POST', url: `/user-api/probe/echo?lang=${lang}`, payload: {} });
      expect(reply.json()).toEqual({ code: 400, msg, data: null });
    });

    it.each([
      [{ username: 'ab' }, 'username must be at least 3 characters'],
      [{ username: 'abcdefghijklmnop' }, 'username must be at most 12 characters'],
      [{ username: 'player', amount: 0 }, 'amount must be at least 1'],
      [{ username: 'player', amount: 1000 }, 'amount must be at most 100'],
      [{ username: 'player', amount: 'lots' }, 'amount is invalid'],
      [{ username: { nested: true } }, 'username is invalid'],
    ])('%j → %s', async (payload, msg) => {
      const reply = await inject({ method: 'POST', url: '/user-api/probe/echo', payload });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ code: 400, msg, data: null });
    });

    it.each([['[1,2]'], ['"text"'], ['42']])('a JSON body that is not an object (%s) is invalid input', async (payload) => {
      const reply = await inject({
        method: 'POST',
        url: '/user-api/probe/echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({ code: 400 });
    });
  });

  describe('requests the server cannot read keep their HTTP status, with a JSON body', () => {
    it('malformed JSON → HTTP 400 {code:400,msg}, localized', async () => {
      const reply = await inject({
        method: 'POST',
        url: '/user-api/probe/echo?lang=zh_CN',
        headers: { 'content-type': 'application/json' },
        payload: '{"username": "abc",',
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
      expect(reply.json()).toEqual({ code: 400, msg: '请求内容不是有效的 JSON', data: null });
    });

    it('a prototype-poisoning body is refused as malformed, not a 500', async () => {
      const reply = await inject({
        method: 'POST',
        url: '/user-api/probe/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":"abc","__proto__":{"admin":true}}',
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ code: 400 });
    });

    it('an unsupported content type → HTTP 415 JSON', async () => {
      const reply = await inject({
        method: 'POST',
        url: '/user-api/probe/echo',
        headers: { 'content-type': 'application/xml' },
        payload: '<username>abc</username>',
      });
      expect(reply.statusCode).toBe(415);
      expect(reply.json()).toEqual({ code: 415, msg: 'This content type is not supported', data: null });
    });

    it('a body over the limit → HTTP 413 JSON', async () => {
      const reply = await inject({
        method: 'POST',
        url: '/user-api/probe/echo',
        payload: { username: 'abc', note: 'x'.repeat(1024 * 1024 + 1) },
      });
      expect(reply.statusCode).toBe(413);
      expect(reply.json()).toMatchObject({ code: 413 });
    });

    it('a URL that cannot be decoded → HTTP 400 JSON', async () => {
      const reply = await inject({ method: 'GET', url: '/user-api/%E0%A4%A' });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ code: 400, data: null });
    });

    it('a body nested deeper than the bound → HTTP 400 JSON', async () => {
      const reply = await inject({
        method: 'POST',
        url: '/user-api/probe/echo',
        headers: { 'content-type': 'application/json' },
        payload: `{"username":"abc","note":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ code: 400, msg: 'The request body is nested too deeply', data: null });
    });

    it.each([['OPTIONS'], ['PATCH']] as const)('a method no route takes (%s) → HTTP 404 JSON', async (method) => {
      const reply = await inject({ method, url: '/user-api/probe/echo' });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ code: 404, msg: 'Not found', data: null });
    });

    describe('requests Node refuses before Fastify reads them, over a real connection', () => {
      let port = 0;
      beforeAll(async () => {
        await ctx().app.listen({ port: 0, host: '127.0.0.1' });
        port = (ctx().app.server.address() as AddressInfo).port;
      });

      it('a 60 KB query string → HTTP 431 with the envelope', async () => {
        const reply = await rawRequest(port, `GET /user-api/probe/echo?username=${'a'.repeat(60 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
        expect(reply.status).toBe(431);
        expect(reply.headers['content-type']).toMatch(/^application\/json/);
        expect(JSON.parse(reply.body)).toEqual({ code: 431, msg: 'The request is too large', data: null });
      });

      it('bytes that are not HTTP → HTTP 400 with the envelope', async () => {
        const reply = await rawRequest(port, 'HELLO THERE\r\n\r\n');
        expect(reply.status).toBe(400);
        expect(JSON.parse(reply.body)).toEqual({ code: 400, msg: 'The request could not be processed', data: null });
      });
    });

    it.each([['GET'], ['POST'], ['PUT'], ['DELETE']] as const)('unknown /user-api path (%s) → HTTP 404 JSON', async (method) => {
      const reply = await inject({ method, url: '/user-api/no/such/call?lang=ms_MY' });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ code: 404, msg: 'Tidak dijumpai', data: null });
    });
  });

  it('a refused business rule is HTTP 200 with body code 500 and its localized msg', async () => {
    const reply = await inject({ method: 'POST', url: '/user-api/probe/refuse?lang=th_TH' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ code: 500, msg: 'ไม่สามารถดำเนินการตามคำขอได้', data: null });
  });

  it('an unexpected error is HTTP 500 with a generic msg; details stay in the log', async () => {
    const reply = await inject({ method: 'GET', url: '/user-api/probe/crash' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({ code: 500, msg: 'Something went wrong, please try again later', data: null });
    expect(reply.body).not.toContain('secret');
  });
});

/** Sends raw bytes and reads the whole reply until the server closes the connection. */
function rawRequest(port: number, text: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server closes as soon as it has answered; a reset then is not a failure, the reply came first.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      const reply = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = reply.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.end(text);
  });
}
