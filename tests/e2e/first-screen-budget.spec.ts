// The home's first-screen JS budget (issue 20, first-screen-budget.ts): the app's own scripts the
// home loads, gzip, apart from the vendor chunk, read from the build `npm test` made just before.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { CHUNK_MODULES_FILE } from '../../build/chunk-modules';
import { FIRST_SCREEN_OWN_BUDGET_BYTES, firstScreenScripts, isVendorScript, largestModules, type ChunkModules, type Manifest } from './first-screen-budget';

const builtWeb = fileURLToPath(new URL('../../dist/web/', import.meta.url));

test('the app\'s own first-screen JS stays within its budget', ({ browserName: _browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'one build, measured once');
  // Not held yet: 16.6 kB on 2026-11-30, once the whole app (route table, desktop layout, login
  // popup) left the phone home's first screen (17.2 kB on 2026-11-29; 29.9 kB on 2026-11-28). What
  // is left is the shell chunk: the session with its six children (player, site info, preferences,
  // wallet, unread messages, guest guard with the login popup's machine), storage and i18n, the app
  // frame with the app-wide parts, main.tsx, Vite's preload helper with the list of the chunks the
  // shell may import, the first screen's paths, and the home with its game tiles and tab bar; and
  // the bundler's runtime 0.5 kB. The API client, the
  // language's strings (the page carries them), the signed-in calls, a signed-in player's own parts
  // and the rest of the path table with the guest rule already load on demand or not at all. Turned
  // on once enough of the shell does too (docs/performance.md says what is left). Run it without
  // this line to see the largest modules it carries.
  test.fixme(true, 'the first screen carries 16.6 kB of the app\'s own JS against a 12 kB budget');
  const manifest = JSON.parse(readFileSync(`${builtWeb}.vite/manifest.json`, 'utf8')) as Manifest;
  const scripts = firstScreenScripts(manifest, readFileSync(`${builtWeb}index.html`, 'utf8')).filter((file) => !isVendorScript(file));
  const sizes = scripts.map((file) => ({ file, gzip: gzipSync(readFileSync(`${builtWeb}${file}`), { level: 9 }).length }));
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
  const listing = JSON.parse(readFileSync(`${builtWeb}${CHUNK_MODULES_FILE}`, 'utf8')) as ChunkModules;
  const carried = [
    ...sizes.map(({ file, gzip }) => `${gzip} ${file}`),
    'largest modules (before minifying):',
    ...largestModules(listing, scripts, 20),
  ];
  expect(total, carried.join('\n')).toBeLessThanOrEqual(FIRST_SCREEN_OWN_BUDGET_BYTES);
});
