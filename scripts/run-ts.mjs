// `node scripts/run-ts.mjs server/start.ts [args...]` runs a TypeScript entry of the server as one
// bundle: esbuild (the compiler tsx uses) joins the entry and every module of ours it imports into
// one ES module, and Node runs it with no loader hooks. Under `node --import tsx`, every import,
// of our modules and of the ~1,000 files of the packages alike, goes through tsx's hooks on
// another thread: a server start cost 3.3 s of CPU, of which 2 s was the hooks (measured
// 2026-11-29: the packages alone load in 1.0 s of CPU natively, 2.3 s under tsx). Bundling costs
// about 0.25 s, so every start (npm start, npm run ops, and the tests' 40-odd server processes) is
// built from the sources of that moment and nothing can be stale.
// Packages stay outside the bundle (Node loads them from node_modules as before). Each module's
// import.meta.url is its own source file's, so a path it reads beside itself (the migrations, the
// locales, package.json) is the same file whether it runs bundled or under tsx. A stack trace
// names the TypeScript files and lines (a source map beside the bundle). A script that imports
// TypeScript files by a path it computes at run time (scripts/coverage-counts.ts reads every
// machine file) needs tsx's hooks, and still runs under `node --import tsx`.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Inside the project, so the bundle's package imports resolve from its node_modules. */
const outDir = path.join(root, 'node_modules', '.cache', 'run-ts');
/** Bundles older than this, of the same entry, are removed (a running process has loaded its own chunks by then). */
const KEEP_OLD_MS = 60 * 60 * 1000;

const [entryArg] = process.argv.splice(2, 1);
if (!entryArg) {
  process.stderr.write('usage: node scripts/run-ts.mjs <entry.ts> [args...]\n');
  process.exit(2);
}
const entry = path.resolve(entryArg);
/** Where esbuild is told it writes; the files are written under their bundle's own folder. */
const staging = path.join(outDir, 'staging');

/** Each of our TypeScript modules sees its own file as import.meta.url (and .dirname, .filename), as it would unbundled. */
const ownFileUrls = {
  name: 'own-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.promises.readFile(args.path, 'utf8');
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return {
        contents,
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

const result = await build({
  entryPoints: [entry],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: `node${process.versions.node.split('.')[0]}`,
  packages: 'external',
  // Functions and classes keep their names, as under tsx (which sets the same option): the bundle
  // renames a module's binding where two modules chose the same one, and a class's name is read.
  keepNames: true,
  // Each module loaded with import() stays a chunk of its own, loaded when it is asked for: a
  // refused start (server/start.ts reads its configuration first) loads none of the app.
  splitting: true,
  sourcemap: 'linked',
  sourcesContent: false,
  write: false,
  outdir: staging,
  logLevel: 'warning',
  plugins: [ownFileUrls],
});

const name = path.basename(entry).replace(/\.tsx?$/, '');
const digest = createHash('sha256');
for (const file of result.outputFiles) digest.update(file.path).update(file.contents);
const hash = digest.digest('hex').slice(0, 16);
const bundleDir = path.join(outDir, `${name}.${hash}`);

if (!fs.existsSync(bundleDir)) {
  // Written aside and renamed: another process starting the same entry reads a whole bundle or none.
  const aside = `${bundleDir}.${process.pid}.tmp`;
  fs.mkdirSync(aside, { recursive: true });
  for (const file of result.outputFiles) fs.writeFileSync(path.join(aside, path.relative(staging, file.path)), file.contents);
  try {
    fs.renameSync(aside, bundleDir);
  } catch (error) {
    // The same bundle, renamed into place by another process meanwhile.
    fs.rmSync(aside, { recursive: true, force: true });
    if (!fs.existsSync(bundleDir)) throw error;
  }
}
for (const file of fs.readdirSync(outDir)) {
  if (!file.startsWith(`${name}.`) || file === `${name}.${hash}`) continue;
  const old = path.join(outDir, file);
  try {
    if (Date.now() - fs.statSync(old).mtimeMs > KEEP_OLD_MS) fs.rmSync(old, { recursive: true, force: true });
  } catch {
    // Another process removed it first.
  }
}

process.setSourceMapsEnabled(true);
// The entry reads its own arguments from process.argv[2] on, as under `node --import tsx entry.ts`.
process.argv[1] = entry;
await import(pathToFileURL(path.join(bundleDir, `${name}.js`)).href);
