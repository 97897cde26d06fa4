// `npm run bench:frames`: does Deep Sea Blaster stay smooth on a phone while the player fires (issue
// 21: "it must stay smooth at 60 fps on a phone")? Chromium on a 390×844 phone viewport (scale 3,
// touch) with its CPU slowed four times, as Lighthouse's mobile profile does, plays the game from
// the real server and its demo maker: a funded player's session framed as the web app frames it,
// a tap on the water every 200 ms (five shots a second, each a round through the maker) for ten
// seconds, every animation frame's time taken inside the game's frame. The floor is the same
// browser, viewport and slow-down drawing nothing but an empty canvas in a frame: the rate this
// machine's browser reaches at all. Frames are judged as a player sees them: the rate, the 95th
// and 99th percentile frame time, and the share of frames that took longer than two vsyncs (a
// visible stutter).
// `--strict` exits 1 when the game's rate is below 95 % of its floor or more than 2 % of frames stutter.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Frame, type Page } from '@playwright/test';
import { buildDemoMakerWeb } from '../scripts/build-demo-maker-web';
import { GAME_FRAME_SANDBOX } from '../src/domain/game-play';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { MOBILE_VIEWPORT } from './browser-load';
import { sendToOpsSocket } from '../server/ops/ops-socket';
import { freePort } from './free-port';
import { machineLoad, SERVER_READY, serverEnv, startProcess, type ServerProcess } from './server-process';

const CPU_SLOWDOWN = 4;
const FIRE_EVERY_MS = 200;
const MEASURE_MS = 10_000;
const VSYNC_MS = 1000 / 60;
const STUTTER_MS = 2 * VSYNC_MS;
const GOAL_SHARE_OF_FLOOR = 0.95;
const GOAL_STUTTER_SHARE = 0.02;
const DEEP_SEA_BLASTER = 'Deep Sea Blaster';
/** What the player is credited and takes into the game (major units): more than ten seconds of shots can spend. */
const TAKEN_IN = 100_000;

interface FrameFigures {
  fps: number;
  p95Ms: number;
  p99Ms: number;
  stutterShare: number;
  frames: number;
}

/** Records every animation frame's timestamp in `frame` for `ms`; the figures from their gaps. */
async function frameTimes(frame: Frame, ms: number): Promise<FrameFigures> {
  // A string, not a function: tsx names the functions it compiles with a helper the page lacks.
  const times = await frame.evaluate<number[]>(`new Promise((done) => {
    const times = [];
    const tick = (now) => {
      times.push(now);
      if (now - times[0] < ${ms}) requestAnimationFrame(tick);
      else done(times);
    };
    requestAnimationFrame(tick);
  })`);
  const gaps = times.slice(1).map((time, i) => time - (times[i] ?? time)).sort((a, b) => a - b);
  const at = (share: number) => gaps[Math.min(gaps.length - 1, Math.floor(share * gaps.length))] ?? 0;
  const span = (times.at(-1) ?? 0) - (times[0] ?? 0);
  return {
    fps: span > 0 ? (gaps.length * 1000) / span : 0,
    p95Ms: at(0.95),
    p99Ms: at(0.99),
    stutterShare: gaps.filter((gap) => gap > STUTTER_MS).length / Math.max(1, gaps.length),
    frames: gaps.length,
  };
}

/** A phone-sized page on `origin` framing `url` as the web app does (same sandbox), the CPU slowed. */
async function phonePage(browser: Browser, origin: string, url: string): Promise<{ page: Page; frame: Frame }> {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const host = new URL('/bench-game-host', origin).toString();
  await page.route(host, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Game host</title><meta name="viewport" content="width=device-width, initial-scale=1"></head>
        <body style="margin:0"><iframe title="game" src="${url}" sandbox="${GAME_FRAME_SANDBOX}" style="border:0;width:100vw;height:100vh;display:block"></iframe></body></html>`,
    }),
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(host);
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  if (!frame) throw new Error('the game frame did not load');
  return { page, frame };
}

async function call<T>(server: ServerProcess, pathname: string, init: { method?: string; token?: string; body?: unknown; key?: string } = {}): Promise<T> {
  const response = await fetch(`${server.url}${pathname}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.key ? { 'idempotency-key': init.key } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const reply = (await response.json()) as { code: number; msg?: string; data: T; token?: string };
  if (reply.code !== 200) throw new Error(`${pathname}: ${reply.code} ${reply.msg ?? ''}`);
  return (reply.token === undefined ? reply.data : { ...reply.data, token: reply.token }) as T;
}

async function main(): Promise<void> {
  const strict = process.argv.includes('--strict');
  await buildDemoMakerWeb();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-frames-'));
  // A Vite build of the maker's pages sets NODE_ENV=production in this process; the server runs as
  // `npm start` does (development: SMS codes stay in the outbox).
  const env: NodeJS.ProcessEnv = {
    ...serverEnv({ kind: 'pglite', directory: path.join(scratch, 'pglite') }, scratch),
    // A real port, not 0: the maker's pages may be framed only by the platform's origin, which names it.
    PORT: String(await freePort()),
    DEMO_MAKER_PORT: String(await freePort()),
    SEAMLESS_MAKER_PORT: String(await freePort()),
  };
  delete env.NODE_ENV;
  const server = await startProcess('server/start.ts', [], env, SERVER_READY);
  let browser: Browser | undefined;
  try {
    const ops = async (...argv: string[]) => {
      const result = await sendToOpsSocket(path.join(scratch, 'ops.sock'), argv);
      if (result.exitCode !== 0) throw new Error(`ops ${argv.join(' ')}: ${result.output}`);
    };
    await ops('site', 'set', 'gameAccountRegisterSMS', 'false');
    await ops('site', 'set', 'gameAccountRegisterBank', 'false');
    const phone = `0917${String(Date.now()).slice(-7)}`;
    const { token } = await call<{ token: string }>(server, '/user-api/v2/register', { method: 'POST', body: { phone, username: `b${phone.slice(-8)}`, password: 'secret12' } });
    await ops('wallet', 'adjust', phone, String(TAKEN_IN), 'bench frames credit');
    const games = await call<{ rows: { id: number; name: string }[] }>(server, '/user-api/game/search?name=Deep&page=1&limit=20');
    const game = games.rows.find((entry) => entry.name === DEEP_SEA_BLASTER);
    if (!game) throw new Error(`no game named ${DEEP_SEA_BLASTER} in the lobby`);
    const session = await call<{ url: string }>(server, `/user-api/game/launch/${game.id}`, { method: 'POST', token, key: crypto.randomUUID(), body: { amount: TAKEN_IN, all: false } });

    // The host page is made here (route.fulfill), which Chromium counts as from no known address:
    // as in playwright.config.ts, its check of a public page framing a loopback one is turned off.
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'] });
    const floorContext = await phonePage(browser, server.url, 'about:blank');
    await floorContext.frame.setContent('<!doctype html><canvas width="1170" height="1800" style="width:100%;height:100%"></canvas>');
    const floor = await frameTimes(floorContext.frame, MEASURE_MS);
    await floorContext.page.context().close();

    const { page, frame } = await phonePage(browser, server.url, session.url);
    const canvas = frame.locator('canvas').first();
    await canvas.waitFor({ state: 'visible', timeout: 60_000 });
    // The fish come in as the sea fills: let the first ones arrive before measuring.
    await page.waitForTimeout(2000);
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the sea has no size');
    let shots = 0;
    let rounds = 0;
    page.on('response', (response) => {
      if (response.url().endsWith('/api/round') && response.ok()) rounds += 1;
    });
    let firing = true;
    const fireAway = async () => {
      while (firing) {
        await page.touchscreen.tap(box.x + box.width * (0.2 + 0.6 * Math.random()), box.y + box.height * (0.25 + 0.5 * Math.random()));
        shots += 1;
        await page.waitForTimeout(FIRE_EVERY_MS);
      }
    };
    const recording = frameTimes(frame, MEASURE_MS);
    const taps = fireAway();
    const played = await recording;
    firing = false;
    await taps;
    const shown = await frame.locator('.meters .meter-value').first().textContent();

    const line = (label: string, figures: FrameFigures) =>
      `${label.padEnd(56)} ${figures.fps.toFixed(1).padStart(5)} fps   p95 ${figures.p95Ms.toFixed(1).padStart(5)} ms   p99 ${figures.p99Ms.toFixed(1).padStart(5)} ms   stutter ${(figures.stutterShare * 100).toFixed(1).padStart(4)} %   (${figures.frames} frames)`;
    console.log(`Deep Sea Blaster on a phone (390×844, scale 3, touch, CPU ×${CPU_SLOWDOWN}), ${MEASURE_MS / 1000} s; ${machineLoad()}`);
    console.log(line('floor: an empty canvas in the same frame', floor));
    console.log(line(`the game, a tap every ${FIRE_EVERY_MS} ms (${shots} taps, ${rounds} rounds)`, played));
    console.log(`balance shown after the taps: ${shown ?? '?'} (from ${TAKEN_IN.toFixed(2)})`);
    const share = played.fps / Math.max(1, floor.fps);
    const met = share >= GOAL_SHARE_OF_FLOOR && played.stutterShare <= GOAL_STUTTER_SHARE;
    console.log(`rate ${(share * 100).toFixed(1)} % of the floor (goal ≥ ${GOAL_SHARE_OF_FLOOR * 100} %), stutter ${(played.stutterShare * 100).toFixed(1)} % of frames (goal ≤ ${GOAL_STUTTER_SHARE * 100} %): ${met ? 'met' : 'NOT met'}`);
    if (strict && !met) process.exitCode = 1;
  } finally {
    await browser?.close();
    await server.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
