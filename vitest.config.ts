import { defineConfig } from 'vitest/config';
import { localesForWeb } from './build/locales-for-web.ts';

export default defineConfig({
  // The app's language files load in two parts (src/services/i18n.ts), as in the build.
  plugins: [localesForWeb()],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/model/**/*.test.ts', 'tests/server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
