import { defineConfig } from 'vitest/config';
import { localesForWeb } from './build/locales-for-web.ts';

export default defineConfig({
  // The app's language files load in two parts (src/services/i18n.ts), as in the build.
  plugins: [localesForWeb()],
  test: {
    environment: 'node',
    // Two files at a time: vitest's default is one less than the cores, one worker on this 2-core
    // class, while a server file spends much of its time waiting on PostgreSQL or a child process.
    // Measured on a quiet machine, the whole run: 1,208 s with one worker, 804 s with two.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two projects so that a run of unit and model tests alone does not pay for the server tests'
    // global setup (a migrated PGlite dump, and a template database on PostgreSQL): vitest calls a
    // project's global setup only when one of its files is queued.
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/model/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // One migrated database made per run, that every server test file's database starts from.
          globalSetup: ['tests/server/database-templates.ts'],
        },
      },
    ],
  },
});
