// The size budget of the home's first screen (issue 20): the app's own JavaScript the home loads,
// gzip, apart from the vendor chunk (React, XState and the other libraries, whose cost is the
// stack's, measured against bare React by `npm run bench:web`). Read from the build's manifest,
// so `npm test` holds it after `npm run build` (first-screen-budget.spec.ts); the bench prints the
// same figure from what a browser loaded.

/** The app's own first-screen JS, gzip: a feature not on the first screen loads on demand. */
export const FIRST_SCREEN_OWN_BUDGET_BYTES = 12_000;

/** The libraries' chunk (vite.config.ts codeSplitting: 'vendor'). */
export const isVendorScript = (file: string): boolean => /(^|\/)vendor-[\w-]+\.js$/.test(file);

/**
 * What the home fetches while it boots besides the entry's own imports: nothing. The page carries
 * its language's first-screen strings and its site info (main.tsx), and the home's parts in chunks
 * of their own that the server renders (hero, winners, notices strip) come after the load event
 * (AFTER_LOAD_MODULES).
 */
export const HOME_BOOT_MODULES: readonly string[] = [];

/** The manifest's key of a language's first-screen strings (build/locales-for-web.ts). */
export const firstScreenStringsModule = (localeCode: string): string => `locales/${localeCode}.json?strings=first-screen`;

/**
 * What starts once the page has loaded, never before: the service worker with its update prompt
 * and the install offer (main.tsx), the code of the home's hero, winners and notices strip,
 * whose server markup stands until React hydrates each as it arrives (src/views/after-page-load.ts),
 * the whole app, fetched once the home has hydrated and the browser is idle, to take the page
 * over when the player leaves the home (src/views/app-frame.tsx), and the app's actors with what
 * every frame carries once they are there (src/start-actors.ts, src/views/app-wide.tsx), which a
 * guest's phone home fetches once it has hydrated and the page has loaded (main.tsx). A browser
 * fetches them during a page load all the same (bench:web sees them), but no first screen waits
 * for them, so they are not counted against its budget.
 */
export const AFTER_LOAD_MODULES = [
  'src/machines/app-update.machine.ts',
  'src/machines/app-install.machine.ts',
  'src/views/home/promotion-hero.tsx',
  'src/views/home/winners-card.tsx',
  'src/views/home/home-notices-strip.tsx',
  'src/views/app.tsx',
  'src/start-actors.ts',
  'src/views/app-wide.tsx',
];

/** Script file → module → rendered bytes before minifying (build/chunk-modules.ts). */
export type ChunkModules = Record<string, Record<string, number>>;

/**
 * The largest modules in the given scripts, one line each ("6.4 kB src/services/api-client.ts"),
 * so a budget missed says what the first screen carries. Sizes are before minifying and gzip:
 * they rank the modules, they are not what the budget counts.
 */
export function largestModules(listing: ChunkModules, files: readonly string[], count: number): string[] {
  return files
    .flatMap((file) => Object.entries(listing[file] ?? {}))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([module, bytes]) => `${(bytes / 1000).toFixed(1).padStart(5)} kB ${module}`);
}

interface ManifestChunk {
  file: string;
  /** The chunk's name: a shared chunk's (keyed by its file) is its first module's. */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The script files the home loads: those the built index.html names (the entry lands in the shell
 * chunk, which the manifest lists without its entry flag), the boot modules, and what each of them
 * imports statically, each once.
 */
export function firstScreenScripts(manifest: Manifest, indexHtml: string): string[] {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const named = [...indexHtml.matchAll(/<script type="module"[^>]* src="\/([^"]+\.js)"/g)].map((match) => match[1]!);
  if (named.length === 0) throw new Error('index.html names no script');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const file of named) {
    const key = byFile.get(file);
    if (key) visit(key);
    else files.add(file);
  }
  for (const key of HOME_BOOT_MODULES) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

/**
 * The script files of what starts after the load (AFTER_LOAD_MODULES), with what they import
 * statically or on demand, except those the first screen already loaded.
 */
export function afterLoadScripts(manifest: Manifest, firstScreen: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported);
  };
  for (const key of AFTER_LOAD_MODULES) visit(key);
  return [...files].filter((file) => file.endsWith('.js') && !firstScreen.includes(file));
}
