// End-to-end tests: Debian's chromium (Playwright cannot download browsers here) against the real
// server. Each worker starts its own server on free ports with an empty embedded database in a
// fresh temp folder (tests/e2e/fixtures.ts), so two workers never share a site flag or a player.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results',
  // Two cores: two workers, each with its own server and database (tests/e2e/worker-server.ts).
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  // A CI machine with two cores also runs the server and its database: give slow steps room.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
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
});
