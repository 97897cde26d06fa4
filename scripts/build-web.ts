// `npm start` and `npm run build`: builds the web app without ever touching the build a running
// server is serving. Vite writes into a fresh folder, dist/web-builds/<hash of the inputs>-<time>, and
// dist/web is a symbolic link swapped to it in one rename, so another instance served from the
// same checkout never sees a half-written or empty folder (it answered 404 for its script and 503
// for `/` while an in-place build ran). When the inputs have not changed since the last build,
// nothing is built at all. The two previous builds are kept, so a page loaded just before a swap
// can still fetch its fingerprinted scripts.
//
// Usage: node --import tsx scripts/build-web.ts [--force]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIRST_SCREEN_RENDERER } from '../src/domain/first-screen';
import { hashInputs } from './inputs-hash';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** Everything the build reads besides node_modules, which package-lock.json stands for. */
const INPUTS = ['src', 'locales', 'public', 'build', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];
/** Builds kept besides the current one: pages opened before a swap still load their scripts. */
const KEEP_PREVIOUS = 2;
/** A temp folder this old belongs to a build that died; anything younger may still be running. */
const STALE_TEMP_MS = 60 * 60 * 1000;

function inputsHash(root: string): string {
  const hash = hashInputs(root, INPUTS);
  // Vite bakes VITE_* variables into the bundle.
  for (const [key, value] of Object.entries(process.env).sort(([a], [b]) => a.localeCompare(b))) {
    if (key.startsWith('VITE_')) hash.update(`${key}=${value ?? ''}\0`);
  }
  return hash.digest('hex').slice(0, 16);
}

/** The build dist/web points at now, or undefined (no link yet, or an old in-place folder). */
function currentBuild(webLink: string): string | undefined {
  try {
    return path.basename(fs.readlinkSync(webLink));
  } catch {
    return undefined;
  }
}

/** Points dist/web at the build in one rename of a new link over the old one (atomic on POSIX). */
function swapTo(distDir: string, id: string): void {
  const webLink = path.join(distDir, 'web');
  const buildsDir = path.join(distDir, 'web-builds');
  const stat = fs.lstatSync(webLink, { throwIfNoEntry: false });
  if (stat?.isDirectory()) {
    // dist/web from before this script, written in place by `vite build`: moved aside once (the
    // one swap that is not atomic; pruning removes the old folder later).
    fs.renameSync(webLink, path.join(buildsDir, `.in-place-${Date.now()}`));
  }
  const temporary = path.join(distDir, `.web-link-${process.pid}`);
  fs.rmSync(temporary, { force: true });
  fs.symlinkSync(path.join('web-builds', id), temporary);
  fs.renameSync(temporary, webLink);
}

function prune(buildsDir: string, current: string): void {
  const entries = fs.readdirSync(buildsDir).map((name) => ({ name, time: fs.statSync(path.join(buildsDir, name)).mtimeMs }));
  const finished = entries.filter(({ name }) => !name.startsWith('.tmp-') && name !== current).sort((a, b) => b.time - a.time);
  const stale = entries.filter(({ name, time }) => name.startsWith('.tmp-') && Date.now() - time > STALE_TEMP_MS);
  for (const { name } of [...finished.slice(KEEP_PREVIOUS), ...stale]) fs.rmSync(path.join(buildsDir, name), { recursive: true, force: true });
}

export interface BuildWebOptions {
  /** Where dist/web and dist/web-builds live (default: the repository's dist). */
  distDir?: string;
  /** Build even when the inputs have not changed. */
  force?: boolean;
  /**
   * Writes a build into the folder given (default: Vite with the repository's config). The swap,
   * the reuse of earlier builds and the pruning are this file's; what writes the folder is not.
   */
  bundle?: (outDir: string) => Promise<void>;
}

/** The web app and the server's renderer of its home, into outDir (what `npm run build` swaps in). */
export async function viteBundle(outDir: string): Promise<void> {
  // Loaded only when building: a start with an up-to-date build skips its cost.
  const { build } = await import('vite');
  // Warnings and errors only: the table of every file is noise on each start, and so is the
  // bundler's report of which plugins took the time (pluginTimings).
  await build({
    root: repoRoot,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, rolldownOptions: { checks: { pluginTimings: false } } },
  });
  // The server's renderer of the home, built for Node from the same sources into the same folder,
  // so a build and the renderer of its markup are swapped in together (src/domain/first-screen.ts).
  const renderer = path.parse(FIRST_SCREEN_RENDERER);
  await build({
    root: repoRoot,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir: path.join(outDir, renderer.dir),
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: { input: { [renderer.name]: path.join(repoRoot, 'src/first-screen.server.tsx') }, checks: { pluginTimings: false } },
    },
  });
}

/** Returns what happened: 'built', 'swapped' (an earlier build of these inputs) or 'current'. */
export async function buildWeb({ distDir = path.join(repoRoot, 'dist'), force = false, bundle = viteBundle }: BuildWebOptions = {}): Promise<'built' | 'swapped' | 'current'> {
  const buildsDir = path.join(distDir, 'web-builds');
  fs.mkdirSync(buildsDir, { recursive: true });
  const hash = inputsHash(repoRoot);
  // A folder per build, named <hash>-<time>: a forced rebuild of the same inputs gets a new folder
  // too, so the one being served is never written or removed.
  const complete = (name: string) => fs.existsSync(path.join(buildsDir, name, 'index.html'));
  const current = currentBuild(path.join(distDir, 'web'));
  if (!force && current?.startsWith(`${hash}-`) && complete(current)) return 'current';

  let id = force ? undefined : newestBuildOf(buildsDir, hash, complete);
  const outcome = id === undefined ? 'built' : 'swapped';
  if (id === undefined) {
    const started = Date.now();
    id = `${hash}-${started.toString(36)}`;
    const temporary = path.join(buildsDir, `.tmp-${id}-${process.pid}`);
    await bundle(temporary);
    fs.renameSync(temporary, path.join(buildsDir, id));
    process.stdout.write(`Built the web app in ${((Date.now() - started) / 1000).toFixed(1)} s (dist/web -> web-builds/${id})\n`);
  }
  swapTo(distDir, id);
  const now = new Date();
  fs.utimesSync(path.join(buildsDir, id), now, now); // the current build is the newest, for pruning
  prune(buildsDir, id);
  return outcome;
}

function newestBuildOf(buildsDir: string, hash: string, complete: (name: string) => boolean): string | undefined {
  return fs
    .readdirSync(buildsDir)
    .filter((name) => name.startsWith(`${hash}-`) && complete(name))
    .sort((a, b) => fs.statSync(path.join(buildsDir, b)).mtimeMs - fs.statSync(path.join(buildsDir, a)).mtimeMs)[0];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildWeb({ force: process.argv.includes('--force') });
  // The demo maker's game pages are their own small build, skipped when unchanged.
  const { buildDemoMakerWeb } = await import('./build-demo-maker-web.ts');
  await buildDemoMakerWeb({ force: process.argv.includes('--force') });
}
