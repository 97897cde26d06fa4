// NODE_ENV is recognised exactly: a misspelt production setting ("Production", "prod") refuses to
// start instead of quietly running as development with the outbox SMS provider and the routes
// that read one-time codes back. The development routes exist only in development or test with
// the outbox provider.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';
import { createServices } from '../../../server/services';
import { readNodeEnv } from '../../../server/shared/node-env';
import { TEST_DATABASES, useTestApp, type TestAppOptions } from '../test-app';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const WEBHOOK = { kind: 'webhook', url: 'https://sms.example/send', timeoutMs: 5000 } as const;

describe('NODE_ENV', () => {
  it('is unset (development), development, test or production, exactly', () => {
    expect(readNodeEnv(undefined)).toBe('development');
    expect(readNodeEnv('')).toBe('development');
    for (const value of ['development', 'test', 'production'] as const) expect(readNodeEnv(value)).toBe(value);
  });

  it.each(['Production', 'PRODUCTION', 'prod', 'production ', 'dev', 'staging'])('refuses "%s" in the configuration', (value) => {
    expect(() => loadConfig({ NODE_ENV: value })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: value, SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: WEBHOOK.url })).toThrow(
      `NODE_ENV must be unset, development, test, production (exactly, lower case), got "${value}"`,
    );
  });

  it('the services refuse the outbox under anything but development or test', () => {
    for (const nodeEnv of ['production', 'Production', 'prod']) {
      expect(() => createServices({} as never, { nodeEnv })).toThrow(`cannot run with NODE_ENV=${nodeEnv}`);
    }
  });

  it('a misspelt production setting stops the server before it opens anything', () => {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const result = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'server/start.ts'], {
      cwd: repoRoot,
      env: { ...env, NODE_ENV: 'Production', DATA_DIR: '/nonexistent/never-created' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration: NODE_ENV must be unset, development, test, production');
  }, 60_000);
});

describe.each(TEST_DATABASES)('development routes ($name)', (target) => {
  const cases: [string, TestAppOptions['services'], number][] = [
    ['development with the outbox', { nodeEnv: 'development' }, 200],
    ['test with the outbox', { nodeEnv: 'test' }, 200],
    ['development with a real SMS gateway', { nodeEnv: 'development', sms: WEBHOOK }, 404],
    ['production with a real SMS gateway', { nodeEnv: 'production', sms: WEBHOOK }, 404],
  ];
  describe.each(cases)('%s', (_name, services, status) => {
    const ctx = useTestApp(target, { services, seed: false });

    it(`GET /user-api/dev/sms-outbox answers HTTP ${status}`, async () => {
      const reply = await ctx().app.inject({ method: 'GET', url: '/user-api/dev/sms-outbox' });
      expect(reply.statusCode).toBe(status);
      expect(reply.json().code).toBe(status);
    });
  });
});
