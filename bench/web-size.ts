// `npm run bench:web`: what a phone's browser loads for the home screen, against a bare React 19
// page and React plus the design card's libraries, all three built by the same Vite in this run
// and loaded in Chromium on a 390×844 viewport (bench/browser-load.ts). The app is served by the
// real server (node server/start.ts on a fresh embedded database), so compression and caching are
// the product's, and its home arrives server-rendered. Then Lighthouse's mobile profile on the home
// screen, three runs, their median (the machine is shared: the load average is printed with them).
// Goals (issue 20): app home JS (gzip) ≤ 1.45 × bare React, and the app's own part of it (every
// script but the vendor chunk) ≤ 12 kB, the budget tests/e2e/first-screen-budget.spec.ts holds in
// `npm test`; Lighthouse performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05. What the app
// starts only after the page's load event (the service worker, the install offer) is loaded too but
// waits for no first screen: it is listed apart and left out of both figures, as the spec leaves it
// out, so the two count the same scripts (first-screen-budget.ts, AFTER_LOAD_MODULES).
// `--strict` exits 1 when a goal is missed; `--no-lighthouse` skips Lighthouse.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { paths } from '../src/domain/routes';
import { gzipTotal, launchBrowser, loadPage, type PageLoad } from './browser-load';
import { buildPages } from './web-pages';
import { runLighthouse, type LighthouseFigures } from './lighthouse-run';
import { CHUNK_MODULES_FILE } from '../build/chunk-modules';
import { afterLoadScripts, FIRST_SCREEN_OWN_BUDGET_BYTES, firstScreenScripts, isVendorScript, largestModules, type ChunkModules, type Manifest } from '../tests/e2e/first-screen-budget';

const GOAL_RATIO = 1.45;
const GOAL_PERFORMANCE = 95;
const GOAL_LCP_MS = 2000;
const GOAL_TBT_MS = 150;
const GOAL_CLS = 0.05;
const LIGHTHOUSE_RUNS = 3;
const SERVER_START_TIMEOUT_MS = 60_000;
const root = resolve(import.meta.dirname, '..');

const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
const LOAD_CORES = cpus().length;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** A plain static server for the two reference pages (their JS is measured from decoded bodies). */
async function serveReference(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: FastifyInstance = Fastify({ logger: false });
  await server.register(fastifyStatic, { root: dir });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${url}/`, close: () => server.close() };
}

/** The product's server on the built app, its own embedded database in a fresh folder. */
async function serveApp(webDir: string, dataDir: string): Promise<{ url: string; close(): Promise<void> }> {
  const port = await freePort();
  // Vite's build set NODE_ENV=production in this process; the server runs as in development
  // (outbox SMS) on its own embedded database, its makers on free ports: another server on this
  // machine may hold their default ones (the seamless maker's 5190 stopped it from starting).
  const { NODE_ENV: _built, DATABASE_URL: _shared, ...env } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['scripts/run-ts.mjs', 'server/start.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIR: webDir, LOG_LEVEL: 'warn', DEMO_MAKER_PORT: '0', SEAMLESS_MAKER_PORT: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    url,
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function printScripts(title: string, load: PageLoad, sourceOf: (url: string) => string | undefined = () => undefined): void {
  console.log(`\n${title}: ${kB(gzipTotal(load))} gzip JS in ${load.scripts.length} scripts; ${kB(load.transferBytes)} transferred in ${load.requests} requests`);
  for (const s of load.scripts) {
    const source = sourceOf(s.url);
    console.log(`  ${kB(s.gzipBytes).padStart(9)} gzip  ${kB(s.wireBytes).padStart(9)} wire (${s.encoding})  ${s.url}${source ? `  (${source})` : ''}`);
  }
}

/** A script's source as the build's manifest names it: lazy chunks' files carry only a hash (vite.config.ts). */
function manifestSources(manifest: Manifest): (url: string) => string | undefined {
  // A chunk of shared modules has no source of its own: its manifest key is its file, its name the module's it was named after.
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key.startsWith('_') ? chunk.name : key]));
  return (url) => byFile.get(url);
}

async function main(): Promise<void> {
  const strict = process.argv.includes('--strict');
  // Inside the repository (.tmp is ignored by git) so the reference pages resolve react from node_modules.
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const workDir = mkdtempSync(join(root, '.tmp', 'bench-web-'));
  const closers: (() => Promise<void>)[] = [];
  let missed = false;
  try {
    const pages = await buildPages(root, workDir);
    const bare = await serveReference(pages.bare);
    closers.push(bare.close);
    const card = await serveReference(pages.card);
    closers.push(card.close);
    const app = await serveApp(pages.app, join(workDir, 'data'));
    closers.push(app.close);
    const homeUrl = `${app.url}${paths.home}`;

    const browser = await launchBrowser();
    closers.push(() => browser.close());
    // Warm the server once (its first request opens caches), then measure each page from an empty browser cache.
    await loadPage(browser, homeUrl);
    const bareLoad = await loadPage(browser, bare.url);
    const cardLoad = await loadPage(browser, card.url);
    const appLoad = await loadPage(browser, homeUrl);
    // The app's scripts named by the build's manifest; those main.tsx starts after the load event.
    const manifest = JSON.parse(readFileSync(join(pages.app, '.vite/manifest.json'), 'utf8')) as Manifest;
    printScripts('Bare React 19 page', bareLoad);
    printScripts('React + the card\'s libraries', cardLoad);
    printScripts(`App home screen (${paths.home})`, appLoad, manifestSources(manifest));

    const afterLoad = new Set(afterLoadScripts(manifest, firstScreenScripts(manifest, readFileSync(join(pages.app, 'index.html'), 'utf8'))));
    const isAfterLoad = (script: { url: string }) => afterLoad.has(script.url.replace(/^\//, ''));
    const home: PageLoad = { ...appLoad, scripts: appLoad.scripts.filter((script) => !isAfterLoad(script)) };
    const later = appLoad.scripts.filter(isAfterLoad);

    const base = gzipTotal(bareLoad);
    const ratio = gzipTotal(home) / base;
    console.log('\ngzip JS loaded on a 390×844 viewport (Chromium):');
    console.log(`  bare React ${kB(base)} | React + card libraries ${kB(gzipTotal(cardLoad))} (${(gzipTotal(cardLoad) / base).toFixed(2)}×) | app home ${kB(gzipTotal(home))} (${ratio.toFixed(2)}×), ${kB(gzipTotal(appLoad))} with what loads after the load event`);
    console.log(`  after the load event (in neither figure): ${kB(gzipTotal({ ...appLoad, scripts: later }))} gzip in ${later.length} scripts (${later.map((script) => script.url).join(', ')})`);
    const ratioOk = ratio <= GOAL_RATIO;
    missed ||= !ratioOk;
    console.log(`  app / bare React = ${ratio.toFixed(2)} (goal ≤ ${GOAL_RATIO}): ${ratioOk ? 'PASS' : 'OVER'}`);
    console.log(`  app transfer with compression: ${appLoad.transferBytes} bytes (${kB(appLoad.transferBytes)}) in ${appLoad.requests} requests, all resource types`);
    const own = home.scripts.filter((script) => !isVendorScript(script.url));
    const ownBytes = own.reduce((sum, script) => sum + script.gzipBytes, 0);
    const ownOk = ownBytes <= FIRST_SCREEN_OWN_BUDGET_BYTES;
    missed ||= !ownOk;
    console.log(`  the app's own first-screen JS (all but the vendor chunk): ${kB(ownBytes)} gzip in ${own.length} scripts (budget ≤ ${kB(FIRST_SCREEN_OWN_BUDGET_BYTES)}): ${ownOk ? 'PASS' : 'OVER'}`);
    const listing = JSON.parse(readFileSync(join(pages.app, CHUNK_MODULES_FILE), 'utf8')) as ChunkModules;
    console.log('  its largest modules (before minifying and gzip, to rank them):');
    for (const line of largestModules(listing, own.map((script) => script.url.replace(/^\//, '')), 12)) console.log(`    ${line}`);

    if (!process.argv.includes('--no-lighthouse')) {
      const runs: LighthouseFigures[] = [];
      for (let n = 0; n < LIGHTHOUSE_RUNS; n += 1) {
        const load = loadavg()[0]!.toFixed(2);
        const lh = await runLighthouse(root, homeUrl);
        runs.push(lh);
        console.log(`  Lighthouse run ${n + 1}: performance ${lh.performance} | LCP ${(lh.lcpMs / 1000).toFixed(2)} s | FCP ${(lh.fcpMs / 1000).toFixed(2)} s | TBT ${Math.round(lh.tbtMs)} ms | CLS ${lh.cls.toFixed(3)} (load average ${load} on ${LOAD_CORES} cores)`);
      }
      const median = (pick: (lh: LighthouseFigures) => number) => runs.map(pick).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
      const lh = { performance: median((r) => r.performance), lcpMs: median((r) => r.lcpMs), fcpMs: median((r) => r.fcpMs), tbtMs: median((r) => r.tbtMs), cls: median((r) => r.cls), transferBytes: median((r) => r.transferBytes) };
      const ok = lh.performance >= GOAL_PERFORMANCE && lh.lcpMs <= GOAL_LCP_MS && lh.tbtMs <= GOAL_TBT_MS && lh.cls <= GOAL_CLS;
      missed ||= !ok;
      console.log(`\nLighthouse 12, mobile profile, home screen, median of ${LIGHTHOUSE_RUNS}:`);
      console.log(`  performance ${lh.performance} (goal ≥ ${GOAL_PERFORMANCE}) | LCP ${(lh.lcpMs / 1000).toFixed(2)} s (≤ ${GOAL_LCP_MS / 1000}) | FCP ${(lh.fcpMs / 1000).toFixed(2)} s | TBT ${Math.round(lh.tbtMs)} ms (≤ ${GOAL_TBT_MS}) | CLS ${lh.cls.toFixed(3)} (≤ ${GOAL_CLS}) | transfer ${kB(lh.transferBytes)}: ${ok ? 'PASS' : 'MISSED'}`);
      for (const finding of runs[runs.length - 1]!.findings) console.log(`  - ${finding}`);
    }
    if (missed && strict) process.exitCode = 1;
  } finally {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
