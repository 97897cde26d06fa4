// The public reads held in memory (site info, the home lists) are sent as bytes made once per copy,
// with their brotli and gzip forms made once too (server/shared/prebuilt-reply.ts), not through
// @fastify/compress per request. Each form must be the same JSON, chosen from accept-encoding as
// the plugin chooses; and every kind of reply, these included, still carries its security headers:
// an API reply the API set (and no-store), a page or a file helmet's set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../../../src/domain/routes';
import { API_REPLY_HEADERS } from '../../../server/plugins/security-headers';
import { API_COMPRESSION_THRESHOLD_BYTES } from '../../../server/shared/api-compression-threshold';
import { TEST_DATABASES, useTestApp } from '../test-app';

const INDEX_HTML = '<!doctype html><title>Lucky Star</title><div id="root"></div>';
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prebuilt-replies-test-'));
fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

const varyList = (header: unknown): string[] => String(header ?? '').split(',').map((v) => v.trim().toLowerCase());

const PREBUILT_READS = ['/user-api/game/getWebsiteInfo', '/user-api/game/home'] as const;

/** helmet's set as the server sends it with a page or a file (server/plugins/security-headers.ts); HSTS stays off. */
const PAGE_SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

describe.each(TEST_DATABASES)('prebuilt public reads ($name)', (target) => {
  const ctx = useTestApp(target, { webDir });
  const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url, headers });

  describe.each(PREBUILT_READS)('%s', (url) => {
    it('is one JSON text in every form, chosen from accept-encoding, brotli first', async () => {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
      expect(plain.json()).toMatchObject({ code: 200, msg: 'success' });
      // Both reads are above the threshold on the demo site, so they vary with accept-encoding.
      expect(plain.rawPayload.length).toBeGreaterThanOrEqual(API_COMPRESSION_THRESHOLD_BYTES);
      expect(varyList(plain.headers.vary)).toContain('accept-encoding');

      for (const [accept, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['gzip;q=1, br;q=0.5', 'gzip'],
        // As @fastify/compress reads it for the other replies: `*` is gzip.
        ['*', 'gzip'],
        ['identity', undefined],
        ['br;q=0, gzip;q=0', undefined],
      ] as const) {
        const reply = await get(url, { 'accept-encoding': accept });
        expect(reply.headers['content-encoding'], accept).toBe(encoding);
        expect(varyList(reply.headers.vary), accept).toContain('accept-encoding');
        expect(Number(reply.headers['content-length']), accept).toBe(reply.rawPayload.length);
        expect(decode(encoding, reply.rawPayload), accept).toBe(plain.body);
      }
    });

    it('is sent as it is when the client asks for no compression', async () => {
      const reply = await get(url, { 'accept-encoding': 'gzip, br', 'x-no-compression': '1' });
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.json()).toMatchObject({ code: 200 });
    });
  });

  it("a new site setting is in the next reply's every form", async () => {
    await ctx().services.site.setSiteSetting('websiteName', 'Prebuilt Star');
    for (const accept of ['br', 'gzip', '']) {
      const reply = await get('/user-api/game/getWebsiteInfo', { 'accept-encoding': accept });
      const json = JSON.parse(decode(reply.headers['content-encoding'] as string | undefined, reply.rawPayload)) as { data: { websiteName: string } };
      expect(json.data.websiteName, accept).toBe('Prebuilt Star');
    }
  });

  it.each([
    ['a prebuilt read, compressed', '/user-api/game/getWebsiteInfo', { 'accept-encoding': 'br' }, 200, true],
    ['a prebuilt read, as it is', '/user-api/game/home', {}, 200, true],
    ['a JSON reply made per request', '/user-api/game/category/list', {}, 200, true],
    ['a refused input', '/user-api/game/getWebsiteInfo?name=%00', {}, 400, true],
    ['a call without its token', '/user-api/getInfo', {}, 401, true],
    ['an unknown API path', '/user-api/no/such/route', {}, 404, true],
    ['a page', paths.home, {}, null, false],
    ['a missing file', '/no-such-file.js', {}, null, false],
  ] as const)('%s carries its security headers', async (_what, url, headers, code, api) => {
    const reply = await get(url, headers);
    if (code !== null) expect((JSON.parse(decode(reply.headers['content-encoding'] as string | undefined, reply.rawPayload)) as { code: number }).code).toBe(code);
    if (api) {
      for (const [name, value] of Object.entries(API_REPLY_HEADERS)) expect(reply.headers[name], `${url}: ${name}`).toBe(value);
      // A document's hints only: nothing renders a JSON reply.
      expect(reply.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(reply.headers['cache-control']).toBe('no-store');
    } else {
      for (const name of PAGE_SECURITY_HEADERS) expect(reply.headers[name], `${url}: ${name}`).toBeTruthy();
    }
    expect(reply.headers['strict-transport-security']).toBeUndefined();
  });
});
