// .vite/chunk-modules.json beside the manifest (never served): every script of the browser's build
// with the app's modules in it and the bytes each adds, largest first, so a first screen over its
// budget says what it carries (tests/e2e/first-screen-budget.spec.ts, `npm run bench:web`).
import path from 'node:path';
import type { Plugin } from 'vite';

export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/** Script file (as the manifest names it) → module path (from the repository's root) → rendered bytes. */
export type ChunkModules = Record<string, Record<string, number>>;

/** A module as the listing names it: from the repository's root, a library from its node_modules folder (a linked one too), its query kept. */
function moduleName(root: string, id: string): string {
  const library = id.lastIndexOf('/node_modules/');
  if (library >= 0) return id.slice(library + 1);
  const query = id.indexOf('?');
  return query < 0 ? path.relative(root, id) : path.relative(root, id.slice(0, query)) + id.slice(query);
}

export function chunkModules(root: string): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const listing: ChunkModules = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.entries(output.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id, module]) => [moduleName(root, id), module.renderedLength] as const)
          .sort((a, b) => b[1] - a[1]);
        listing[output.fileName] = Object.fromEntries(modules);
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(listing, null, 1) });
    },
  };
}
