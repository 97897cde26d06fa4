// `npm start` builds the web app beside the one being served and swaps a link in one rename, so a
// second instance served from the same checkout keeps answering while the first one rebuilds (an
// in-place build made it answer 404 for its script and 503 for `/`). Unchanged inputs build nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildWeb } from '../../scripts/build-web';
import { TEST_DATABASES, useTestApp } from './test-app';

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-web-'));
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));
const webDir = path.join(distDir, 'web');

// A build that an older `vite build` wrote in place: the first swap moves it aside.
fs.mkdirSync(webDir, { recursive: true });
fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>old in-place build</title>');

describe.each(TEST_DATABASES.slice(0, 1))('atomic web build ($name)', (target) => {
  const ctx = useTestApp(target, { webDir, seed: false });

  it('keeps serving the page and its script while a rebuild runs, then serves the new build', async () => {
    expect(await buildWeb({ distDir })).toBe('built');
    expect(fs.lstatSync(webDir).isSymbolicLink()).toBe(true);
    expect(await buildWeb({ distDir })).toBe('current');

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
      expect(await buildWeb({ distDir, force: true })).toBe('built');
    } finally {
      building = false;
      await poll;
    }
    expect(polls).toBeGreaterThan(10);
    expect(failures).toEqual([]);
    expect(fs.readlinkSync(webDir)).not.toBe(before);
    expect((await get('/')).statusCode).toBe(200);
  }, 120_000);

  it('keeps the two previous builds for pages opened before a swap, and no more', async () => {
    for (let i = 0; i < 2; i += 1) await buildWeb({ distDir, force: true });
    const builds = fs.readdirSync(path.join(distDir, 'web-builds')).filter((name) => !name.startsWith('.tmp-'));
    expect(builds).toHaveLength(3);
    expect(builds).toContain(path.basename(fs.readlinkSync(webDir)));
  }, 120_000);
});
