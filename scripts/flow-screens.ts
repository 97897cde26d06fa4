// Which screens each machine drives, read from the imports of src/: a route's screen (the route
// tables of src/views/routes.tsx and routes-rest.tsx) drives every machine its view code reaches
// through views and machines; a machine the app itself starts (src/main.tsx, the app frame) runs
// on every screen. A route's screen that the app frame also shows by itself (the phone home, until
// the whole app takes over: src/views/app-frame.tsx) still drives its machines on its route alone.
// Read as text, so the gallery needs no build and no browser.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const MACHINE_FILE = /^src\/machines\/(.+)\.machine\.ts$/;
/** The route tables reach every screen, so walking through them would make every machine everyone's. */
const ROUTE_TABLES = ['src/views/routes.tsx', 'src/views/routes-rest.tsx'];
/** Where the app starts the machines that run whatever the screen. */
const APP_ENTRIES = ['src/main.tsx', 'src/start-actors.ts', 'src/views/app.tsx'];
/** Imports worth following: screens and the machines they run (services and domain start none). */
const FOLLOWED = /^src\/(views|machines)\//;
// Static imports and re-exports (not `import type`: a type starts nothing), side-effect imports and
// dynamic imports, of relative paths.
const IMPORT = /^(?:import|export)\s+(?!type\s)[^;]*?from\s+'(\.{1,2}\/[^']+)'|^import\s+'(\.{1,2}\/[^']+)'|\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/gms;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

export interface MachineScreens {
  /** Started by the app itself: runs on every screen. */
  appWide: boolean;
  /** Route names (src/domain/routes.ts) whose screen reaches the machine, in route-table order. */
  routes: string[];
}

function resolveImport(root: string, fromFile: string, specifier: string): string | undefined {
  const base = resolve(root, dirname(fromFile), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = `${base}${extension}`;
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate).split('\\').join('/');
  }
  return undefined;
}

function importsOf(root: string, file: string, cache: Map<string, string[]>): string[] {
  let found = cache.get(file);
  if (found) return found;
  const text = readFileSync(join(root, file), 'utf8');
  found = [...text.matchAll(IMPORT)].flatMap((match) => resolveImport(root, file, match[1] ?? match[2] ?? match[3] ?? '') ?? []);
  cache.set(file, found);
  return found;
}

const NO_SCREENS: ReadonlySet<string> = new Set();

/**
 * Every machine (by base name) reached from `start` through views and machines, not through the
 * given `screens` of routes (the app's own walk: a screen one route shows is not every screen's).
 */
function machinesReached(root: string, start: string, cache: Map<string, string[]>, screens: ReadonlySet<string>): Set<string> {
  const machines = new Set<string>();
  const seen = new Set<string>([start]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    const machine = MACHINE_FILE.exec(file)?.[1];
    if (machine) machines.add(machine);
    for (const next of importsOf(root, file, cache)) {
      if (seen.has(next) || ROUTE_TABLES.includes(next) || screens.has(next) || !FOLLOWED.test(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return machines;
}

/** Route name → the file of its screen, from the two route tables, in their order. */
export function routeScreens(root: string): Array<{ route: string; file: string }> {
  const screens: Array<{ route: string; file: string }> = [];
  for (const table of ROUTE_TABLES.filter((file) => existsSync(join(root, file)))) {
    const text = readFileSync(join(root, table), 'utf8');
    const defaultImports = new Map([...text.matchAll(/^import (\w+) from '([^']+)';$/gm)].map((m) => [m[1] ?? '', m[2] ?? '']));
    for (const match of text.matchAll(/^\s+(\w+): (?:lazyScreen\(\(\) => import\('([^']+)'\)|\(\) => import\('([^']+)'\)|(\w+),)/gm)) {
      const route = match[1] ?? '';
      const specifier = match[2] ?? match[3] ?? defaultImports.get(match[4] ?? '');
      const file = specifier && resolveImport(root, table, specifier);
      if (file) screens.push({ route, file });
    }
  }
  return screens;
}

/** Machine base name → the screens it drives. */
export function machineScreens(root: string): Map<string, MachineScreens> {
  const cache = new Map<string, string[]>();
  const result = new Map<string, MachineScreens>();
  const entry = (machine: string): MachineScreens => {
    let screens = result.get(machine);
    if (!screens) result.set(machine, (screens = { appWide: false, routes: [] }));
    return screens;
  };
  const routes = routeScreens(root);
  const screens = new Set(routes.map(({ file }) => file));
  for (const start of APP_ENTRIES.filter((file) => existsSync(join(root, file)))) {
    for (const machine of machinesReached(root, start, cache, screens)) entry(machine).appWide = true;
  }
  for (const { route, file } of routes) {
    for (const machine of machinesReached(root, file, cache, NO_SCREENS)) {
      const screens = entry(machine);
      if (!screens.routes.includes(route)) screens.routes.push(route);
    }
  }
  return result;
}

/** The machines' base names found in src/machines (for a check that none is left out). */
export function machineNames(root: string): string[] {
  return readdirSync(join(root, 'src', 'machines'))
    .filter((name) => name.endsWith('.machine.ts'))
    .map((name) => name.slice(0, -'.machine.ts'.length));
}
