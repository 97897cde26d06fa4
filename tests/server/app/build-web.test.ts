// `npm start` builds the web app beside the one being served and swaps a link in one rename, so a
// second instance served from the same checkout keeps answering while the first one rebuilds (an
// in-place build made it answer 404 for its script and 503 for `/`). Unchanged inputs build nothing;
// inputs built before are swapped back to without building.
//
// What writes a build's folder is handed in: a small bundle that writes a page and its script over a
// few hundred milliseconds, as Vite does over seconds. The real Vite build runs in `npm test` (npm
// run build) and every browser test loads it; here each one cost tens of seconds of CPU for nothing
// this file checks.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildWeb } from '../../../scripts/build-web';
import { TEST_DATABASES, useTestApp } from '../test-app';

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-web-'));
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));
const webDir = path.join(distDir, 'web');

let bundles = 0;
/**
 * Writes a fingerprinted script first and the page that loads it last, with pauses, as a bundler
 * would. The same inputs give the same files, as Vite's content hashes do: a page fetched just
 * before the swap asks for a script the new build also has.
 */
async function bundle(outDir: string): Promise<void> {
  bundles += 1;
  const script = 'app-3f9a1c.js';
  const pause = () => new Promise((resolve) => setTimeout(resolve, 200));
  fs.mkdirSync(path.join(outDir, 'assets'), { recursive: true });
  await pause();
  fs.writeFileSync(path.join(outDir, 'assets', script), "document.title = 'built';\n");
  await pause();
  fs.writeFileSync(path.join(outDir, 'index.html'), `<!doctype html><title>built</title><script type="module" src="/assets/${script}"></script>`);
  await pause();
}

// A build that an older `vite build` wrote in place: the first swap moves it aside.
fs.mkdirSync(webDir, { recursive: true });
fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>old in-place build</title>');

describe.each(TEST_DATABASES.slice(0, 1))('atomic web build ($name)', (target) => {
  const ctx = useTestApp(target, { webDir, seed: false });

  it('keeps serving the page and its script while a rebuild runs, then serves the new build', async () => {
    expect(await buildWeb({ distDir, bundle })).toBe('built');
    expect(fs.lstatSync(webDir).isSymbolicLink()).toBe(true);
    expect(await buildWeb({ distDir, bundle })).toBe('current');
    expect(bundles).toBe(1);

    const get = (url: string) => ctx().app.inject({ method: 'GET', url });
    const scriptOf = (html: string) => /<script[^>]+src="([^"]+)"/.exec(html)?.[1] ?? '';
    const failures: string[] = [];
    let polls = 0;
    let building = true;
    const poll = (async () => {
      while (building) {
        const page = await get('/');
        const script = await get(scriptOf(page.body));
        polls += 1;
        if (page.statusCode !== 200 || script.statusCode !== 200) failures.push(`${page.statusCode} ${script.statusCode}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const before = fs.readlinkSync(webDir);
    try {
      expect(await buildWeb({ distDir, force: true, bundle })).toBe('built');
    } finally {
      building = false;
      await poll;
    }
    expect(polls).toBeGreaterThan(10);
    expect(failures).toEqual([]);
    expect(fs.readlinkSync(webDir)).not.toBe(before);
    expect((await get('/')).statusCode).toBe(200);
    expect(bundles).toBe(2);
  });

  // No build here: older builds are folders as a build leaves them, and going back to the first
  // test's build of these inputs is a swap, which prunes as a build does.
  it('goes back to an earlier build of the same inputs without building, keeping the two previous builds and no more', async () => {
    const buildsDir = path.join(distDir, 'web-builds');
    const served = path.basename(fs.readlinkSync(webDir));
    const olderBuilds = ['0000000000000000-a', '0000000000000000-b', '0000000000000000-c'];
    const hourAgo = Date.now() - 60 * 60 * 1000;
    olderBuilds.forEach((name, index) => {
      fs.mkdirSync(path.join(buildsDir, name));
      fs.writeFileSync(path.join(buildsDir, name, 'index.html'), `<!doctype html><title>${name}</title>`);
      const at = new Date(hourAgo + index * 60_000); // c is the newest of them
      fs.utimesSync(path.join(buildsDir, name), at, at);
    });
    // Served from another build (inputs since changed back): the up-to-date build is found again.
    fs.symlinkSync(path.join('web-builds', '0000000000000000-c'), `${webDir}.next`);
    fs.renameSync(`${webDir}.next`, webDir);
    // The first test's first build and the in-place folder it moved aside: older than all three.
    const longAgo = new Date(hourAgo - 60_000);
    for (const name of fs.readdirSync(buildsDir)) {
      if (name !== served && !olderBuilds.includes(name)) fs.utimesSync(path.join(buildsDir, name), longAgo, longAgo);
    }

    expect(await buildWeb({ distDir, bundle })).toBe('swapped');
    expect(bundles).toBe(2);
    expect(path.basename(fs.readlinkSync(webDir))).toBe(served);
    // The served build and the two newest before it; the rest (older builds, the in-place folder) go.
    expect(fs.readdirSync(buildsDir).sort()).toEqual([olderBuilds[1], olderBuilds[2], served].sort());
    expect((await ctx().app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
  });
});
