import { defineConfig } from 'vitest/config';
import { localesForWeb } from './build/locales-for-web.ts';

export default defineConfig({
  // The app's language files load in two parts (src/services/i18n.ts), as in the build.
  plugins: [localesForWeb()],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/model/**/*.test.ts', 'tests/server/**/*.test.ts'],
    environment: 'node',
    // One migrated database made per run, that every server test file's database starts from.
    globalSetup: ['tests/server/database-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
