// Builds the demo maker's game pages (server/makers/demo/web, their own Vite config) into
// dist/demo-maker-web, where the demo maker serves them from its own origin. Like the web app's
// build it never touches the folder a running maker is serving: Vite writes a fresh folder under
// dist/demo-maker-web-builds/, and dist/demo-maker-web is a link swapped to it in one rename. When
// nothing the pages are built from has changed, nothing is built.
//
// Usage: node --import tsx scripts/build-demo-maker-web.ts [--force]  (npm start and npm run build
// run it after the web app's build.)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashInputs } from './inputs-hash';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const PAGES_DIR = 'server/makers/demo/web';
/** What the pages are built from: their own folder, the domain they share, the locked packages. */
const INPUTS = [PAGES_DIR, 'src/domain', 'package-lock.json'];
const KEEP_PREVIOUS = 2;

function inputsHash(): string {
  return hashInputs(repoRoot, INPUTS).digest('hex').slice(0, 16);
}

export async function buildDemoMakerWeb({ distDir = path.join(repoRoot, 'dist'), force = false } = {}): Promise<'built' | 'current'> {
  const link = path.join(distDir, 'demo-maker-web');
  const buildsDir = path.join(distDir, 'demo-maker-web-builds');
  fs.mkdirSync(buildsDir, { recursive: true });
  const hash = inputsHash();
  const current = fs.lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink() ? path.basename(fs.readlinkSync(link)) : undefined;
  const complete = (name: string) => fs.existsSync(path.join(buildsDir, name, 'lucky-lanterns.html'));
  if (!force && current?.startsWith(`${hash}-`) && complete(current)) return 'current';

  const started = Date.now();
  const id = `${hash}-${started.toString(36)}`;
  const temporary = path.join(buildsDir, `.tmp-${id}-${process.pid}`);
  const { build } = await import('vite');
  await build({
    configFile: path.join(repoRoot, PAGES_DIR, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: temporary, emptyOutDir: true, rolldownOptions: { checks: { pluginTimings: false } } },
  });
  fs.renameSync(temporary, path.join(buildsDir, id));
  // A folder left by a plain `vite build` of the pages is moved aside once, then pruned.
  if (fs.lstatSync(link, { throwIfNoEntry: false })?.isDirectory()) fs.renameSync(link, path.join(buildsDir, `.in-place-${Date.now()}`));
  const swap = path.join(distDir, `.demo-maker-web-link-${process.pid}`);
  fs.rmSync(swap, { force: true });
  fs.symlinkSync(path.join('demo-maker-web-builds', id), swap);
  fs.renameSync(swap, link);
  const stale = fs
    .readdirSync(buildsDir)
    .filter((name) => name !== id && !name.startsWith('.tmp-'))
    .sort((a, b) => fs.statSync(path.join(buildsDir, b)).mtimeMs - fs.statSync(path.join(buildsDir, a)).mtimeMs)
    .slice(KEEP_PREVIOUS);
  for (const name of stale) fs.rmSync(path.join(buildsDir, name), { recursive: true, force: true });
  process.stdout.write(`Built the demo maker's game pages in ${((Date.now() - started) / 1000).toFixed(1)} s (dist/demo-maker-web -> demo-maker-web-builds/${id})\n`);
  return 'built';
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildDemoMakerWeb({ force: process.argv.includes('--force') });
}
