// The site-domain lookup: stores the domain on code 200; on any failure forgets it and rejects.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_DOMAIN_LOOKUP_PATH, AppDomainLookupError, lookupAppDomain, lookupConfiguredAppDomain } from '../../src/services/app-domain';
import { createMemoryBacking, createStorage } from '../../src/services/storage';
import { DOMAIN_LOOKUP_TIMEOUT_MS } from '../../src/domain/constants';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(respond: (signal: AbortSignal | undefined) => Promise<Response>) {
  const storage = createStorage(createMemoryBacking());
  storage.set('appDomain', 'https://stale.example.com');
  const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => respond(init?.signal ?? undefined));
  const lookup = () =>
    lookupAppDomain({ adminBase: 'https://admin.example.com/api', appId: 'app-7', bearer: 'admin-token', fetch, storage });
  return { storage, fetch, lookup };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('app domain lookup', () => {
  it('asks the admin backend by app id with a bearer header and stores the domain', async () => {
    const { storage, fetch, lookup } = setup(async () => json({ code: 200, msg: 'ok', data: 'https://play.example.com' }));
    await expect(lookup()).resolves.toBe('https://play.example.com');
    expect(storage.get('appDomain')).toBe('https://play.example.com');
    const [input, init] = fetch.mock.lastCall ?? [];
    const url = new URL(String(input));
    expect(url.origin + url.pathname).toBe(`https://admin.example.com/api${APP_DOMAIN_LOOKUP_PATH}`);
    expect(url.searchParams.get('appId')).toBe('app-7');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer admin-token');
  });

  it.each([
    ['a body code other than 200', () => json({ code: 500, msg: 'Unknown app', data: null })],
    ['no domain in data', () => json({ code: 200, msg: 'ok', data: '' })],
    ['an HTTP failure', () => json({}, 502)],
  ])('forgets the stored domain and rejects on %s', async (_name, reply) => {
    const { storage, lookup } = setup(async () => reply());
    await expect(lookup()).rejects.toBeInstanceOf(AppDomainLookupError);
    expect(storage.get('appDomain')).toBeNull();
  });

  it('gives up after DOMAIN_LOOKUP_TIMEOUT_MS', async () => {
    const { storage, lookup } = setup(
      (signal) =>
        new Promise((_, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    const outcome = lookup().then(() => 'resolved', (error: unknown) => error);
    await vi.advanceTimersByTimeAsync(DOMAIN_LOOKUP_TIMEOUT_MS - 1);
    expect(storage.get('appDomain')).toBe('https://stale.example.com');
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(AppDomainLookupError);
    expect(storage.get('appDomain')).toBeNull();
  });

  it('is not used when no admin base is configured', async () => {
    vi.stubEnv('VITE_ADMIN_BASE', '');
    await expect(lookupConfiguredAppDomain()).resolves.toBeNull();
    vi.unstubAllEnvs();
  });
});
