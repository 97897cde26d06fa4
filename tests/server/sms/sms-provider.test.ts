// Where codes go: the outbox provider (development; its dev routes exist) or the operator's
// webhook (the dev routes do not exist), and production refusing the outbox outright.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';
import { createServices } from '../../../server/services';
import { body, caller, latestCode, sendRegisterCode, solvedCaptcha } from '../accounts/accounts-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** A stand-in SMS gateway: records what it is sent, answers with the status it is told. */
function fakeGateway() {
  const received: { body: unknown; authorization: string | undefined }[] = [];
  let status = 200;
  let hang = false;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ body: JSON.parse(Buffer.concat(chunks).toString('utf8')), authorization: request.headers.authorization });
      if (hang) return; // never answers: the provider's timeout must give up
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return {
    received,
    answer(code: number) {
      status = code;
    },
    hangUp(value: boolean) {
      hang = value;
    },
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`))),
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

const gateway = fakeGateway();
let gatewayUrl = 'http://127.0.0.1:9/sms';
beforeAll(async () => {
  gatewayUrl = await gateway.start();
});
afterAll(() => gateway.stop());

describe.each(TEST_DATABASES)('SMS providers ($name)', (target) => {
  describe('outbox (development default)', () => {
    const ctx = useTestApp(target);
    const call = caller(() => ctx().app);

    it('stores the message and serves it on GET /dev/sms-outbox, newest first', async () => {
      await sendRegisterCode(call, '09171234567');
      await sendRegisterCode(call, '09181234567');
      const all = body<{ phone: string; code: string; purpose: string; createdAt: string }[]>(
        await call({ method: 'GET', url: '/user-api/dev/sms-outbox' }),
      ).data;
      expect(all.map((item) => item.phone)).toEqual(['09181234567', '09171234567']);
      expect(all[0]).toEqual({ phone: '09181234567', code: expect.stringMatching(/^\d{6}$/), purpose: 'register', createdAt: expect.any(String) });
      expect(await latestCode(call, '0917-123-4567')).toBe(all[1]?.code);
    });

    it('serves a captcha answer on GET /dev/captcha/:uuid; an unknown uuid is refused', async () => {
      expect((await solvedCaptcha(call)).code).toMatch(/^\d{4}$/);
      expect(body(await call({ method: 'GET', url: '/user-api/dev/captcha/6f1c1a52-3a52-4b8e-9f35-1a2b3c4d5e6f' })).code).toBe(500);
    });
  });

  describe('webhook', () => {
    const ctx = useTestApp(target, {
      services: {
        sms: {
          kind: 'webhook',
          // The gateway's port is known only once it listens, after this is written.
          get url() {
            return gatewayUrl;
          },
          timeoutMs: 300,
          token: 'gateway-secret',
        },
      },
    });
    const call = caller(() => ctx().app);

    it('POSTs { phone, text, purpose } with the gateway token, and stores nothing in the outbox', async () => {
      gateway.answer(200);
      gateway.received.length = 0;
      expect(body(await sendRegisterCode(call, '09171234567')).code).toBe(200);
      expect(gateway.received).toHaveLength(1);
      const [message] = gateway.received;
      expect(message?.authorization).toBe('Bearer gateway-secret');
      expect(message?.body).toEqual({
        phone: '09171234567',
        purpose: 'register',
        text: expect.stringMatching(/^\[Lucky Star\] Your verification code is \d{6}\. It expires in 10 minutes\./),
      });
      expect(await ctx().services.sms.outboxMessages()).toEqual([]);
    });

    it('has no dev routes: they are 404', async () => {
      expect((await call({ method: 'GET', url: '/user-api/dev/sms-outbox' })).statusCode).toBe(404);
      const { data } = body<{ uuid: string }>(await call({ method: 'GET', url: '/user-api/captcha/captchaImage' }));
      expect((await call({ method: 'GET', url: `/user-api/dev/captcha/${data.uuid}` })).statusCode).toBe(404);
    });

    it.each([
      ['an error status', () => gateway.answer(503)],
      ['no answer in time', () => gateway.hangUp(true)],
    ])('a gateway with %s is a localized refusal, and the player may ask again at once', async (_case, breakIt) => {
      breakIt();
      try {
        expect(body(await sendRegisterCode(call, '09171234567'))).toEqual({
          code: 500,
          msg: 'The verification code could not be sent. Please try again later',
          data: null,
        });
      } finally {
        gateway.answer(200);
        gateway.hangUp(false);
      }
      expect(body(await sendRegisterCode(call, '09171234567')).code).toBe(200);
    });
  });
});

describe('production refuses the outbox provider', () => {
  it('in the configuration', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'outbox' })).toThrow(/cannot run with NODE_ENV=production/);
    const config = loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example/send' });
    expect(config.sms).toEqual({ kind: 'webhook', url: 'https://sms.example/send', timeoutMs: 5000 });
    expect(() => loadConfig({ SMS_PROVIDER: 'webhook' })).toThrow(/SMS_WEBHOOK_URL/);
    expect(() => loadConfig({ SMS_PROVIDER: 'pigeon' })).toThrow(/outbox or webhook/);
    expect(loadConfig({}).sms).toEqual({ kind: 'outbox' });
  });

  it('in the services, whoever builds them', () => {
    expect(() => createServices({} as never, { nodeEnv: 'production' })).toThrow(/outbox SMS provider/);
  });

  it('at start: the server exits with the reason before opening anything', () => {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const result = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'server/start.ts'], {
      cwd: repoRoot,
      env: { ...env, NODE_ENV: 'production', SMS_PROVIDER: '', DATA_DIR: '/nonexistent/never-created' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration: The outbox SMS provider');
  }, 60_000);

  it('Facebook needs both the app id and the secret', () => {
    expect(loadConfig({}).facebook).toBeNull();
    expect(loadConfig({ FACEBOOK_APP_ID: '123', FACEBOOK_APP_SECRET: 's3cret' }).facebook).toEqual({ appId: '123', appSecret: 's3cret' });
    expect(() => loadConfig({ FACEBOOK_APP_ID: '123' })).toThrow(/FACEBOOK_APP_SECRET/);
  });

  it('TRUST_PROXY: off by default; true, a hop count or a list of proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    const twoHops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });
});
