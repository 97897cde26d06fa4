// `npm run bench:web`: how much JavaScript the home screen costs, against a bare React 19 page
// built by the same Vite. Goal: app home JS (gzip) ≤ 1.35 × bare React. Lazily imported chunks
// (other routes) are not counted: only what the browser must load before the first screen.
// `--strict` exits 1 when over the goal.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const GOAL_RATIO = 1.35;
const root = resolve(import.meta.dirname, '..');

interface CountedFile {
  file: string;
  gzipBytes: number;
}

// Static `import ... from "x"`, `import "x"` and `export ... from "x"`; never `import("x")`.
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']|\bexport\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["']([^"']+)["']/g;
const ENTRY_SCRIPT = /<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/g;

/** Maps a URL found in the build (absolute from the site root, or relative to `fromFile`) to a file. */
function toFile(outDir: string, fromFile: string, url: string): string | undefined {
  if (/^(?:[a-z]+:)?\/\//i.test(url)) return undefined; // another origin: not part of this build
  const path = url.split(/[?#]/)[0] ?? '';
  const file = path.startsWith('/')
    ? join(outDir, path)
    : join(dirname(fromFile), ...path.split(posix.sep));
  return existsSync(file) ? file : undefined;
}

/** The entry scripts of index.html and everything they import statically, recursively. */
function homeScreenScripts(outDir: string): string[] {
  const indexFile = join(outDir, 'index.html');
  const html = readFileSync(indexFile, 'utf8');
  const queue = [...html.matchAll(ENTRY_SCRIPT), ...html.matchAll(MODULE_PRELOAD)]
    .map((match) => toFile(outDir, indexFile, match[1] ?? ''))
    .filter((file): file is string => file !== undefined);
  const found = new Set<string>();
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (found.has(file) || !file.endsWith('.js')) continue;
    found.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const imported = toFile(outDir, file, match[1] ?? match[2] ?? '');
      if (imported) queue.push(imported);
    }
  }
  return [...found].sort();
}

/**
 * The home screen also fetches its language at start (a dynamic import, one chunk per language):
 * count the default one so the figure is what a first visit really downloads.
 */
function languageChunk(outDir: string): string[] {
  const assets = join(outDir, 'assets');
  return readdirSync(assets).filter((name) => /^en_US-.*\.js$/.test(name)).map((name) => join(assets, name));
}

function measure(outDir: string, extra: string[] = []): CountedFile[] {
  return [...homeScreenScripts(outDir), ...extra].map((file) => ({
    file: relative(outDir, file),
    gzipBytes: gzipSync(readFileSync(file), { level: 9 }).length,
  }));
}

const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
const total = (files: CountedFile[]): number => files.reduce((sum, f) => sum + f.gzipBytes, 0);

async function buildApp(outDir: string): Promise<void> {
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

// The yardstick: the smallest page React 19 can render, built with the same Vite and plugin.
async function buildBareReact(workDir: string, outDir: string): Promise<void> {
  writeFileSync(
    join(workDir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>\n',
  );
  writeFileSync(
    join(workDir, 'main.tsx'),
    "import { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root') as HTMLElement).render(<h1>hello</h1>);\n",
  );
  await build({
    root: workDir,
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
}

function report(title: string, files: CountedFile[]): void {
  console.log(`\n${title}: ${kB(total(files))} gzip`);
  for (const { file, gzipBytes } of files) console.log(`  ${kB(gzipBytes).padStart(9)}  ${file}`);
}

async function main(): Promise<void> {
  // Inside the repository (.tmp is ignored by git) so the bare page resolves react from node_modules.
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const workDir = mkdtempSync(join(root, '.tmp', 'bench-web-size-'));
  try {
    const bareDir = join(workDir, 'bare-react');
    mkdirSync(bareDir);
    await buildApp(join(workDir, 'app-dist'));
    await buildBareReact(bareDir, join(workDir, 'bare-dist'));
    const appDir = join(workDir, 'app-dist');
    const app = measure(appDir, languageChunk(appDir));
    const bare = measure(join(workDir, 'bare-dist'));
    report('App home screen JS', app);
    report('Bare React 19 page JS', bare);
    const ratio = total(app) / total(bare);
    const verdict = ratio <= GOAL_RATIO ? 'PASS' : 'OVER';
    console.log(`\napp home JS ${kB(total(app))} / bare React ${kB(total(bare))} = ${ratio.toFixed(2)} (goal ≤ ${GOAL_RATIO}): ${verdict}`);
    if (verdict === 'OVER' && process.argv.includes('--strict')) process.exitCode = 1;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
