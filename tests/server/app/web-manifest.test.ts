// The installable app's files as the server answers them: /manifest.webmanifest joins the build's
// part for the player's theme with the operator's site name, read from memory on each request; the
// service worker and the offline page are revalidated on every load, so a new build's worker is
// found at once rather than when a cache expires.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { THEMES } from '../../../src/domain/themes';
import { themeManifest } from '../../../build/web-app-manifest';
import { TEST_DATABASES, useTestApp } from '../test-app';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-manifest-test-'));
fs.mkdirSync(path.join(webDir, 'manifest'));
for (const theme of THEMES) fs.writeFileSync(path.join(webDir, 'manifest', `${theme}.json`), JSON.stringify(themeManifest(theme)));
fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Lucky Star</title>');
fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
fs.writeFileSync(path.join(webDir, 'offline.html'), '<!doctype html><title>Offline</title>');
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

describe.each(TEST_DATABASES)('web app manifest and worker ($name)', (target) => {
  const ctx = useTestApp(target, { webDir });
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('answers the manifest with the site name, standalone from /, revalidated on each load', async () => {
    const reply = await get('/manifest.webmanifest');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(reply.headers['cache-control']).toBe('no-cache');
    const manifest = reply.json();
    expect(manifest).toMatchObject({ name: 'Lucky Star', short_name: 'Lucky Star', id: '/', start_url: '/', scope: '/', display: 'standalone' });
    const sizes = manifest.icons.map((icon: { sizes: string; purpose?: string }) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`);
    expect(sizes).toEqual(['any', '192x192', '512x512', '512x512 maskable']);
  });

  it("gives each theme its own icons and colour, and the default theme's for an unknown one", async () => {
    const colours = new Set<string>();
    for (const theme of THEMES) {
      const manifest = (await get(`/manifest.webmanifest?theme=${theme}`)).json();
      expect(manifest.icons.every((icon: { src: string }) => icon.src.startsWith(`/icons/${theme}`))).toBe(true);
      colours.add(manifest.theme_color);
    }
    expect(colours.size).toBe(THEMES.length);
    expect((await get('/manifest.webmanifest?theme=nope')).json().icons[0].src).toBe('/icons/theme1.svg');
  });

  it("takes the operator's new name on the next request", async () => {
    await ctx().services.site.setSiteSetting('websiteName', 'Golden Star');
    expect((await get('/manifest.webmanifest')).json().name).toBe('Golden Star');
    await ctx().services.site.setSiteSetting('websiteName', 'Lucky Star');
  });

  it.each(['/sw.js', '/offline.html'])('serves %s for revalidation on every load', async (url) => {
    const reply = await get(url);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-cache');
  });
});
