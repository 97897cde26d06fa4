// The home arrives as HTML (issue 20): the page the server sends for either home address already
// names the games of its first rail, with their pictures, before any script runs; other addresses
// get the app's shell. In a browser the app then hydrates that page: no hydration error, and the
// first rail does not move. The server renders from the lists GET /game/home answers.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from './fixtures';
import { firstScreenStringsModule, type Manifest } from './first-screen-budget';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import thTH from '../../locales/th_TH.json' with { type: 'json' };
import { FIRST_SCREEN_PHONE_ONLY } from '../../src/domain/device';
import type { FirstScreenPageData } from '../../src/domain/first-screen';
import type { GameHome } from '../../src/domain/game.schema';
import { paths } from '../../src/domain/routes';

/** How many of the first rail's games a phone shows before any scroll (home.tsx FIRST_RAIL_EAGER_TILES). */
const ON_SCREEN_TILES = 4;
/** The layout-shift score the home may gather while it hydrates (Lighthouse's "good" is 0.1). */
const MAX_SHIFT = 0.05;

/** Text as React writes it into HTML. */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

async function firstRail(request: APIRequestContext): Promise<GameHome['trending']> {
  const reply = await request.get('/user-api/game/home');
  const body = (await reply.json()) as { data: GameHome };
  return body.data.trending;
}

/**
 * The page at `address` with the first rail GET /game/home answered both just before and just
 * after it. Tests in the other worker play rounds, and a recorded round may reorder the trending
 * rail between two reads; the page is compared only with a rail that held across its request.
 */
async function pageBetweenSteadyRails(request: APIRequestContext, address: string): Promise<{ rail: GameHome['trending']; html: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const before = await firstRail(request);
    const reply = await request.get(address);
    expect(reply.status()).toBe(200);
    expect(reply.headers()['content-type']).toContain('text/html');
    const html = await reply.text();
    const after = await firstRail(request);
    if (JSON.stringify(before) === JSON.stringify(after)) return { rail: after, html };
    expect(attempt, 'the trending rail held still across one page request within five tries').toBeLessThan(5);
  }
}

/** The data block the page carries for the app to boot and hydrate from. */
function pageData(html: string): FirstScreenPageData {
  const block = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/s.exec(html)?.[1];
  expect(block, 'the page holds its data').toBeDefined();
  return JSON.parse(block!) as FirstScreenPageData;
}

/** The page's Trending section, as sent. */
function trendingSection(html: string): string {
  const start = html.indexOf(`aria-label="${asHtml(enUS.home.trending)}"`);
  expect(start, 'the page holds the Trending rail').toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</section>', start));
}

test.describe('the home page as sent, before any script', () => {
  test.beforeEach(({ browserName: _browser }, testInfo) => test.skip(testInfo.project.name !== 'mobile', 'what the server sends is the same for every window'));

  for (const address of [paths.root, paths.home]) {
    test(`${address} names the games of its first rail, with their pictures`, async ({ request }) => {
      const { rail, html } = await pageBetweenSteadyRails(request, address);
      expect(rail.length).toBeGreaterThan(0);
      const section = trendingSection(html);
      for (const game of rail) expect(section, game.name).toContain(asHtml(game.name));
      // The pictures on screen before any scroll load first; the very first is asked for at high priority.
      for (const game of rail.slice(0, ON_SCREEN_TILES)) {
        expect(section).toMatch(new RegExp(`<img src="${game.icon}"[^>]*loading="eager"`));
      }
      expect(section).toMatch(/<img [^>]*fetchpriority="high"/i);
      // The head asks for the first rail's first picture, and before anything else (the stylesheet,
      // the scripts, the rest of the pictures) for the hero's first, the phone's largest paint.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`<link rel="preload" as="image" href="${rail[0]!.icon}" fetchPriority="high"/>`);
      const heroPicture = pageData(html).heroSlides[0]?.picture;
      expect(heroPicture, 'the seeded site has a hero with pictures').toBeTruthy();
      const heroPreload = head.indexOf(`<link rel="preload" as="image" href="${asHtml(heroPicture!)}" fetchPriority="high"/>`);
      expect(heroPreload).toBeGreaterThan(-1);
      expect(heroPreload).toBeLessThan(head.indexOf('<script'));
      expect(heroPreload).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
      expect(head.indexOf('<link rel="preload"')).toBe(heroPreload);
      // The data the app hydrates from, and no inline script (the content policy allows none).
      expect(html).toContain('<script type="application/json" id="first-screen-data">');
      expect(html).not.toMatch(/<script>/);
    });
  }

  test('the page carries site info as GET /game/getWebsiteInfo answers it, so the app asks for none', async ({ request }) => {
    const data = pageData(await (await request.get(paths.home)).text());
    const api = (await (await request.get('/user-api/game/getWebsiteInfo')).json()) as { data: Record<string, unknown> };
    expect(data.siteInfo).toEqual(api.data);
  });

  test('the page carries the first screen\'s strings of its language, and only those', async ({ request }) => {
    const english = pageData(await (await request.get(paths.home)).text());
    expect(english.strings.home).toEqual(enUS.home);
    expect(english.strings.tab).toEqual(enUS.tab);
    // A screen loaded later brings the rest of the language (its strings are not the page's).
    expect(english.strings.wallet).toBeUndefined();
    const thai = pageData(await (await request.get(paths.home, { headers: { cookie: 'locale=th_TH' } })).text());
    expect(thai.localeCode).toBe('th_TH');
    expect(thai.strings.home).toEqual(thTH.home);
  });

  test('another address gets the app shell', async ({ request }) => {
    const reply = await request.get(paths.account);
    expect(reply.status()).toBe(200);
    const html = await reply.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('first-screen-data');
  });

  test('the page is rendered in the language the player chose (its cookie)', async ({ request }) => {
    const html = await (await request.get(paths.home, { headers: { cookie: 'locale=th_TH' } })).text();
    expect(html).toContain('<html lang="th-TH"');
    expect(html).toContain(`aria-label="${asHtml(thTH.home.trending)}"`);
  });
  test('a phone browser gets the page as is; any other carries the mark that hides it in a desktop-wide window', async ({ request }) => {
    const phone = await (await request.get(paths.home, { headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' } })).text();
    expect(phone).toContain('<div id="root">');
    const other = await (await request.get(paths.home, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36' } })).text();
    expect(other).toContain(`<div id="root" ${FIRST_SCREEN_PHONE_ONLY}>`);
  });
});

test.describe('the home page in a browser running no script', () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(({ browserName: _browser }, testInfo) => test.skip(testInfo.project.name !== 'mobile', 'the phone layout is the one the server renders'));

  test('every picture that arrives is drawn, none waits for the app to fade it in', async ({ page }) => {
    await page.goto(paths.home);
    const pictures = page.getByRole('region', { name: enUS.home.trending }).locator('img');
    // Without scripts a browser loads lazy pictures at once, so the whole rail arrives.
    await expect.poll(() => pictures.evaluateAll((images: HTMLImageElement[]) => images.filter((image) => image.complete && image.naturalWidth > 0).length))
      .toBeGreaterThan(ON_SCREEN_TILES);
    const hidden = await page.locator('img').evaluateAll((images: HTMLImageElement[]) =>
      images.filter((image) => image.complete && image.naturalWidth > 0 && getComputedStyle(image).opacity !== '1').map((image) => image.getAttribute('src')));
    expect(hidden, 'pictures loaded but not drawn').toEqual([]);
  });
});

test.describe('the app takes the page over', () => {
  test.beforeEach(({ browserName: _browser }, testInfo) => test.skip(testInfo.project.name !== 'mobile', 'the phone layout is the one the server renders'));

  test('the home hydrates without a hydration error and its first rail does not move', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      // Every shift counts, the first rail's and anything's above it that would push it.
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The page carries site info and its language's first-screen strings: the boot fetches neither
    // (main.tsx, site-info.machine.ts).
    const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('../../dist/web/.vite/manifest.json', import.meta.url)), 'utf8')) as Manifest;
    const stringsFile = manifest[firstScreenStringsModule('en_US')]?.file;
    expect(stringsFile, 'the build cuts the first-screen strings into a file of their own').toBeDefined();
    const bootFetches: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes('/user-api/game/getWebsiteInfo') || url.endsWith(`/${stringsFile}`)) bootFetches.push(url);
    });
    await page.goto(paths.home);
    const rail = page.getByRole('region', { name: enUS.home.trending });
    await expect(rail.getByTestId('game-tile').first()).toBeVisible();
    // React has taken the page's markup over (hydrateRoot marks its container).
    await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')))).toBe(true);
    const firstGame = rail.getByTestId('game-tile').first();
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(shift, 'layout shift while the home loads and hydrates').toBeLessThanOrEqual(MAX_SHIFT);
    expect(bootFetches, 'site info or the first screen\'s strings fetched while the home booted').toEqual([]);
    expect(errors.filter((text) => /hydrat|#41[89]|#42[0-9]/i.test(text)), errors.join('\n')).toEqual([]);
    // Hydrated, a tile's link routes inside the app (a guest is asked to log in first), no page load.
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await firstGame.getByRole('link').click();
    await expect(page).not.toHaveURL(new RegExp(`${paths.home}$`));
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('a guest\'s phone home starts the session only once the player acts, and the first tap lands where it leads', async ({ page }) => {
    await page.goto(paths.home);
    await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')))).toBe(true);
    await page.waitForLoadState('networkidle');
    // The session keeps the page's site info on the device as it starts (site-info.machine.ts): an
    // idle guest's home has not started it (main.tsx).
    const storedSiteInfo = () => page.evaluate(() => window.localStorage.getItem('websiteInfo'));
    expect(await storedSiteInfo()).toBeNull();
    await page.getByRole('navigation', { name: enUS.desktop.menu }).getByRole('link', { name: enUS.tab.privilege }).click();
    await expect(page.getByRole('heading', { level: 1, name: enUS.route.privilege })).toBeVisible();
    expect(await storedSiteInfo()).not.toBeNull();
  });

  test('an idle guest\'s phone home fetches the rest of its language\'s strings without running them, and a page beyond the home shows them', async ({ page }) => {
    const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('../../dist/web/.vite/manifest.json', import.meta.url)), 'utf8')) as Manifest;
    const restFile = (code: string) => manifest[`locales/${code}.json?strings=rest`]?.file;
    expect(restFile('en_US'), 'the build cuts the rest of the strings into a file of their own').toBeDefined();
    const fetched: { file: string; type: string }[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname.slice(1);
      if (file === restFile('en_US') || file === restFile('th_TH')) fetched.push({ file, type: request.resourceType() });
    });
    await page.goto(paths.home);
    await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')))).toBe(true);
    // Fetched when the browser is idle after the load, as a prefetch (a script would be run).
    await expect.poll(() => fetched).toEqual([{ file: restFile('en_US'), type: 'other' }]);
    await page.getByRole('navigation', { name: enUS.desktop.menu }).getByRole('link', { name: enUS.tab.privilege }).click();
    await expect(page.getByRole('heading', { level: 1, name: enUS.route.privilege })).toBeVisible();
    expect(fetched.map((one) => one.file), 'another language\'s strings fetched').not.toContain(restFile('th_TH'));
  });

  test('a phone\'s home is laid out from the rules it carries, without waiting for the whole stylesheet; the app applies that before it takes the page over', async ({ page }) => {
    // Where the first screen's parts are, the whole stylesheet applied.
    const layout = () => page.evaluate(() => [
      ...['header', 'nav', 'main'].flatMap((tag) => [...document.querySelectorAll(tag)]),
      ...document.querySelectorAll('#root img'),
    ].slice(0, 12).map((element) => {
      const box = element.getBoundingClientRect();
      return `${element.tagName} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
    }));
    const hydrated = () => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
    await page.goto(paths.home);
    await expect.poll(hydrated).toBe(true);
    const whole = await layout();
    // The stylesheet held up: the page is laid out the same from its own rules, and the app waits.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(paths.home, { waitUntil: 'commit' });
    await expect.poll(layout).toEqual(whole);
    expect(await hydrated(), 'the app took the page over before its stylesheet came').toBe(false);
    release();
    await expect.poll(hydrated).toBe(true);
    expect(await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.media))).toEqual(['all']);
  });

  test('a desktop-wide window never shows the phone page: it stays hidden until the desktop lobby is drawn', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // The app's scripts held back: what shows meanwhile is what the page shows by itself.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(paths.home, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.getElementById('root')?.firstElementChild !== null && document.styleSheets.length > 0);
    await expect(page.locator('#root')).toHaveCSS('visibility', 'hidden');
    release();
    await expect(page.getByRole('navigation', { name: enUS.desktop.menu })).toBeVisible();
    await expect(page.locator('#root')).toHaveCSS('visibility', 'visible');
    await expect(page.locator('#root')).not.toHaveAttribute(FIRST_SCREEN_PHONE_ONLY);
  });
});
