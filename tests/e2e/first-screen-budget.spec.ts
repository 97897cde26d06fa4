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
