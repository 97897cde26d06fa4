// The installable app, in the browser: the manifest the page links (its fields, and every icon
// resolves at the size it states), the service worker registered for the whole site once the page
// has loaded, a reload with the network gone showing the offline page in the player's language
// (and reloading by itself only once the site answers), and a new build picked up: its worker
// installs beside the old one and the app offers Reload.
//
// The new build is made here, not by Vite: this spec's own server serves a link to a copy of the
// current build, and the "new build" is a second copy whose sw.js precaches another revision of
// the offline page, swapped in by renaming the link as scripts/build-web.ts does. To the browser
// that is what a new build is (a byte-different sw.js with a new precache list); what it does not
// prove is that two real Vite builds differ in sw.js, which Workbox's precache manifest (every
// asset's fingerprint) makes so.
import { cpSync, mkdtempSync, readFileSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startServer } from './worker-server';
import { registerPlayer, signedInAs } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { paths } from '../../src/domain/routes';

// The other specs block service workers (playwright.config.ts); this one tests the app's.
test.use({ serviceWorkers: 'allow' });
import enUS from '../../locales/en_US.json' with { type: 'json' };
import thTH from '../../locales/th_TH.json' with { type: 'json' };
import myMM from '../../locales/my_MM.json' with { type: 'json' };

const builtWeb = fileURLToPath(new URL('../../dist/web', import.meta.url));

/** Waits until the page's service worker is active, and answers its script and scope. */
async function activeWorker(page: Page): Promise<{ script: string; scope: string }> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { script: registration.active?.scriptURL ?? '', scope: registration.scope };
  });
}

/** Every URL the worker's caches hold. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

/** A PNG's width and height, from its header. */
function pngSize(body: Buffer): string {
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

test('the page links a manifest that installs the site standalone from /, with icons that resolve at their sizes', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest?theme=theme1');
  const reply = await request.get('/manifest.webmanifest?theme=theme1');
  expect(reply.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await reply.json();
  expect(manifest).toMatchObject({ name: 'Lucky Star', short_name: 'Lucky Star', start_url: '/', scope: '/', display: 'standalone', theme_color: expect.stringMatching(/^#/) });
  const purposes: string[] = [];
  for (const icon of manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toContain(icon.type);
    if (icon.type === 'image/png') expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
    purposes.push(`${icon.sizes} ${icon.purpose ?? 'any'}`);
  }
  expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

  // Chromium's own verdict, the one Lighthouse's installability audit reported: nothing stops it
  // but the test's browser context itself, which Chromium counts as incognito.
  const cdp = await page.context().newCDPSession(page);
  const blockers = async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((error) => error.errorId);
  await expect.poll(blockers).toEqual(['in-incognito']);
});

test('the worker registers for the whole site after the first screen, precaches the build, and keeps no call or upload', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  const worker = await activeWorker(page);
  expect(new URL(worker.script).pathname).toBe('/sw.js');
  expect(new URL(worker.scope).pathname).toBe('/');
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');

  // The scripts and stylesheet the page loaded, and the offline page, are in the precache.
  const shell = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="stylesheet"]')].map((element) => ('src' in element ? element.src : element.href)),
  );
  const cached = await cachedUrls(page);
  for (const url of shell) expect(cached.some((entry) => entry.startsWith(url)), url).toBe(true);
  expect(cached.some((entry) => new URL(entry).pathname === '/offline.html')).toBe(true);

  // A page controlled by the worker goes on calling the API: none of it is kept.
  await page.reload();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect((await cachedUrls(page)).filter((url) => new URL(url).pathname.startsWith('/user-api/'))).toEqual([]);
});

test('a reload with the network gone shows the offline page in the player\'s language, and the site comes back with the network', async ({ page, context }) => {
  await page.goto('/pages/index/index');
  await activeWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: enUS.offline.title })).toBeVisible();
  await expect(page.getByText(enUS.offline.text)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  // The language the player chose, read from the device as the app stores it.
  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('th_TH')));
  await page.getByRole('button', { name: enUS.offline.retry }).click();
  await expect(page.getByRole('heading', { level: 1, name: thTH.offline.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
  // A network that comes up without reaching the site (an `online` event alone, as a network
  // flapping sends) reloads nothing: the page asks the site first, and it does not answer.
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  const asked = page.waitForEvent('requestfailed', (request) => request.method() === 'HEAD' && new URL(request.url()).pathname === '/');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await asked;
  expect(await page.evaluate(() => (window as Window & { stillHere?: boolean }).stillHere)).toBe(true);
  // A deep address answers the same page, still at its own address.
  await page.goto(paths.account);
  await expect(page.getByRole('heading', { level: 1, name: thTH.offline.title })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(paths.account);

  // Back online, the page opens the site by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: thTH.offline.title })).toBeHidden();
  await expect(page.getByRole('navigation').first()).toBeVisible();
});

test.describe('a new build', () => {
  let folder = '';
  let server: Awaited<ReturnType<typeof startServer>> | undefined;

  test.beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'pwa-builds-'));
    const current = join(folder, 'build-a');
    cpSync(realpathSync(builtWeb), current, { recursive: true });
    // The next build: its worker precaches another revision of the offline page.
    const next = join(folder, 'build-b');
    cpSync(current, next, { recursive: true });
    const worker = readFileSync(join(next, 'sw.js'), 'utf8');
    const changed = worker.replace(/(url:"offline\.html",revision:")([0-9a-f]+)"/, '$1next-build"');
    expect(changed).not.toBe(worker);
    writeFileSync(join(next, 'sw.js'), changed);
    rmSync(join(next, 'sw.js.br'), { force: true });
    rmSync(join(next, 'sw.js.gz'), { force: true });
    symlinkSync(current, join(folder, 'web'));
    server = await startServer('pwa builds', process.env.E2E_TEMPLATE_DIR, { WEB_DIR: join(folder, 'web') });
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  test('is picked up: its worker installs beside the running one, the app offers Reload, and Reload runs the new build', async ({ page }) => {
    const site = server!.baseURL;
    await page.goto(`${site}/`);
    await activeWorker(page);
    const prompt = page.getByRole('complementary').filter({ hasText: enUS.appUpdate.text });

    // Swapped in one rename, as the build swaps dist/web.
    symlinkSync(join(folder, 'build-b'), join(folder, 'web-next'));
    renameSync(join(folder, 'web-next'), join(folder, 'web'));
    await page.reload();
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: enUS.appUpdate.later })).toBeVisible();

    await prompt.getByRole('button', { name: enUS.appUpdate.reload }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    // The page now runs under the new build's worker, whose precache holds its revision.
    await expect.poll(async () => (await cachedUrls(page)).some((url) => url.includes('__WB_REVISION__=next-build'))).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    await page.reload();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(prompt).toBeHidden();
  });
});

test('Burmese offline words come from the device too', async ({ page, context }) => {
  await page.goto('/');
  await activeWorker(page);
  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('my_MM')));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: myMM.offline.title })).toBeVisible();
  await expect(page.getByRole('button', { name: myMM.offline.retry })).toBeVisible();
  await context.setOffline(false);
});

test("where the browser offers to install the site, the Account page's app entry offers Install, through the browser's dialog", async ({ page, request }) => {
  const player = await registerPlayer(request);
  await signedInAs(page, player.token);
  await page.goto(paths.account);
  const install = page.getByRole('button', { name: new RegExp(enUS.install.action) });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(install).toHaveCount(0);
  // The browser's offer, as Chromium makes it once the site is installable (headless makes none):
  // its dialog is answered "accepted".
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void ((window as unknown as { installDialogs: number }).installDialogs = 1),
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await expect(install).toBeVisible();
  await expectNoSeriousViolations(page);
  await install.click();
  await expect(install).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { installDialogs?: number }).installDialogs)).toBe(1);
});
