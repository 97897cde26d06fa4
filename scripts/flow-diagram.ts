// Turns one XState machine into a Mermaid `stateDiagram-v2`, read from the machine's own state
// nodes so the diagram cannot drift from the code. Pure: no file system, no imports of machines.
import type { AnyStateMachine, AnyStateNode } from 'xstate';

type Transition = AnyStateNode['always'] extends (infer T)[] | undefined ? T : never;

// Mermaid's lexer reads these words as keywords (case-insensitively, `default` even as a prefix),
// so a state id that starts with one is prefixed.
const MERMAID_KEYWORD = /^(state|note|scale|hide|direction|class|style|end|root|as|default|acc)/i;

/** `30000` → `30s`, `300000` → `5min`, `800` → `800ms`. */
export function formatMs(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000}min`;
  if (ms >= 1000) return `${Number((ms / 1000).toFixed(3))}s`;
  return `${ms}ms`;
}

/** Names a guard the way the machine's config names it; higher-order guards are spelled out. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as { name?: string; guards?: unknown[]; stateValue?: unknown };
    const parts = fn.guards?.map(guardName) ?? [];
    if (fn.name === 'and') return parts.join(' && ');
    if (fn.name === 'or') return parts.join(' || ');
    if (fn.name === 'not') return `!${parts[0] ?? ''}`;
    if (fn.name === 'stateIn') return `in ${JSON.stringify(fn.stateValue)}`;
    return fn.name || 'inline guard';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'guard';
}

/** Mermaid edge labels end at `:` or `;` and treat `%%` as a comment, so those never reach it. */
function safeLabel(text: string): string {
  return text.replace(/[:;]/g, ' ').replace(/%%/g, '%').replace(/\s+/g, ' ').trim();
}

export function renderStateDiagram(machine: AnyStateMachine): string {
  const ids = new Map<AnyStateNode, string>();
  const taken = new Set<string>();
  const idOf = (node: AnyStateNode): string => {
    let id = ids.get(node);
    if (id) return id;
    const base = node.path.join('_').replace(/[^A-Za-z0-9_]/g, '_');
    const safe = MERMAID_KEYWORD.test(base) ? `s_${base}` : base;
    id = safe;
    for (let n = 2; taken.has(id); n++) id = `${safe}_${n}`;
    ids.set(node, id);
    taken.add(id);
    return id;
  };

  const invokeName = (node: AnyStateNode, invokeId: string): string => {
    const found = node.invoke.find((inv) => inv.id === invokeId);
    if (!found) return invokeId;
    return typeof found.src === 'string' && !found.src.startsWith('xstate.invoke.') ? found.src : found.id;
  };

  const delayLabel = (node: AnyStateNode, eventType: string): string => {
    const delay = node.after.find((t) => t.eventType === eventType)?.delay;
    if (typeof delay === 'number') return `after ${formatMs(delay)}`;
    if (typeof delay === 'string') {
      const named = (machine.implementations.delays as Record<string, unknown>)[delay];
      return typeof named === 'number' ? `after ${delay} (${formatMs(named)})` : `after ${delay}`;
    }
    return 'after (computed delay)';
  };

  const eventLabel = (node: AnyStateNode, eventType: string): string => {
    if (eventType.startsWith('xstate.after.')) return delayLabel(node, eventType);
    const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
    if (actor) return `${actor[1] === 'done' ? 'onDone' : 'onError'} ${invokeName(node, actor[2] ?? '')}`;
    const snapshot = /^xstate\.snapshot\.(.+)$/.exec(eventType);
    if (snapshot) return `onSnapshot ${invokeName(node, snapshot[1] ?? '')}`;
    if (eventType.startsWith('xstate.done.state.')) return 'onDone';
    return eventType;
  };

  const edgeLabel = (node: AnyStateNode, eventType: string, t: Transition): string => {
    const base = eventType === '' ? 'always' : eventLabel(node, eventType);
    return safeLabel(t.guard === undefined ? base : `${base} [${guardName(t.guard)}]`);
  };

  // Every edge is written at the top level, after all states are declared: Mermaid moves a state
  // into the last block that mentions it, and crashes on an edge written inside a parallel region
  // that touches a compound state. A top-level mention keeps each state where it was declared.
  const edges = new Set<string>();
  // A transition that stays in its state (no target, or itself) is listed on the state instead
  // of drawn: Mermaid keeps one self-loop per state and fails on self-loops of nested compounds.
  const internal = new Map<AnyStateNode, string[]>();

  const addTransition = (node: AnyStateNode, t: Transition, label: string): void => {
    const targets = t.target ?? [];
    if (targets.length === 0 || targets.every((target) => target === node)) {
      // An empty handler (no target, no action) is how a state ignores an event its parent handles.
      const ignores = targets.length === 0 && t.actions.length === 0 && !t.reenter;
      const entry = ignores ? `ignores ${label}` : `on ${label}${t.reenter ? ' (re-enters)' : ''}`;
      internal.set(node, [...(internal.get(node) ?? []), entry]);
      return;
    }
    for (const target of targets) edges.add(`${idOf(node)} --> ${idOf(target)} : ${label}`);
  };

  const collectTransitions = (node: AnyStateNode): void => {
    for (const [eventType, transitions] of node.transitions) {
      for (const t of transitions) addTransition(node, t, edgeLabel(node, eventType, t));
    }
    for (const t of node.always ?? []) addTransition(node, t, edgeLabel(node, '', t));
    for (const child of Object.values(node.states)) collectTransitions(child);
  };

  const isAtomic = (node: AnyStateNode): boolean => Object.keys(node.states).length === 0;

  const stateLabel = (node: AnyStateNode): string => {
    const invokes = node.invoke.map((inv) => `invoke: ${invokeName(node, inv.id)}`);
    const name = node.type === 'history' ? `${node.key} (history)` : node.key;
    return [name, ...invokes].join(' · ').replace(/"/g, "'");
  };

  // `id : text` lines list what a state handles without leaving it. Mermaid draws them only on
  // atomic states, so a compound state gets an unconnected "while in ..." box inside it.
  const handledLines = (node: AnyStateNode, indent: string): string[] => {
    const entries = internal.get(node) ?? [];
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
    const head = `${indent}state "${stateLabel(node)}" as ${idOf(node)}`;
    if (isAtomic(node)) return [head, ...handledLines(node, indent)];
    // No space before `{`: Mermaid keeps it as part of an `as` id.
    return [`${head}{`, ...renderChildren(node, `${indent}  `), `${indent}}`];
  };

  // Machine-level `on` handlers apply in every state; they hang on one "any state" box.
  ids.set(machine.root, 'any_state');
  taken.add('any_state');
  collectTransitions(machine.root);
  const body = renderChildren(machine.root, '  ');
  const anyStateUsed = internal.has(machine.root) || [...edges].some((edge) => /(^| )any_state( |$)/.test(edge));
  const anyState = anyStateUsed ? ['  state "any state" as any_state', ...handledLines(machine.root, '  ')] : [];
  return ['stateDiagram-v2', ...body, ...anyState, ...[...edges].map((edge) => `  ${edge}`)].join('\n');
}
