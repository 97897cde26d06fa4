// Which machine states and transitions the model tests exercise, and which a machine has at all.
// The harness inspects every actor it replays (children included); with MODEL_COVERAGE_FILE set,
// each state node that became active and each transition definition that was taken is appended to
// that file once per process. scripts/coverage-counts.ts sets it, runs the model tests and counts
// the lines against machineInventory() of every machine in src/machines.
import { appendFileSync } from 'node:fs';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';

/** `machineId<TAB>state.path`: the root itself is not a state. */
export const stateKey = (node: AnyStateNode): string => `${node.machine.id}\t${node.path.join('.')}`;

/** `machineId<TAB>source.path<TAB>event<TAB>n`: the n-th candidate of that event on that node ('' is `always`). */
function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const candidates = transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  return `${source.machine.id}\t${source.path.join('.')}\t${transition.eventType}\t${candidates.indexOf(transition)}`;
}

/** Every state node below the root and every transition definition (event, `after`, `onDone`, `always`) of a machine. */
export function machineInventory(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const states: string[] = [];
  const transitions: string[] = [];
  const walk = (node: AnyStateNode) => {
    if (node.path.length > 0) states.push(stateKey(node));
    for (const candidates of node.transitions.values()) transitions.push(...candidates.map(transitionKey));
    transitions.push(...(node.always ?? []).map(transitionKey));
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  return { states, transitions };
}

const written = new Set<string>();

function note(line: string): void {
  const file = process.env.MODEL_COVERAGE_FILE;
  if (!file || written.has(line)) return;
  written.add(line);
  appendFileSync(file, `${line}\n`);
}

const isMachineSnapshot = (snapshot: unknown): snapshot is AnyMachineSnapshot =>
  typeof snapshot === 'object' && snapshot !== null && Array.isArray((snapshot as { _nodes?: unknown })._nodes);

/** The `inspect` option the harness gives each replayed actor. */
export function recordCoverage(event: InspectionEvent): void {
  if (!process.env.MODEL_COVERAGE_FILE) return;
  if (event.type === '@xstate.microstep') event._transitions.forEach((transition) => note(`T\t${transitionKey(transition)}`));
  if ((event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') && isMachineSnapshot(event.snapshot)) {
    for (const node of event.snapshot._nodes) if (node.path.length > 0) note(`S\t${stateKey(node)}`);
  }
}
