// Draws one machine as an SVG state diagram for the flow gallery (docs/flows/index.html), from the
// same reading of the machine as its Mermaid text (flow-model.ts), laid out by dagre (the layout
// Mermaid itself uses for state diagrams) at generation time: the gallery needs no script and no
// network to show it, and the same machine always gives the same picture.
import dagre from '@dagrejs/dagre';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { ANY_STATE_ID, isAtomic, readFlow } from './flow-model.ts';

/** The gallery sets the SVG's text in a 12 px monospace face, so a label's width follows its length. */
const CHAR_WIDTH = 7.3;
const LINE_HEIGHT = 16;
const PADDING = 10;
const MARKER = 14;
/** Room above a compound state's children for its name. */
const CLUSTER_TITLE = 22;

interface Box {
  kind: 'state' | 'start' | 'end' | 'cluster';
  lines: string[];
  /** Lines drawn smaller under the name: what the state handles without leaving it. */
  notes: string[];
  width: number;
  height: number;
}

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const round = (n: number): number => Math.round(n * 10) / 10;

/** A smooth path through dagre's points: a uniform B-spline, the curve Mermaid draws edges with. */
function basisPath(points: ReadonlyArray<{ x: number; y: number }>): string {
  const at = (x: number, y: number) => `${round(x)},${round(y)}`;
  const [first, ...rest] = points;
  if (!first) return '';
  if (rest.length < 2) return `M${at(first.x, first.y)}${rest.map((p) => ` L${at(p.x, p.y)}`).join('')}`;
  let [x0, y0, x1, y1] = [first.x, first.y, rest[0]!.x, rest[0]!.y];
  let d = `M${at(x0, y0)} L${at((5 * x0 + x1) / 6, (5 * y0 + y1) / 6)}`;
  const curveTo = (x: number, y: number) => {
    d += ` C${at((2 * x0 + x1) / 3, (2 * y0 + y1) / 3)} ${at((x0 + 2 * x1) / 3, (y0 + 2 * y1) / 3)} ${at((x0 + 4 * x1 + x) / 6, (y0 + 4 * y1 + y) / 6)}`;
    [x0, y0, x1, y1] = [x1, y1, x, y];
  };
  for (const p of rest.slice(1)) curveTo(p.x, p.y);
  curveTo(x1, y1);
  return `${d} L${at(x1, y1)}`;
}

function measure(lines: string[], notes: string[]): { width: number; height: number } {
  const longest = Math.max(...lines.map((line) => line.length), ...notes.map((note) => note.length * 0.92), 4);
  return { width: Math.ceil(longest * CHAR_WIDTH + 2 * PADDING), height: (lines.length + notes.length) * LINE_HEIGHT + PADDING };
}

/** `key` names the diagram's arrowhead, unique on the page (default: the machine's id). */
export function renderFlowSvg(machine: AnyStateMachine, key = machine.id): string {
  const flow = readFlow(machine);
  const { idOf } = flow;
  const arrow = `arrow-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const graph = new dagre.graphlib.Graph({ compound: true, multigraph: true });
  graph.setGraph({ rankdir: 'TB', nodesep: 28, ranksep: 36, edgesep: 12, marginx: 8, marginy: 8 });
  graph.setDefaultEdgeLabel(() => ({}));
  const boxes = new Map<string, Box>();

  const addBox = (id: string, box: Omit<Box, 'width' | 'height'>, parent: string | undefined): void => {
    const size = box.kind === 'start' || box.kind === 'end' ? { width: MARKER, height: MARKER } : measure(box.lines, box.notes);
    boxes.set(id, { ...box, ...size });
    graph.setNode(id, { ...size });
    if (parent) graph.setParent(id, parent);
  };
  const startOf = (node: AnyStateNode): string => (node === machine.root ? 'root__start' : `${idOf(node)}__start`);
  // A compound state's transitions leave from a "while in …" box inside it (dagre draws no edge
  // from a cluster), as the Mermaid text lists them.
  const whileIn = (node: AnyStateNode): string => {
    const id = `${idOf(node)}__handles`;
    if (!boxes.has(id)) addBox(id, { kind: 'state', lines: [`while in ${node.key}`], notes: [...(flow.handled.get(node) ?? [])] }, idOf(node));
    return id;
  };
  /** Where an edge into `node` ends: a compound state is entered at its start marker. */
  const entryOf = (node: AnyStateNode): string => (node === machine.root ? ANY_STATE_ID : isAtomic(node) ? idOf(node) : startOf(node));
  const exitOf = (node: AnyStateNode): string => (node === machine.root ? ANY_STATE_ID : isAtomic(node) ? idOf(node) : whileIn(node));

  const edges: Array<{ from: string; to: string; label: string }> = [];
  const addChildren = (node: AnyStateNode): void => {
    const parent = node === machine.root ? undefined : idOf(node);
    const children = Object.values(node.states);
    addBox(startOf(node), { kind: 'start', lines: [], notes: [] }, parent);
    if (node.type === 'parallel') {
      for (const child of children) edges.push({ from: startOf(node), to: entryOf(child), label: '' });
    } else {
      for (const target of node.initial?.target ?? []) edges.push({ from: startOf(node), to: entryOf(target), label: '' });
    }
    if (parent && (flow.handled.get(node)?.length ?? 0) > 0) whileIn(node);
    for (const child of children) {
      if (isAtomic(child)) {
        addBox(idOf(child), { kind: 'state', lines: flow.stateLabel(child).split(' · '), notes: [...(flow.handled.get(child) ?? [])] }, parent);
      } else {
        addBox(idOf(child), { kind: 'cluster', lines: [flow.stateLabel(child)], notes: [] }, parent);
        addChildren(child);
      }
    }
    if (children.some((child) => child.type === 'final')) {
      const end = `${parent ?? 'root'}__end`;
      addBox(end, { kind: 'end', lines: [], notes: [] }, parent);
      for (const child of children.filter((c) => c.type === 'final')) edges.push({ from: idOf(child), to: end, label: '' });
    }
  };
  addChildren(machine.root);
  if (flow.anyStateUsed) addBox(ANY_STATE_ID, { kind: 'state', lines: ['any state'], notes: [...(flow.handled.get(machine.root) ?? [])] }, undefined);
  for (const edge of flow.edges) edges.push({ from: exitOf(edge.from), to: entryOf(edge.to), label: edge.label });

  edges.forEach(({ from, to, label }, index) => {
    const size = label ? { width: Math.ceil(label.length * CHAR_WIDTH * 0.92) + 6, height: LINE_HEIGHT } : { width: 0, height: 0 };
    graph.setEdge(from, to, { label, ...size, labelpos: 'c' }, `e${index}`);
  });
  dagre.layout(graph);

  const parts: string[] = [];
  const clusters = [...boxes].filter(([, box]) => box.kind === 'cluster');
  // Outer clusters first, so inner ones are drawn over them.
  const depth = (id: string): number => {
    let n = 0;
    for (let parent = graph.parent(id); parent; parent = graph.parent(parent)) n++;
    return n;
  };
  clusters.sort(([a], [b]) => depth(a) - depth(b));
  for (const [id, box] of clusters) {
    const { x, y, width, height } = graph.node(id) as { x: number; y: number; width: number; height: number };
    const top = y - height / 2 - CLUSTER_TITLE;
    parts.push(
      `<g class="cluster"><rect x="${round(x - width / 2)}" y="${round(top)}" width="${round(width)}" height="${round(height + CLUSTER_TITLE)}" rx="10"/>` +
        `<text x="${round(x - width / 2 + 8)}" y="${round(top + 15)}">${escape(box.lines.join(' '))}</text></g>`,
    );
  }
  graph.edges().forEach((e) => {
    const label = graph.edge(e) as { points: Array<{ x: number; y: number }>; label: string; x?: number; y?: number; width: number };
    parts.push(`<path class="edge" d="${basisPath(label.points)}" marker-end="url(#${arrow})"/>`);
    if (label.label && label.x !== undefined && label.y !== undefined) {
      parts.push(
        `<g class="edge-label"><rect x="${round(label.x - label.width / 2)}" y="${round(label.y - LINE_HEIGHT / 2)}" width="${round(label.width)}" height="${LINE_HEIGHT}" rx="3"/>` +
          `<text x="${round(label.x)}" y="${round(label.y + 4)}">${escape(label.label)}</text></g>`,
      );
    }
  });
  for (const [id, box] of boxes) {
    if (box.kind === 'cluster') continue;
    const { x, y, width, height } = graph.node(id) as { x: number; y: number; width: number; height: number };
    if (box.kind === 'start') parts.push(`<circle class="start" cx="${round(x)}" cy="${round(y)}" r="${MARKER / 2}"/>`);
    else if (box.kind === 'end') parts.push(`<g class="end"><circle cx="${round(x)}" cy="${round(y)}" r="${MARKER / 2}"/><circle cx="${round(x)}" cy="${round(y)}" r="${MARKER / 2 - 3}"/></g>`);
    else {
      const top = y - height / 2;
      const text = [
        ...box.lines.map((line, i) => `<text class="${i === 0 ? 'name' : 'invoke'}" x="${round(x)}" y="${round(top + PADDING / 2 + LINE_HEIGHT * (i + 0.75))}">${escape(line)}</text>`),
        ...box.notes.map((note, i) => `<text class="note" x="${round(x)}" y="${round(top + PADDING / 2 + LINE_HEIGHT * (box.lines.length + i + 0.75))}">${escape(note)}</text>`),
      ];
      parts.push(`<g class="state" data-state="${escape(id)}"><rect x="${round(x - width / 2)}" y="${round(top)}" width="${width}" height="${height}" rx="6"/>${text.join('')}</g>`);
    }
  }
  const { width = 0, height = 0 } = graph.graph() as { width?: number; height?: number };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="flow" viewBox="0 0 ${Math.ceil(width)} ${Math.ceil(height)}" width="${Math.ceil(width)}" height="${Math.ceil(height)}" role="img" aria-label="${escape(`State diagram of ${machine.id}`)}">` +
    `<defs><marker id="${arrow}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z"/></marker></defs>` +
    parts.join('') +
    '</svg>'
  );
}
