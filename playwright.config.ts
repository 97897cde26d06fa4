// End-to-end tests: Debian's chromium (Playwright cannot download browsers here) against the real
// server, started on a free port with an empty embedded database in a fresh temp folder.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

/** A port nothing listens on right now, found synchronously because the config is synchronous. */
function freePort(): number {
  const probe =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }));
}

// Playwright evaluates this file in the runner and again in every worker; the runner chooses the
// port and the data folder once and its workers inherit them through the environment.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
process.env.E2E_PORT ??= String(freePort());
// The demo maker listens on its own port too (its frames are another origin): a free one, so a
// server left on the default port elsewhere cannot break the run.
process.env.E2E_MAKER_PORT ??= String(freePort());
// Unset so the server under test opens its own embedded database in E2E_DATA_DIR, never a shared one.
delete process.env.DATABASE_URL;

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
process.env.E2E_BASE_URL = baseURL;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results',
  // One server and one database, and ops commands change site-wide flags: specs must not race.
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  // A CI machine with two cores also runs the server and its database: give slow steps room.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'mobile', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: false } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // `node` directly (not npm/npx) so the stop signal reaches the server and it closes its database.
    command: 'node --import tsx server/start.ts',
    url: `${baseURL}/health`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: process.env.E2E_DATA_DIR, DEMO_MAKER_PORT: process.env.E2E_MAKER_PORT },
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
