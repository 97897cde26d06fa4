// Tests the flow-diagram generator on a sample machine that has every feature a diagram must show
// (nesting, parallel regions, guards, delays, always, invoke with onDone/onError, final states),
// and the write / --check cycle on a throwaway docs folder.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { and, fromPromise, not, setup } from 'xstate';
import { formatMs, renderStateDiagram } from '../../scripts/flow-diagram.ts';
import { diffFlowDocs, findMachines, planFlowDocs, renderFlowDoc, runFlows, writeFlowDocs, type MachineModule } from '../../scripts/flows.ts';

const sampleMachine = setup({
  types: {
    events: {} as { type: 'SUBMIT' | 'RETRY' | 'REFRESH' | 'LOGOUT' | 'MUTE' | 'UNMUTE' | 'PING' | 'TYPE' },
  },
  actions: { track: () => {} },
  actors: { loadProfile: fromPromise(async () => 'profile') },
  delays: { sessionTimeout: 300_000 },
  guards: { hasToken: () => true, isOnline: () => true },
}).createMachine({
  id: 'sample',
  description: 'A sample flow for the generator test',
  initial: 'idle',
  on: { LOGOUT: '.idle', PING: { actions: 'track' } },
  states: {
    idle: {
      on: { SUBMIT: [{ target: 'loading', guard: 'hasToken' }, { target: 'failed' }], PING: {} },
      after: { 1500: 'failed' },
    },
    loading: { invoke: { id: 'loadProfile', src: 'loadProfile', onDone: 'active', onError: 'failed' } },
    failed: {
      always: { target: 'idle', guard: and(['hasToken', not('isOnline')]) },
      on: { RETRY: 'loading', REFRESH: { target: 'failed', reenter: true } },
    },
    active: {
      type: 'parallel',
      after: { sessionTimeout: 'done' },
      onDone: 'done',
      on: { TYPE: { actions: 'track' } },
      states: {
        sound: { initial: 'on', states: { on: { on: { MUTE: 'off' } }, off: { on: { UNMUTE: 'on' } } } },
        note: { initial: 'form', states: { form: { on: { SUBMIT: 'sent' } }, sent: { type: 'final' } } },
      },
    },
    done: { type: 'final' },
  },
});

const sampleModule: MachineModule = {
  baseName: 'sample-flow',
  sourcePath: 'src/machines/sample-flow.machine.ts',
  exports: { sampleMachine, default: sampleMachine, SESSION_MINUTES: 5 },
};

describe('renderStateDiagram', () => {
  const diagram = renderStateDiagram(sampleMachine);
  const lines = diagram.split('\n').map((line) => line.trim());

  it('draws initial and final states, at the root and inside compound states', () => {
    expect(lines[0]).toBe('stateDiagram-v2');
    expect(lines).toContain('[*] --> idle');
    expect(lines).toContain('done --> [*]');
    expect(lines).toContain('[*] --> active_note_form');
    expect(lines).toContain('active_note_sent --> [*]');
  });

  it('nests compound states and separates parallel regions with --', () => {
    const start = lines.indexOf('state "active" as active{');
    const sound = lines.indexOf('state "sound" as active_sound{');
    const separator = lines.indexOf('--');
    const note = lines.indexOf('state "note" as active_note{');
    expect(start).toBeGreaterThan(0);
    expect(start).toBeLessThan(sound);
    expect(sound).toBeLessThan(separator);
    expect(separator).toBeLessThan(note);
  });

  it('labels transitions with their event and guard', () => {
    expect(lines).toContain('idle --> loading : SUBMIT [hasToken]');
    expect(lines).toContain('idle --> failed : SUBMIT');
    expect(lines).toContain('failed --> loading : RETRY');
    expect(lines).toContain('active_sound_on --> active_sound_off : MUTE');
    expect(lines).toContain('failed --> idle : always [hasToken && !isOnline]');
  });

  it('labels delays by name or duration, invokes and their onDone / onError', () => {
    expect(lines).toContain('idle --> failed : after 1.5s');
    expect(lines).toContain('active --> done : after sessionTimeout (5min)');
    expect(lines).toContain('state "loading · invoke: loadProfile" as loading');
    expect(lines).toContain('loading --> active : onDone loadProfile');
    expect(lines).toContain('loading --> failed : onError loadProfile');
    expect(lines).toContain('active --> done : onDone');
  });

  it('draws machine-level events from an "any state" box', () => {
    expect(lines).toContain('state "any state" as any_state');
    expect(lines).toContain('any_state --> idle : LOGOUT');
  });

  it('lists what a state handles without leaving it, instead of drawing self-loops', () => {
    expect(lines).toContain('any_state : on PING');
    expect(lines).toContain('idle : ignores PING');
    expect(lines).toContain('failed : on REFRESH (re-enters)');
    expect(lines).toContain('state "while in active" as active__handles');
    expect(lines).toContain('active__handles : on TYPE');
    expect(lines.filter((line) => /^(\S+) --> \1 /.test(line))).toEqual([]);
  });

  it('is deterministic', () => {
    expect(renderStateDiagram(sampleMachine)).toBe(diagram);
  });

  it('formats durations for people', () => {
    expect([formatMs(800), formatMs(1500), formatMs(30_000), formatMs(300_000)]).toEqual(['800ms', '1.5s', '30s', '5min']);
  });
});

describe('flow docs', () => {
  const tmpRoot = join(process.cwd(), '.tmp');
  mkdirSync(tmpRoot, { recursive: true });
  const root = mkdtempSync(join(tmpRoot, 'flows-test-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds each exported machine once and ignores other exports', () => {
    expect(findMachines(sampleModule.exports).map((m) => m.exportName)).toEqual(['sampleMachine']);
  });

  it('writes a title, the description and the diagram', () => {
    const doc = renderFlowDoc(sampleModule);
    expect(doc).toContain('# Sample flow\n\nA sample flow for the generator test\n\n```mermaid\nstateDiagram-v2\n');
    expect(() => renderFlowDoc({ ...sampleModule, exports: { SESSION_MINUTES: 5 } })).toThrow(/exports no XState machine/);
  });

  it('reports missing, stale and extra files, and writing fixes them all', () => {
    const outDir = join(root, 'docs');
    const planned = planFlowDocs([sampleModule]);
    expect([...planned.keys()]).toEqual(['sample-flow.md', 'README.md', 'index.html']);
    expect(planned.get('README.md')).toContain('- [Sample flow](sample-flow.md): A sample flow for the generator test');
    expect(diffFlowDocs(outDir, planned)).toEqual({ stale: [], missing: ['sample-flow.md', 'README.md', 'index.html'], extra: [] });

    writeFlowDocs(outDir, planned);
    expect(diffFlowDocs(outDir, planned)).toEqual({ stale: [], missing: [], extra: [] });

    writeFileSync(join(outDir, 'sample-flow.md'), 'edited by hand');
    writeFileSync(join(outDir, 'index.html'), '<p>edited by hand</p>');
    writeFileSync(join(outDir, 'removed-machine.md'), 'old');
    expect(diffFlowDocs(outDir, planned)).toEqual({ stale: ['sample-flow.md', 'index.html'], missing: [], extra: ['removed-machine.md'] });

    writeFlowDocs(outDir, planned);
    expect(diffFlowDocs(outDir, planned)).toEqual({ stale: [], missing: [], extra: [] });
  });

  it('loads machine files like the app does (import.meta.env works) and --check fails until they are written', async () => {
    const machines = join(root, 'src', 'machines');
    mkdirSync(machines, { recursive: true });
    writeFileSync(
      join(machines, 'toggle.machine.ts'),
      [
        "import { createMachine } from 'xstate';",
        'export const toggleMachine = createMachine({',
        "  id: 'toggle', description: `Toggle (${import.meta.env.MODE})`, initial: 'off',",
        "  states: { off: { on: { FLIP: 'on' } }, on: { on: { FLIP: 'off' } } },",
        '});',
      ].join('\n'),
    );
    const before = await runFlows(root, { check: true });
    expect(before.ok).toBe(false);
    expect(before.report).toContain('missing: docs/flows/toggle.md');

    expect((await runFlows(root, { check: false })).ok).toBe(true);
    expect(readFileSync(join(root, 'docs', 'flows', 'toggle.md'), 'utf8')).toContain('off --> on : FLIP');
    expect(await runFlows(root, { check: true })).toEqual({ ok: true, report: 'flows: 1 diagram(s) up to date' });
  });
});
