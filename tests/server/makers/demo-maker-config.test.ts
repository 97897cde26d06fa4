// The demo maker's settings: defaults that run a local demo with no setup, and a production that
// refuses to start without a shared secret rather than make one up.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DemoMakerConfigError, readDemoMakerConfig } from '../../../server/makers/demo/demo-maker-config';

const platform = { host: '127.0.0.1', port: 8080, nodeEnv: 'development' };

describe('demo maker config', () => {
  it('listens on 5180 beside the platform, framed by it, with a random secret outside production', () => {
    const config = readDemoMakerConfig({}, platform, '/srv/site');
    expect(config).toMatchObject({ host: '127.0.0.1', port: 5180, platformOrigin: 'http://127.0.0.1:8080', webDir: path.resolve('/srv/site', 'dist/demo-maker-web') });
    expect(config.publicOrigin).toBeUndefined();
    expect(config.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(readDemoMakerConfig({}, platform).secret).not.toBe(config.secret);
  });
  it('takes the environment', () => {
    const config = readDemoMakerConfig(
      { DEMO_MAKER_PORT: '6000', DEMO_MAKER_HOST: '0.0.0.0', DEMO_MAKER_PUBLIC_ORIGIN: 'https://games.example.com', DEMO_MAKER_PLATFORM_ORIGIN: 'https://play.example.com/', DEMO_MAKER_SECRET: 'a-shared-secret-of-length', DEMO_MAKER_WEB_DIR: 'web/games' },
      { ...platform, nodeEnv: 'production' },
      '/srv/site',
    );
    expect(config).toEqual({ host: '0.0.0.0', port: 6000, publicOrigin: 'https://games.example.com', platformOrigin: 'https://play.example.com', secret: 'a-shared-secret-of-length', webDir: '/srv/site/web/games' });
  });
  it('refuses to run in production without a secret, and anything malformed', () => {
    expect(() => readDemoMakerConfig({}, { ...platform, nodeEnv: 'production' })).toThrow(DemoMakerConfigError);
    expect(() => readDemoMakerConfig({ DEMO_MAKER_SECRET: 'short' }, platform)).toThrow('at least 16');
    expect(() => readDemoMakerConfig({ DEMO_MAKER_PORT: 'http' }, platform)).toThrow(DemoMakerConfigError);
    expect(() => readDemoMakerConfig({ DEMO_MAKER_PORT: '70000' }, platform)).toThrow(DemoMakerConfigError);
    expect(() => readDemoMakerConfig({ DEMO_MAKER_PUBLIC_ORIGIN: 'games.example.com' }, platform)).toThrow(DemoMakerConfigError);
    expect(() => readDemoMakerConfig({ DEMO_MAKER_PLATFORM_ORIGIN: 'https://play.example.com/lobby' }, platform)).toThrow(DemoMakerConfigError);
  });
});
