// The betting table in SVG, laid out across a wide screen or down a phone. Every bet has a spot:
// a number's cell (straight), the line between two numbers (split), the outer edge of a row
// (street), a crossing (corner, or line at the outer edge), and the outside boxes. Positions are
// worked out once in "table units" (u along the twelve rows of three, v across them) and mapped.
import { svg } from '../shared/dom';
import type { Translate } from '../shared/i18n';
import { colourOf, type BetKind } from './game-data';

export type Orientation = 'wide' | 'tall';

export interface Spot {
  key: string;
  kind: BetKind;
  numbers: number[];
  label: string;
  /** Centre in table units. */
  u: number;
  v: number;
}

interface Box {
  spot: Spot;
  u0: number;
  v0: number;
  u1: number;
  v1: number;
  text: string;
  fill: string;
  textClass?: string;
}

const U_MIN = -1;
const U_MAX = 13;
const V_MAX = 5;
const number = (street: number, row: number) => street * 3 + (3 - row); // row 0 holds 3, 6, 9…

export const spotKey = (kind: BetKind, numbers: number[]) => `${kind}:${[...numbers].sort((a, b) => a - b).join('-')}`;

function makeSpot(t: Translate, kind: BetKind, numbers: number[], u: number, v: number, name?: string): Spot {
  const sorted = [...numbers].sort((a, b) => a - b);
  const label = name ?? `${kindName(t, kind)}: ${sorted.join(', ')}`;
  return { key: spotKey(kind, sorted), kind, numbers: sorted, label, u, v };
}

export function kindName(t: Translate, kind: BetKind): string {
  switch (kind) {
    case 'straight':
      return t('roulette.betStraight');
    case 'split':
      return t('roulette.betSplit');
    case 'street':
      return t('roulette.betStreet');
    case 'corner':
      return t('roulette.betCorner');
    case 'line':
      return t('roulette.betLine');
    case 'dozen':
      return t('roulette.betDozen');
    case 'column':
      return t('roulette.betColumn');
    default:
      return t(`roulette.${kind}`);
  }
}

/** Every place a chip can go, cells first (they lie underneath the lines and crossings). */
export function tableSpots(t: Translate): { boxes: Box[]; edges: Spot[] } {
  const boxes: Box[] = [];
  const edges: Spot[] = [];
  boxes.push({ spot: makeSpot(t, 'straight', [0], -0.5, 1.5, '0'), u0: -1, v0: 0, u1: 0, v1: 3, text: '0', fill: 'green' });
  for (let street = 0; street < 12; street += 1) {
    for (let row = 0; row < 3; row += 1) {
      const n = number(street, row);
      boxes.push({ spot: makeSpot(t, 'straight', [n], street + 0.5, row + 0.5, String(n)), u0: street, v0: row, u1: street + 1, v1: row + 1, text: String(n), fill: colourOf(n) });
      // The line to the next row of three (n and n + 3), and to the number across (n and n − 1).
      if (street < 11) edges.push(makeSpot(t, 'split', [n, n + 3], street + 1, row + 0.5));
      if (row < 2) edges.push(makeSpot(t, 'split', [n, n - 1], street + 0.5, row + 1));
      if (street < 11 && row < 2) edges.push(makeSpot(t, 'corner', [n, n - 1, n + 3, n + 2], street + 1, row + 1));
    }
    edges.push(makeSpot(t, 'street', [street * 3 + 1, street * 3 + 2, street * 3 + 3], street + 0.5, 3));
    if (street < 11) edges.push(makeSpot(t, 'line', [1, 2, 3, 4, 5, 6].map((offset) => street * 3 + offset), street + 1, 3));
  }
  // Zero's neighbours: splits with 1, 2, 3 and the two three-number streets.
  for (let row = 0; row < 3; row += 1) edges.push(makeSpot(t, 'split', [0, 3 - row], 0, row + 0.5));
  edges.push(makeSpot(t, 'street', [0, 2, 3], 0, 1), makeSpot(t, 'street', [0, 1, 2], 0, 2), makeSpot(t, 'corner', [0, 1, 2, 3], 0, 3));
  for (let row = 0; row < 3; row += 1) {
    const numbers = Array.from({ length: 12 }, (_, street) => number(street, row));
    boxes.push({ spot: makeSpot(t, 'column', numbers, 12.5, row + 0.5, `${t('roulette.betColumn')} ${3 - row}`), u0: 12, v0: row, u1: 13, v1: row + 1, text: t('roulette.column'), fill: 'felt', textClass: 'small' });
  }
  for (let dozen = 0; dozen < 3; dozen += 1) {
    const numbers = Array.from({ length: 12 }, (_, index) => dozen * 12 + index + 1);
    const text = t(`roulette.dozen${dozen + 1}` as 'roulette.dozen1');
    boxes.push({ spot: makeSpot(t, 'dozen', numbers, dozen * 4 + 2, 3.5, text), u0: dozen * 4, v0: 3, u1: dozen * 4 + 4, v1: 4, text, fill: 'felt' });
  }
  const evens: [BetKind, string, string][] = [
    ['low', t('roulette.low'), 'felt'],
    ['even', t('roulette.even'), 'felt'],
    ['red', '', 'red'],
    ['black', '', 'black'],
    ['odd', t('roulette.odd'), 'felt'],
    ['high', t('roulette.high'), 'felt'],
  ];
  evens.forEach(([kind, text, fill], index) => {
    boxes.push({ spot: makeSpot(t, kind, [], index * 2 + 1, 4.5, t(`roulette.${kind}` as 'roulette.red')), u0: index * 2, v0: 4, u1: index * 2 + 2, v1: 5, text, fill: kind === 'red' || kind === 'black' ? `diamond-${fill}` : fill });
  });
  return { boxes, edges };
}

export interface TableView {
  element: SVGSVGElement;
  /** Screen position (in the SVG's own units) of a spot's centre. */
  at(spot: Spot): [number, number];
  boxes: Box[];
  edges: Spot[];
}

export function drawTable(t: Translate, orientation: Orientation, onPick: (spot: Spot) => void): TableView {
  const wide = orientation === 'wide';
  const unitU = wide ? 58 : 33;
  const unitV = wide ? 50 : 68;
  // wide: x = u, y = v. tall: x = 3 − v (so the 1, 4, 7… row sits on the left), y = u.
  const map = (u: number, v: number): [number, number] => (wide ? [(u - U_MIN) * unitU, v * unitV] : [(3 - v + 2) * unitV, (u - U_MIN) * unitU]);
  const width = wide ? (U_MAX - U_MIN) * unitU : V_MAX * unitV;
  const height = wide ? V_MAX * unitV : (U_MAX - U_MIN) * unitU;
  const element = svg('svg', { viewBox: `-2 -2 ${width + 4} ${height + 4}`, class: `table table-${orientation}`, role: 'group' });
  element.setAttribute('aria-label', t('roulette.placeBets'));
  const { boxes, edges } = tableSpots(t);
  const rect = (u0: number, v0: number, u1: number, v1: number) => {
    const [x0, y0] = map(u0, v0);
    const [x1, y1] = map(u1, v1);
    return { x: Math.min(x0, x1), y: Math.min(y0, y1), width: Math.abs(x1 - x0), height: Math.abs(y1 - y0) };
  };
  const activate = (target: SVGElement, spot: Spot) => {
    target.addEventListener('click', () => onPick(spot));
    target.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        onPick(spot);
      }
    });
  };
  const cells = svg('g', { class: 'cells' });
  for (const box of boxes) {
    const r = rect(box.u0, box.v0, box.u1, box.v1);
    const group = svg('g', { class: `cell cell-${box.fill}`, role: 'button', tabindex: 0, 'aria-label': box.spot.label, 'data-key': box.spot.key });
    group.append(svg('rect', { ...r, class: 'cell-box' }));
    const [cx, cy] = map(box.spot.u, box.spot.v);
    if (box.fill.startsWith('diamond-')) {
      const size = Math.min(r.width, r.height) * 0.32;
      group.append(svg('path', { d: `M${cx} ${cy - size}L${cx + size * 1.4} ${cy}L${cx} ${cy + size}L${cx - size * 1.4} ${cy}Z`, class: `diamond ${box.fill}` }));
    } else {
      const rotate = !wide && box.spot.kind !== 'straight' && box.spot.kind !== 'column' ? ` rotate(-90 ${cx} ${cy})` : '';
      group.append(svg('text', { x: cx, y: cy, class: `cell-text ${box.textClass ?? ''} ${box.spot.kind === 'straight' ? 'number' : ''}`, transform: rotate.trim(), 'text-anchor': 'middle', 'dominant-baseline': 'central' }, box.text));
    }
    activate(group, box.spot);
    cells.append(group);
  }
  element.append(cells);
  // Lines and crossings on top, thin but big enough for a thumb; reached by pointer only (a
  // keyboard player has every number and outside box, and the arrow keys move between them).
  const hits = svg('g', { class: 'hits' });
  for (const spot of edges) {
    const [cx, cy] = map(spot.u, spot.v);
    const onULine = Number.isInteger(spot.u);
    const onVLine = Number.isInteger(spot.v);
    const alongU = wide ? unitU : unitU;
    const crossing = onULine && onVLine;
    const thick = wide ? 14 : 12;
    let w: number;
    let hgt: number;
    if (crossing) [w, hgt] = [20, 20];
    else if (onULine) [w, hgt] = wide ? [thick, unitV * 0.6] : [unitV * 0.6, thick];
    else [w, hgt] = wide ? [alongU * 0.6, thick] : [thick, alongU * 0.6];
    // Lines and crossings are for pointers: assistive technology gets the numbers and outside boxes
    // (buttons), so these stay hidden from it; the title is the tooltip a mouse shows.
    const zone = svg('rect', { x: cx - w / 2, y: cy - hgt / 2, width: w, height: hgt, class: 'hit', 'aria-hidden': 'true', 'data-key': spot.key }, svg('title', {}, spot.label));
    zone.addEventListener('click', () => onPick(spot));
    hits.append(zone);
  }
  element.append(hits);
  element.append(svg('g', { class: 'chips' }));
  return { element, at: (spot) => map(spot.u, spot.v), boxes, edges };
}
