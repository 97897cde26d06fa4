// Turns one XState machine into a Mermaid `stateDiagram-v2`, read from the machine's own state
// nodes (flow-model.ts) so the diagram cannot drift from the code. Pure: no file system, no
// imports of machines.
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { ANY_STATE_ID, isAtomic, readFlow } from './flow-model.ts';

export { formatMs, guardName } from './flow-model.ts';

export function renderStateDiagram(machine: AnyStateMachine): string {
  const flow = readFlow(machine);
  const { idOf } = flow;

  // `id : text` lines list what a state handles without leaving it. Mermaid draws them only on
  // atomic states, so a compound state gets an unconnected "while in ..." box inside it.
  const handledLines = (node: AnyStateNode, indent: string): string[] => {
    const entries = flow.handled.get(node) ?? [];
    if (entries.length === 0) return [];
    // The machine's own handlers go on the "any state" box, itself atomic.
    const onItself = isAtomic(node) || node === machine.root;
    const id = onItself ? idOf(node) : `${idOf(node)}__handles`;
    const box = onItself ? [] : [`${indent}state "while in ${node.key.replace(/"/g, "'")}" as ${id}`];
    return [...box, ...entries.map((entry) => `${indent}${id} : ${entry}`)];
  };

  // Writes the children of `node`: initial marker, each child, final markers.
  const renderChildren = (node: AnyStateNode, indent: string): string[] => {
    const lines: string[] = [];
    const children = Object.values(node.states);
    if (node.type !== 'parallel') {
      for (const target of node.initial?.target ?? []) lines.push(`${indent}[*] --> ${idOf(target)}`);
    }
    if (node !== machine.root) lines.push(...handledLines(node, indent));
    children.forEach((child, index) => {
      if (node.type === 'parallel' && index > 0) lines.push(`${indent}--`);
      lines.push(...renderState(child, indent));
    });
    for (const child of children) {
      if (child.type === 'final') lines.push(`${indent}${idOf(child)} --> [*]`);
    }
    return lines;
  };

  const renderState = (node: AnyStateNode, indent: string): string[] => {
    const head = `${indent}state "${flow.stateLabel(node)}" as ${idOf(node)}`;
    if (isAtomic(node)) return [head, ...handledLines(node, indent)];
    // No space before `{`: Mermaid keeps it as part of an `as` id.
    return [`${head}{`, ...renderChildren(node, `${indent}  `), `${indent}}`];
  };

  // Every edge is written at the top level, after all states are declared: Mermaid moves a state
  // into the last block that mentions it, and crashes on an edge written inside a parallel region
  // that touches a compound state. A top-level mention keeps each state where it was declared.
  // A transition that stays in its state is listed on it instead (handledLines): Mermaid keeps one
  // self-loop per state and fails on self-loops of nested compounds.
  const body = renderChildren(machine.root, '  ');
  const anyState = flow.anyStateUsed ? [`  state "any state" as ${ANY_STATE_ID}`, ...handledLines(machine.root, '  ')] : [];
  const edges = flow.edges.map((edge) => `  ${idOf(edge.from)} --> ${idOf(edge.to)} : ${edge.label}`);
  return ['stateDiagram-v2', ...body, ...anyState, ...edges].join('\n');
}
