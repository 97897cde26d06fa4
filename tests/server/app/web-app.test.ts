// The built web app and /health: files are served, every path the app knows answers index.html
// (history mode, so a reload on a deep path works), anything else is a 404.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../../../src/domain/routes';
import { DemoMakerAdapter } from '../../../server/makers/demo/demo-adapter';
import { MakerRegistry } from '../../../server/makers/maker-registry';
import { TEST_DATABASES, useTestApp } from '../test-app';

const INDEX_HTML = '<!doctype html><title>Lucky Star</title><div id="root"></div>';

function makeWebDir(withIndex: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-app-test-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  if (withIndex) fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  return dir;
}

const builtDir = makeWebDir(true);
const unbuiltDir = makeWebDir(false);

/** dist/ as scripts/build-web.ts leaves it: web is a link to the newest of the builds kept. */
function makeSwappedDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-app-builds-'));
  for (const [build, script] of [['a1-old', 'index-old111.js'], ['b2-new', 'index-new222.js']] as const) {
    fs.mkdirSync(path.join(dist, 'web-builds', build, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'web-builds', build, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(dist, 'web-builds', build, 'assets', script), `console.log("${build}")`);
  }
  fs.writeFileSync(path.join(dist, 'web-builds', 'b2-new', 'secret.txt'), 'not an asset');
  fs.symlinkSync(path.join('web-builds', 'b2-new'), path.join(dist, 'web'));
  return dist;
}
const swappedDist = makeSwappedDist();
afterAll(() => {
  for (const dir of [builtDir, unbuiltDir, swappedDist]) fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(TEST_DATABASES)('web app and health ($name)', (target) => {
  describe('with a built web app', () => {
    const ctx = useTestApp(target, { webDir: builtDir });

    it('GET /health checks the database', async () => {
      const reply = await ctx().app.inject({ method: 'GET', url: '/health' });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ status: 'ok', database: 'ok' });
    });

    it.each([paths.root, paths.home, paths.editBankCard, paths.analysisBill, `${paths.account}/`, `${paths.myWallet}?tab=1`])(
      'GET %s answers index.html',
      async (url) => {
        const reply = await ctx().app.inject({ method: 'GET', url });
        expect(reply.statusCode).toBe(200);
        expect(reply.headers['content-type']).toMatch(/^text\/html/);
        expect(reply.headers['cache-control']).toBe('no-cache');
        expect(reply.body).toBe(INDEX_HTML);
      },
    );

    it('serves built files, fingerprinted assets cached for good', async () => {
      const reply = await ctx().app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toBe('console.log("app")');
      expect(reply.headers['cache-control']).toContain('immutable');
    });

    it.each(['/pages/unknown/page', '/no-such-file.js', '/assets/missing.js', '/../etc/passwd'])('GET %s → 404', async (url) => {
      const reply = await ctx().app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(404);
    });

    it.each(['/pages/account/myWallet/myWallet', '/pages/unknown/page'])('GET %s (an unknown app path) answers the app with a 404', async (url) => {
      // The app draws its not-found screen with a way home; the status still says not found.
      const reply = await ctx().app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(404);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(reply.body).toBe(INDEX_HTML);
    });

    it.each(['/no-such-file.js', '/assets/missing.js', '/pagesx/home'])('GET %s (not an app path) stays a plain 404', async (url) => {
      const reply = await ctx().app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(404);
      expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    });

    it('a POST to an app path is not the app page', async () => {
      const reply = await ctx().app.inject({ method: 'POST', url: paths.home });
      expect(reply.statusCode).toBe(404);
    });

    it('sends security headers without HSTS or upgrade-insecure-requests (plain HTTP must work)', async () => {
      const reply = await ctx().app.inject({ method: 'GET', url: paths.home });
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['content-security-policy']).toContain("default-src 'self'");
      expect(reply.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(reply.headers['strict-transport-security']).toBeUndefined();
    });

    it.each(['/user-api/game/getWebsiteInfo', '/user-api/getInfo', '/user-api/no-such-route'])(
      'GET %s (an API reply, a refusal, a not-found) carries the API set: nothing may load from it or frame it',
      async (url) => {
        const reply = await ctx().app.inject({ method: 'GET', url });
        expect(reply.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(reply.headers['x-frame-options']).toBe('DENY');
        expect(reply.headers['x-content-type-options']).toBe('nosniff');
        expect(reply.headers['cross-origin-resource-policy']).toBe('same-origin');
      },
    );

    it('GET a missing file carries the same security headers as the page', async () => {
      const page = await ctx().app.inject({ method: 'GET', url: paths.home });
      const reply = await ctx().app.inject({ method: 'GET', url: '/no-such-file.js' });
      for (const name of ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'content-security-policy']) {
        expect(reply.headers[name], name).toBe(page.headers[name]);
      }
    });

    it("lets a page run the operator's pixel (its inline script by hash, the origins it names), and nothing for an API reply", async () => {
      const before = String((await ctx().app.inject({ method: 'GET', url: paths.home })).headers['content-security-policy']).split(';');
      expect(before).toContain("script-src 'self'");
      await ctx().services.site.setSiteSetting('facebookPixel', '<script>fbq("init","42")</script><script src="https://connect.facebook.net/en_US/fbevents.js"></script>');
      const hash = `'sha256-${createHash('sha256').update('fbq("init","42")').digest('base64')}'`;
      const page = String((await ctx().app.inject({ method: 'GET', url: paths.home })).headers['content-security-policy']).split(';');
      expect(page).toContain(`script-src 'self' ${hash} https://connect.facebook.net`);
      expect(page).toContain("connect-src 'self' https://connect.facebook.net");
      const api = String((await ctx().app.inject({ method: 'GET', url: '/user-api/game/getWebsiteInfo' })).headers['content-security-policy']);
      expect(api).toBe("default-src 'none'; frame-ancestors 'none'");
      await ctx().services.site.setSiteSetting('facebookPixel', '');
      expect(String((await ctx().app.inject({ method: 'GET', url: paths.home })).headers['content-security-policy']).split(';')).toContain("script-src 'self'");
    });

    it('with no game maker registered, frames only itself, and is framed only by itself', async () => {
      const reply = await ctx().app.inject({ method: 'GET', url: paths.playingGame });
      const policy = String(reply.headers['content-security-policy']).split(';');
      expect(policy).toContain("frame-src 'self'");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("object-src 'none'");
    });
  });

  describe('with a game maker registered', () => {
    const makers = new MakerRegistry([
      new DemoMakerAdapter({ code: 'demo', origin: 'http://127.0.0.1:5999/games/', secret: 'a-secret-long-enough-for-the-demo-maker' }),
    ]);
    const ctx = useTestApp(target, { webDir: builtDir, seed: false, services: { makers } });

    it("lets the playing screen frame that maker's origin and no other", async () => {
      const reply = await ctx().app.inject({ method: 'GET', url: paths.playingGame });
      const policy = String(reply.headers['content-security-policy']).split(';');
      expect(policy).toContain("frame-src 'self' http://127.0.0.1:5999");
      expect(policy.join(';')).not.toMatch(/frame-src[^;]*(http:|https:)(\s|;|$)/);
    });
  });

  describe('just after a new build was swapped in', () => {
    const ctx = useTestApp(target, { webDir: path.join(swappedDist, 'web'), seed: false });

    it("serves a page loaded before the swap its own build's scripts, cached for good", async () => {
      const reply = await ctx().app.inject({ method: 'GET', url: '/assets/index-old111.js' });
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toBe('console.log("a1-old")');
      expect(reply.headers['cache-control']).toContain('immutable');
      const current = await ctx().app.inject({ method: 'GET', url: '/assets/index-new222.js' });
      expect(current.body).toBe('console.log("b2-new")');
    });

    it.each(['/assets/index-gone333.js', '/assets/..%2Fsecret.txt', '/assets/%2E%2E/b2-new/secret.txt', '/assets/.hidden'])(
      'GET %s is found in no build: a plain 404',
      async (url) => {
        const reply = await ctx().app.inject({ method: 'GET', url });
        expect(reply.statusCode).toBe(404);
        expect(reply.body).not.toContain('not an asset');
      },
    );
  });

  describe('before the web app is built', () => {
    const ctx = useTestApp(target, { webDir: unbuiltDir, seed: false });

    it('an app path answers 503 saying how to build it', async () => {
      const reply = await ctx().app.inject({ method: 'GET', url: paths.home });
      expect(reply.statusCode).toBe(503);
      expect(reply.body).toBe('web app not built: run npm run build');
    });

    it('the API still works', async () => {
      const reply = await ctx().app.inject({ method: 'GET', url: '/user-api/game/getWebsiteInfo' });
      expect(reply.json()).toMatchObject({ code: 200 });
    });
  });
});
