// Lint rule `local/no-import-cycle`: no file may reach itself through its imports, type-only
// imports included. import-x/no-cycle (4.18) always skips `import type`, with no option to count
// it, so a loop such as commands -> ops-command -> services -> modules -> commands passed while
// every step but one was `import type`. Such a loop still ties the files together (none can move
// or be understood alone), so this rule counts every static import and re-export. Dynamic
// import() is left out: a lazy-loaded view is not a loop at load time.
//
// The graph is read with TypeScript's own parser and module resolution (the tsconfig.json next to
// this project), which is fast enough to read every file once per lint. Each file's question "does
// what I import lead back to me?" is answered from strongly connected components (Tarjan),
// computed once per process for the files on disk.
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import ts from 'typescript';

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, counting type-only imports too' },
    schema: [],
    messages: { cycle: 'Import cycle back to this file (type-only imports count): {{route}}' },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (!path.isAbsolute(filename)) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const imported = resolveImport(node.source.value, filename);
      if (!imported || imported === filename || !fs.existsSync(filename)) return;
      if (!componentOf(imported).has(filename)) return;
      const route = findRouteBack(imported, filename) ?? [];
      context.report({ node, messageId: 'cycle', data: { route: [node.source.value, ...route].join(' -> ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

let compilerOptions;
let resolutionCache;

/** The project file an import names, or null for a package or a file TypeScript cannot find. */
function resolveImport(specifier, fromFile) {
  if (!compilerOptions) {
    const configPath = ts.findConfigFile(fromFile, ts.sys.fileExists, 'tsconfig.json');
    const config = configPath ? ts.readConfigFile(configPath, ts.sys.readFile).config : {};
    compilerOptions = ts.parseJsonConfigFileContent(config, ts.sys, configPath ? path.dirname(configPath) : process.cwd()).options;
    resolutionCache = ts.createModuleResolutionCache(process.cwd(), (name) => name, compilerOptions);
  }
  const { resolvedModule } = ts.resolveModuleName(specifier, fromFile, compilerOptions, ts.sys, resolutionCache);
  if (!resolvedModule || resolvedModule.isExternalLibraryImport) return null;
  const resolved = path.resolve(resolvedModule.resolvedFileName);
  return /\.d\.[cm]?ts$/.test(resolved) ? null : resolved;
}

/** file -> [{ path, specifier }], its static imports and re-exports of project files. */
const edges = new Map();

function edgesOf(file) {
  let known = edges.get(file);
  if (known) return known;
  known = [];
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : null;
    if (specifier === null) continue;
    const target = resolveImport(specifier, file);
    if (target && !known.some((edge) => edge.path === target)) known.push({ path: target, specifier });
  }
  edges.set(file, known);
  return known;
}

/** file -> its strongly connected component (a Set of files). */
const components = new Map();

/**
 * The component of `start`, running Tarjan's algorithm (iteratively: the graph can be deep) over
 * the part of the graph not yet placed. A placed file keeps its component: all its imports were
 * followed when it was placed.
 */
function componentOf(start) {
  const placed = components.get(start);
  if (placed) return placed;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const enter = (file) => {
    index.set(file, index.size);
    low.set(file, index.get(file));
    stack.push(file);
    onStack.add(file);
    return { file, edges: edgesOf(file), next: 0 };
  };
  const frames = [enter(start)];
  while (frames.length > 0) {
    const frame = frames[frames.length - 1];
    if (frame.next < frame.edges.length) {
      const target = frame.edges[frame.next].path;
      frame.next += 1;
      if (components.has(target)) continue;
      if (!index.has(target)) frames.push(enter(target));
      else if (onStack.has(target)) low.set(frame.file, Math.min(low.get(frame.file), index.get(target)));
      continue;
    }
    frames.pop();
    const parent = frames[frames.length - 1];
    if (parent) low.set(parent.file, Math.min(low.get(parent.file), low.get(frame.file)));
    if (low.get(frame.file) === index.get(frame.file)) {
      const component = new Set();
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.add(member);
        components.set(member, component);
      } while (member !== frame.file);
    }
  }
  return components.get(start);
}

/** Breadth first from `start`: the import specifiers of a shortest way back to `target`. */
function findRouteBack(start, target) {
  const seen = new Set([start]);
  const queue = [{ file: start, route: [] }];
  while (queue.length > 0) {
    const { file, route } = queue.shift();
    for (const edge of edgesOf(file)) {
      if (edge.path === target) return [...route, edge.specifier];
      if (seen.has(edge.path)) continue;
      seen.add(edge.path);
      queue.push({ file: edge.path, route: [...route, edge.specifier] });
    }
  }
  return null;
}
