// Prints what the tests cover, so a change to the suite can show it dropped nothing:
//
// - machine states and transitions exercised by the model tests: every state node and every
//   transition definition (an event's candidates, `after`, `onDone`/`onError`, `always`) of each
//   machine exported from src/machines, against those the model harness saw active or taken while
//   replaying the graph paths (tests/model/model-coverage.ts). This runs `vitest run tests/model`.
// - app routes visited by the browser tests: the paths of src/domain/routes.ts that some page's
//   main frame was at during the last Playwright run (tests/e2e/fixtures.ts records every
//   navigation, the app's own history changes included, into test-results/*/route-visits/).
//
//   node --import tsx scripts/coverage-counts.ts            # both (routes from the last run)
//   node --import tsx scripts/coverage-counts.ts models     # only the model tests
//   node --import tsx scripts/coverage-counts.ts routes [test-results folder]
//   ... --list                                              # also name what is not covered
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { StateMachine, type AnyStateMachine } from 'xstate';
import { ALL_PATHS, normalizePath } from '../src/domain/routes';
import { machineInventory } from '../tests/model/model-coverage';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const list = args.includes('--list');
const [what = 'all', resultsDir = join(root, 'test-results')] = args.filter((arg) => arg !== '--list');

async function machines(): Promise<AnyStateMachine[]> {
  const dir = join(root, 'src/machines');
  const found = new Map<string, AnyStateMachine>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts')).sort()) {
    const exports = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (value instanceof StateMachine && !found.has(value.id)) found.set(value.id, value);
    }
  }
  return [...found.values()];
}

function countLine(label: string, covered: number, total: number): string {
  return `${label}: ${covered} of ${total} (${((100 * covered) / Math.max(total, 1)).toFixed(1)} %)`;
}

async function modelCounts(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'model-coverage-'));
  const file = join(dir, 'seen.tsv');
  try {
    execFileSync(process.execPath, [join(root, 'node_modules/vitest/vitest.mjs'), 'run', 'tests/model', '--reporter=dot'], {
      cwd: root,
      env: { ...process.env, MODEL_COVERAGE_FILE: file },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const seen = new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean));
    const all = await machines();
    let states = 0;
    let transitions = 0;
    let coveredStates = 0;
    let coveredTransitions = 0;
    const missing: string[] = [];
    for (const machine of all) {
      const inventory = machineInventory(machine);
      states += inventory.states.length;
      transitions += inventory.transitions.length;
      for (const key of inventory.states) {
        if (seen.has(`S\t${key}`)) coveredStates += 1;
        else missing.push(`state ${key.replace('\t', ': ')}`);
      }
      for (const key of inventory.transitions) {
        if (seen.has(`T\t${key}`)) coveredTransitions += 1;
        else missing.push(`transition ${key.split('\t').join(' ')}`);
      }
    }
    const touched = all.filter((machine) => [...seen].some((line) => line.split('\t')[1] === machine.id)).length;
    console.log(`model tests: ${touched} of ${all.length} machines replayed`);
    console.log(countLine('model tests: machine states covered', coveredStates, states));
    console.log(countLine('model tests: machine transitions covered', coveredTransitions, transitions));
    if (list) missing.forEach((line) => console.log(`  not covered: ${line}`));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function visitFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return visitFiles(path);
    return /route-visits/.test(path) && name.endsWith('.tsv') ? [path] : [];
  });
}

function routeCounts(): void {
  const files = visitFiles(resultsDir);
  if (files.length === 0) {
    console.log(`browser tests: no route visits under ${resultsDir} (run Playwright first)`);
    return;
  }
  const known = new Set<string>(ALL_PATHS);
  const byProject = new Map<string, Set<string>>();
  const all = new Set<string>();
  for (const file of files) {
    for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
      const [project = '', rawPath = ''] = line.split('\t');
      const path = normalizePath(rawPath);
      if (!known.has(path)) continue;
      all.add(path);
      if (!byProject.has(project)) byProject.set(project, new Set());
      byProject.get(project)!.add(path);
    }
  }
  console.log(countLine('browser tests: app routes visited', all.size, known.size));
  for (const [project, visited] of [...byProject].sort()) console.log(countLine(`browser tests: app routes visited on ${project}`, visited.size, known.size));
  if (list) [...known].filter((path) => !all.has(path)).forEach((path) => console.log(`  not visited: ${path}`));
}

if (what === 'all' || what === 'models') await modelCounts();
if (what === 'all' || what === 'routes') routeCounts();
