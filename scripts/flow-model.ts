// Reads one XState machine into what its diagrams show: a name for every state, what each state
// invokes, the transitions drawn as edges and the ones listed on a state (handled without leaving
// it). The Mermaid text of docs/flows/<name>.md and the SVG of the flow gallery are both drawn from
// this, so the two cannot disagree. Pure: no file system, no imports of machines.
import type { AnyStateMachine, AnyStateNode } from 'xstate';

type Transition = AnyStateNode['always'] extends (infer T)[] | undefined ? T : never;

// Mermaid's lexer reads these words as keywords (case-insensitively, `default` even as a prefix),
// so a state id that starts with one is prefixed.
const MERMAID_KEYWORD = /^(state|note|scale|hide|direction|class|style|end|root|as|default|acc)/i;

/** The machine's own `on` handlers apply in every state; diagrams hang them on one box of this id. */
export const ANY_STATE_ID = 'any_state';

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

export interface FlowEdge {
  readonly from: AnyStateNode;
  readonly to: AnyStateNode;
  readonly label: string;
}

export interface MachineFlow {
  readonly machine: AnyStateMachine;
  /** A state's id in the diagrams: its path joined by `_`, unique, never a Mermaid keyword. */
  idOf(node: AnyStateNode): string;
  /** The state's name and what it invokes: `loading · invoke: loadLobby`. */
  stateLabel(node: AnyStateNode): string;
  /** What a state handles without leaving it: `on REFRESH`, `ignores RETRY`. */
  readonly handled: ReadonlyMap<AnyStateNode, readonly string[]>;
  /** Every transition to another state, once per source, target and label, in machine order. */
  readonly edges: readonly FlowEdge[];
  /** Whether any diagram needs the "any state" box (the machine has handlers of its own). */
  readonly anyStateUsed: boolean;
}

export const isAtomic = (node: AnyStateNode): boolean => Object.keys(node.states).length === 0;

export function readFlow(machine: AnyStateMachine): MachineFlow {
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

  const edges = new Map<string, FlowEdge>();
  // A transition that stays in its state (no target, or itself) is listed on the state instead of
  // drawn as an edge.
  const handled = new Map<AnyStateNode, string[]>();

  const addTransition = (node: AnyStateNode, t: Transition, label: string): void => {
    const targets = t.target ?? [];
    if (targets.length === 0 || targets.every((target) => target === node)) {
      // An empty handler (no target, no action) is how a state ignores an event its parent handles.
      const ignores = targets.length === 0 && t.actions.length === 0 && !t.reenter;
      const entry = ignores ? `ignores ${label}` : `on ${label}${t.reenter ? ' (re-enters)' : ''}`;
      handled.set(node, [...(handled.get(node) ?? []), entry]);
      return;
    }
    for (const target of targets) {
      const key = `${idOf(node)} --> ${idOf(target)} : ${label}`;
      if (!edges.has(key)) edges.set(key, { from: node, to: target, label });
    }
  };

  const collectTransitions = (node: AnyStateNode): void => {
    for (const [eventType, transitions] of node.transitions) {
      for (const t of transitions) addTransition(node, t, edgeLabel(node, eventType, t));
    }
    for (const t of node.always ?? []) addTransition(node, t, edgeLabel(node, '', t));
    for (const child of Object.values(node.states)) collectTransitions(child);
  };

  const stateLabel = (node: AnyStateNode): string => {
    const invokes = node.invoke.map((inv) => `invoke: ${invokeName(node, inv.id)}`);
    const name = node.type === 'history' ? `${node.key} (history)` : node.key;
    return [name, ...invokes].join(' · ').replace(/"/g, "'");
  };

  ids.set(machine.root, ANY_STATE_ID);
  taken.add(ANY_STATE_ID);
  collectTransitions(machine.root);
  const edgeList = [...edges.values()];
  const anyStateUsed = handled.has(machine.root) || edgeList.some((edge) => edge.from === machine.root || edge.to === machine.root);
  return { machine, idOf, stateLabel, handled, edges: edgeList, anyStateUsed };
}
