// The `test` every spec imports: Playwright's, plus
// - a server under test per worker (worker-server.ts), started before the worker's first test or
//   hook; `baseURL` (so `page.goto('/…')` and `request`) points at it and E2E_DATA_DIR lets
//   `ops()` reach it. Two workers therefore never race on a site-wide flag or on a player.
// - a recorder of the pages the browser tests visit: each main-frame navigation (a load or the
//   app's own history change) of every page in every browser context appends "project<TAB>path"
//   to a file of this worker under test-results/route-visits/, which scripts/coverage-counts.ts
//   counts against the app's routes.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { startServer, type WorkerServer } from './worker-server';

export * from '@playwright/test';

export const ROUTE_VISITS_DIR = 'route-visits';

function recordVisits(page: Page, file: string, project: string): void {
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = frame.url();
    if (!url.startsWith('http')) return;
    appendFileSync(file, `${project}\t${new URL(url).pathname}\n`);
  });
}

export const test = base.extend<object, { workerServer: WorkerServer; recordRouteVisits: void }>({
  workerServer: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const server = await startServer(`server ${workerInfo.workerIndex}`, process.env.E2E_TEMPLATE_DIR);
      process.env.E2E_DATA_DIR = server.dataDir;
      process.env.E2E_BASE_URL = server.baseURL;
      await provide(server);
      await server.stop();
    },
    // Automatic, so hooks that only run `ops()` (test.beforeAll) find the server started.
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  // `provide` is Playwright's `use`, named so the React hooks lint does not take it for a hook.
  baseURL: async ({ workerServer }, provide) => provide(workerServer.baseURL),
  // Worker-scoped and automatic: every context the worker's browser makes (the `page` fixture's
  // and those a spec makes with `browser.newContext()`) is watched.
  recordRouteVisits: [
    async ({ browser }, provide, workerInfo) => {
      const dir = join(workerInfo.project.outputDir, ROUTE_VISITS_DIR);
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `${workerInfo.project.name}-${workerInfo.workerIndex}-${process.pid}.tsv`);
      const watch = (context: BrowserContext) => {
        context.pages().forEach((page) => recordVisits(page, file, workerInfo.project.name));
        context.on('page', (page) => recordVisits(page, file, workerInfo.project.name));
      };
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        watch(context);
        return context;
      };
      await provide();
      browser.newContext = newContext;
    },
    { scope: 'worker', auto: true },
  ],
});
