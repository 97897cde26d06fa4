// Playing cards in SVG: corner indices, real pip layouts for 2 to 10, framed court cards, and a
// patterned back. Cards are "AS", "TD", "9H" (rank then suit), as the maker deals them.
import { svg } from '../shared/dom';

const SUIT_PATHS: Record<string, string> = {
  H: 'M5 9.4C5 9.4 0 6 0 3.1 0 1.3 1.3 0 2.9 0 3.9 0 4.6.6 5 1.4 5.4.6 6.1 0 7.1 0 8.7 0 10 1.3 10 3.1 10 6 5 9.4 5 9.4Z',
  D: 'M5 0 9 5 5 10 1 5Z',
  S: 'M5 0C5 0 0 3.8 0 6.3 0 7.8 1.2 8.8 2.5 8.8 3.4 8.8 4.1 8.3 4.5 7.7 4.4 8.7 4 9.4 3.2 10H6.8C6 9.4 5.6 8.7 5.5 7.7 5.9 8.3 6.6 8.8 7.5 8.8 8.8 8.8 10 7.8 10 6.3 10 3.8 5 0 5 0Z',
  C: 'M5 .3A2.35 2.35 0 0 0 2.9 3.9 2.35 2.35 0 1 0 4.5 7.6C4.4 8.6 4 9.4 3.2 10H6.8C6 9.4 5.6 8.6 5.5 7.6A2.35 2.35 0 1 0 7.1 3.9 2.35 2.35 0 0 0 5 .3Z',
};
const RED = new Set(['H', 'D']);
const RANK_TEXT: Record<string, string> = { T: '10', J: 'J', Q: 'Q', K: 'K', A: 'A' };
const L = 33;
const C = 50;
const R = 67;
const PIPS: Record<string, [number, number][]> = {
  '2': [[C, 33], [C, 107]],
  '3': [[C, 33], [C, 70], [C, 107]],
  '4': [[L, 33], [R, 33], [L, 107], [R, 107]],
  '5': [[L, 33], [R, 33], [C, 70], [L, 107], [R, 107]],
  '6': [[L, 33], [R, 33], [L, 70], [R, 70], [L, 107], [R, 107]],
  '7': [[L, 33], [R, 33], [C, 50], [L, 70], [R, 70], [L, 107], [R, 107]],
  '8': [[L, 33], [R, 33], [C, 50], [L, 70], [R, 70], [C, 90], [L, 107], [R, 107]],
  '9': [[L, 33], [R, 33], [L, 57], [R, 57], [C, 70], [L, 83], [R, 83], [L, 107], [R, 107]],
  T: [[L, 33], [R, 33], [C, 44], [L, 57], [R, 57], [L, 83], [R, 83], [C, 96], [L, 107], [R, 107]],
};

export const rankText = (card: string) => RANK_TEXT[card[0] ?? ''] ?? card[0] ?? '';
export const suitOf = (card: string) => card[1] ?? 'S';

function suit(code: string, x: number, y: number, size: number, flip = false): SVGPathElement {
  const scale = size / 10;
  const transform = `translate(${x - size / 2} ${y - size / 2}) scale(${scale})${flip ? ' rotate(180 5 5)' : ''}`;
  return svg('path', { d: SUIT_PATHS[code] ?? SUIT_PATHS.S ?? '', transform });
}

/** The face of a card, 100 × 140 units. */
export function cardFace(card: string): SVGSVGElement {
  const rank = card[0] ?? 'A';
  const code = suitOf(card);
  const colour = RED.has(code) ? '#c0182d' : '#16161d';
  const face = svg('svg', { viewBox: '0 0 100 140', class: 'card-svg', 'aria-hidden': 'true' });
  face.append(svg('rect', { x: 1, y: 1, width: 98, height: 138, rx: 8, fill: '#fffdf7', stroke: '#c9c2b0', 'stroke-width': 1.2 }));
  const ink = svg('g', { fill: colour });
  const corner = (flip: boolean) => {
    const group = svg('g', flip ? { transform: 'rotate(180 50 70)' } : {});
    group.append(svg('text', { x: 11, y: 21, 'text-anchor': 'middle', class: 'card-rank' }, rankText(card)), suit(code, 11, 31, 11));
    return group;
  };
  ink.append(corner(false), corner(true));
  const pips = PIPS[rank];
  if (pips) {
    for (const [x, y] of pips) ink.append(suit(code, x, y, 19, y > 70));
  } else if (rank === 'A') {
    ink.append(suit(code, 50, 70, code === 'S' ? 46 : 36));
  } else {
    // Court cards: a gold frame, a crown and the letter over the suit.
    ink.append(svg('rect', { x: 22, y: 20, width: 56, height: 100, rx: 4, fill: RED.has(code) ? '#fde8e8' : '#e8ecf8', stroke: '#c9a13a', 'stroke-width': 2 }));
    ink.append(svg('path', { d: 'M34 50L38 36 45 45 50 32 55 45 62 36 66 50Z', fill: '#e5b73b', stroke: '#8a6512', 'stroke-width': 1 }));
    ink.append(svg('text', { x: 50, y: 88, 'text-anchor': 'middle', class: 'card-court' }, rank));
    ink.append(suit(code, 50, 104, 14));
  }
  face.append(ink);
  return face;
}

/** The back every card shows before it is turned. */
export function cardBack(): SVGSVGElement {
  const back = svg('svg', { viewBox: '0 0 100 140', class: 'card-svg', 'aria-hidden': 'true' });
  back.innerHTML = `
    <defs><pattern id="lattice" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width="10" height="10" fill="#1d3f9a"/><path d="M0 5H10M5 0V10" stroke="#5f86e8" stroke-width="1.2"/></pattern></defs>
    <rect x="1" y="1" width="98" height="138" rx="8" fill="#fffdf7" stroke="#c9c2b0" stroke-width="1.2"/>
    <rect x="7" y="7" width="86" height="126" rx="5" fill="url(#lattice)" stroke="#e5b73b" stroke-width="2"/>
    <circle cx="50" cy="70" r="17" fill="#13296b" stroke="#e5b73b" stroke-width="2"/>
    <text x="50" y="76" text-anchor="middle" fill="#f4d47a" font-size="16" font-weight="800" font-family="Georgia, serif">JB</text>`;
  return back;
}
