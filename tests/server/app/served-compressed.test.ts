// Served like a product: the build's precompressed copies go out with the right content-encoding
// and vary header, fingerprinted assets are cached for good, index.html (also on a deep link) is
// revalidated with its ETag, and the player API's JSON is compressed above a size threshold. The
// web folder here is made the way `vite build` makes it: each text file beside its .br and .gz.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyPluginAsync, InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../../../src/domain/routes';
import { API_COMPRESSION_THRESHOLD_BYTES } from '../../../server/shared/api-compression-threshold';
import { success } from '../../../server/shared/envelope';
import { TEST_DATABASES, useTestApp } from '../test-app';

const INDEX_HTML = `<!doctype html><title>Lucky Star</title><div id="root"></div>${'<!-- padding -->'.repeat(20)}`;
const APP_JS = `console.log(${JSON.stringify('the app '.repeat(200))});`;
const TINY_JS = 'export const x = 1;';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function writeWithCopies(file: string, text: string): void {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
}

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'served-compressed-test-'));
fs.mkdirSync(path.join(webDir, 'assets'));
writeWithCopies(path.join(webDir, 'index.html'), INDEX_HTML);
writeWithCopies(path.join(webDir, 'assets', 'index-abc123.js'), APP_JS);
// Too small to be worth a compressed copy (the build skips copies no smaller than the file).
fs.writeFileSync(path.join(webDir, 'assets', 'tiny-def456.js'), TINY_JS);
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

const bigItems = Array.from({ length: 100 }, (_, i) => ({ id: i, name: `game number ${i}`, maker: 'Demo Maker' }));
const payloadRoutes: FastifyPluginAsync = async (app) => {
  app.get('/probe/big', async () => success({ items: bigItems }));
  app.get('/probe/small', async () => success({ ok: true }));
  app.post('/probe/echo', async (request) => success(request.body));
};

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

const varyList = (header: unknown): string[] => String(header ?? '').split(',').map((v) => v.trim().toLowerCase());

describe.each(TEST_DATABASES)('served compressed ($name)', (target) => {
  const ctx = useTestApp(target, { webDir, seed: false, extraUserApiRoutes: [payloadRoutes] });
  const get = (url: string, headers: InjectOptions['headers'] = {}) => ctx().app.inject({ method: 'GET', url, headers });

  describe('fingerprinted assets', () => {
    it.each([
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
    ])('accept-encoding "%s" gets the %s copy, cached for a year', async (accept, encoding) => {
      const reply = await get('/assets/index-abc123.js', { 'accept-encoding': accept });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers['content-type']).toMatch(/javascript/);
      expect(varyList(reply.headers.vary)).toContain('accept-encoding');
      expect(reply.headers['cache-control']).toBe(IMMUTABLE);
      expect(reply.rawPayload.length).toBeLessThan(APP_JS.length / 4);
      expect(decode(encoding, reply.rawPayload)).toBe(APP_JS);
    });

    it('a browser that accepts no encoding gets the file itself, still varying on accept-encoding', async () => {
      const reply = await get('/assets/index-abc123.js');
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(varyList(reply.headers.vary)).toContain('accept-encoding');
      expect(reply.body).toBe(APP_JS);
    });

    it('a file without compressed copies is sent as it is, not compressed on the fly', async () => {
      const reply = await get('/assets/tiny-def456.js', { 'accept-encoding': 'gzip, br' });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.headers['cache-control']).toBe(IMMUTABLE);
      expect(reply.body).toBe(TINY_JS);
    });
  });

  describe('index.html', () => {
    it.each([paths.root, paths.home, paths.myWallet, `${paths.account}?tab=1`])(
      '%s answers the compressed index.html, revalidated by its ETag',
      async (url) => {
        const first = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
        expect(first.statusCode).toBe(200);
        expect(first.headers['content-type']).toMatch(/^text\/html/);
        expect(first.headers['content-encoding']).toBe('br');
        expect(varyList(first.headers.vary)).toContain('accept-encoding');
        expect(first.headers['cache-control']).toBe('no-cache');
        expect(decode('br', first.rawPayload)).toBe(INDEX_HTML);
        const etag = first.headers.etag;
        expect(etag).toBeTruthy();

        const again = await get(url, { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': String(etag) });
        expect(again.statusCode).toBe(304);
        expect(again.rawPayload.length).toBe(0);
      },
    );

    it('each encoding has its own ETag, so a cache never mixes them up', async () => {
      const br = await get(paths.home, { 'accept-encoding': 'br' });
      const gzip = await get(paths.home, { 'accept-encoding': 'gzip' });
      const plain = await get(paths.home);
      expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
      expect(decode('gzip', gzip.rawPayload)).toBe(INDEX_HTML);
      expect(plain.body).toBe(INDEX_HTML);
    });
  });

  describe('player API JSON', () => {
    it(`is compressed above ${API_COMPRESSION_THRESHOLD_BYTES} bytes, brotli first`, async () => {
      const plain = await get('/user-api/probe/big');
      expect(plain.rawPayload.length).toBeGreaterThan(API_COMPRESSION_THRESHOLD_BYTES);
      for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']] as const) {
        const reply = await get('/user-api/probe/big', { 'accept-encoding': accept });
        expect(reply.headers['content-encoding']).toBe(encoding);
        expect(varyList(reply.headers.vary)).toContain('accept-encoding');
        expect(reply.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
        expect(JSON.parse(decode(encoding, reply.rawPayload))).toEqual(plain.json());
      }
    });

    it('a small answer is sent as it is', async () => {
      const reply = await get('/user-api/probe/small', { 'accept-encoding': 'gzip, br' });
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.json()).toMatchObject({ code: 200, data: { ok: true } });
    });

    it('a compressed request body is refused, not inflated', async () => {
      const reply = await ctx().app.inject({
        method: 'POST',
        url: '/user-api/probe/echo',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: zlib.gzipSync(JSON.stringify({ username: 'someone' })),
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.body).not.toContain('someone');
    });
  });
});
