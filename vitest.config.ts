import { defineConfig } from 'vitest/config';
import { localesForWeb } from './build/locales-for-web.ts';
import { SlowFirstSequencer } from './tests/slow-first-sequencer.ts';

export default defineConfig({
  // The app's language files load in two parts (src/services/i18n.ts), as in the build.
  plugins: [localesForWeb()],
  test: {
    environment: 'node',
    // Two files at a time: vitest's default is one less than the cores, one worker on this 2-core
    // class, while a server file spends much of its time waiting on PostgreSQL or a child process.
    // Measured on a quiet machine, the whole run: 1,208 s with one worker, 804 s with two.
    maxWorkers: 2,
    // A worker runs its server files one after another in one module graph instead of importing the
    // app's modules anew for each file (about three seconds a server file): every file still builds
    // its own app on its own database (tests/server/test-app.ts) and no file mocks a module, so
    // nothing a file holds reaches the next. The unit project sets this back (below).
    isolate: false,
    // With files sharing a worker, what a test stubs or spies on is put back after it, whether or
    // not the file does so itself.
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // The files that take longest start first, so the run does not end on one of them.
    sequence: { sequencer: SlowFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two projects so that a run of unit and model tests alone does not pay for the server tests'
    // global setup (a migrated PGlite dump, and a template database on PostgreSQL): vitest calls a
    // project's global setup only when one of its files is queued.
    projects: [
      // Unit and model files keep a module graph each. The app's storage is one module-level object,
      // which a machine left running by one file (its polls on real timers) wrote into while the next
      // file read it in a shared graph (a deposit-order path, twice). Tests now stop the machines
      // they start (tests/model/stopped-after-test.ts), but a check that failed a file leaving a
      // timer pending flagged a toast's timer in one run of five and passed it in the rest: until
      // every test's timers are accounted for, a graph per file keeps files apart.
      {
        extends: true,
        test: {
          name: 'unit',
          isolate: true,
          include: ['tests/unit/**/*.test.ts', 'tests/model/**/*.test.ts'],
          setupFiles: ['tests/app-state-reset.ts'],
        },
      },
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
