// What a real browser loads for one page: Chromium through Playwright on a phone-sized viewport,
// from an empty cache, until the network has been idle. Every script the page requested counts
// (entry, module preloads, dynamic imports such as the language chunk); its gzip size is measured
// here at level 9 from the decoded body, so the three pages compare the same way whatever the
// server sends. The transfer is what crossed the wire: every resource, headers and (compressed)
// bodies.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Request } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';

export const MOBILE_VIEWPORT = { width: 390, height: 844 };


export interface LoadedScript {
  url: string;
  gzipBytes: number;
  wireBytes: number;
  encoding: string;
}

export interface PageLoad {
  scripts: LoadedScript[];
  requests: number;
  /** Bytes over the wire for every resource: response headers plus the body as sent. */
  transferBytes: number;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** After networkidle, how long nothing more may be requested before the load counts as over. */
const QUIET_MS = 1000;

export async function loadPage(browser: Browser, url: string): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, hasTouch: true });
  try {
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    const scripts: LoadedScript[] = [];
    let transferBytes = 0;
    let requests = 0;
    const count = async (request: Request): Promise<void> => {
      const response = await request.response();
      if (!response) return;
      requests += 1;
      const sizes = await request.sizes();
      const wireBytes = sizes.responseHeadersSize + sizes.responseBodySize;
      transferBytes += wireBytes;
      if (request.resourceType() !== 'script') return;
      const body = await response.body();
      scripts.push({
        url: new URL(request.url()).pathname,
        gzipBytes: gzipSync(body, { level: 9 }).length,
        wireBytes,
        encoding: (await response.headerValue('content-encoding')) ?? 'none',
      });
    };
    page.on('requestfinished', (request) => pending.push(count(request)));
    await page.goto(url, { waitUntil: 'networkidle' });
    // networkidle is 500 ms without requests; wait a little longer for anything scheduled later.
    let seen = -1;
    while (seen !== pending.length) {
      seen = pending.length;
      await page.waitForTimeout(QUIET_MS);
    }
    await Promise.all(pending);
    scripts.sort((a, b) => a.url.localeCompare(b.url));
    return { scripts, requests, transferBytes };
  } finally {
    await context.close();
  }
}

export const gzipTotal = (load: PageLoad): number => load.scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
