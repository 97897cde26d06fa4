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
    // A worker runs its files one after another in one module graph instead of importing the app's
    // modules anew for each file (about three seconds a server file): every server file still builds
    // its own app on its own database (tests/server/test-app.ts) and no file mocks a module, so
    // nothing a file holds reaches the next. The unit project's files share a graph too (below).
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
      // Unit and model files share a worker's module graph as well. What one file could leave to the
      // next is put back: every actor a test starts is stopped when it ends (model-harness.ts,
      // tests/model/stopped-after-test.ts), so no poll or countdown fires in a later file; the app's
      // storage and API client are reset when a file ends (tests/app-state-reset.ts); a test that
      // changes the app's language restores it; fake timers are switched off in the test that set
      // them, and spies and stubbed globals are restored by the options above. Runs in shuffled
      // orders pass alike.
      {
        extends: true,
        test: {
          name: 'unit',
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
