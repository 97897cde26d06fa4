// The goalmouth seen from behind the penalty spot (one SVG): the ball flies to the kick's aim and
// the keeper dives, a save to the ball, a goal to the other side. The kick's result and aim come
// from the maker's outcome; this file only draws them.
import type { Aim, Kick } from '../../../../../src/domain/fair-games/penalty-shootout';
import { svg } from '../shared/dom';

const WIDTH = 320;
const HEIGHT = 190;
const SPOT = { x: 160, y: 168 };
/** Where the ball ends in the goal mouth for each aim; a miss goes over or wide of it. */
const TARGET: Readonly<Record<Aim, { x: number; y: number }>> = { left: { x: 108, y: 62 }, centre: { x: 160, y: 52 }, right: { x: 212, y: 66 } };
const WIDE: Readonly<Record<Aim, { x: number; y: number }>> = { left: { x: 62, y: 40 }, centre: { x: 164, y: 10 }, right: { x: 258, y: 44 } };
const KEEPER_REACH: Readonly<Record<Aim, number>> = { left: -46, centre: 0, right: 46 };
const OTHER_SIDE: Readonly<Record<Aim, Aim>> = { left: 'right', centre: 'left', right: 'left' };

export class Pitch {
  readonly element: SVGSVGElement;
  private readonly ball: SVGGElement;
  private readonly keeper: SVGGElement;
  private readonly shout: SVGTextElement;
  private readonly kitColour: SVGRectElement;

  constructor(label: string) {
    this.element = svg('svg', { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: 'pitch', role: 'img', 'aria-label': label });
    const net = svg('g', { class: 'net' });
    for (let x = 86; x <= 234; x += 12) net.append(svg('line', { x1: x, y1: 30, x2: x, y2: 96 }));
    for (let y = 30; y <= 96; y += 11) net.append(svg('line', { x1: 80, y1: y, x2: 240, y2: y }));
    this.kitColour = svg('rect', { x: -9, y: -20, width: 18, height: 24, rx: 5, class: 'keeper-kit' });
    this.keeper = svg('g', { class: 'keeper' }, svg('g', { transform: 'translate(160 84)' }, this.kitColour, svg('circle', { cx: 0, cy: -27, r: 7, class: 'keeper-head' }), svg('rect', { x: -24, y: -19, width: 48, height: 6, rx: 3, class: 'keeper-arms' }), svg('rect', { x: -8, y: 4, width: 16, height: 12, rx: 3, class: 'keeper-legs' })));
    this.ball = svg('g', { class: 'ball' }, svg('circle', { cx: 0, cy: 0, r: 7, class: 'ball-face' }), svg('path', { d: 'M-3 -2 L0 -4 L3 -2 L2 2 L-2 2 Z', class: 'ball-patch' }));
    this.shout = svg('text', { x: 160, y: 132, 'text-anchor': 'middle', class: 'shout' });
    this.element.append(
      svg('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, class: 'grass' }),
      svg('path', { d: `M0 104 H${WIDTH}`, class: 'line' }),
      svg('path', { d: 'M40 104 L14 176 M280 104 L306 176', class: 'line' }),
      svg('ellipse', { cx: SPOT.x, cy: SPOT.y + 4, rx: 5, ry: 2, class: 'spot' }),
      net,
      svg('path', { d: 'M80 98 V28 H240 V98', class: 'posts' }),
      this.keeper,
      this.ball,
      this.shout,
    );
    this.reset();
  }

  private placeBall(x: number, y: number, scale: number): void {
    this.ball.setAttribute('transform', `translate(${x} ${y}) scale(${scale})`);
  }

  /** The ball back on the spot, the keeper on his line. */
  reset(): void {
    this.placeBall(SPOT.x, SPOT.y, 1);
    this.keeper.setAttribute('transform', '');
    this.shout.textContent = '';
    this.shout.removeAttribute('data-result');
  }

  /** Draws a kick as it ended, with no motion. */
  show(kick: Kick, shout: string): void {
    const end = kick.result === 'miss' ? WIDE[kick.aim] : TARGET[kick.aim];
    const dive = KEEPER_REACH[kick.result === 'save' ? kick.aim : OTHER_SIDE[kick.aim]];
    // The keeper wears the colours of the side not kicking.
    this.kitColour.dataset.team = kick.team === 'home' ? 'away' : 'home';
    this.placeBall(kick.result === 'save' ? end.x + (kick.aim === 'centre' ? 0 : KEEPER_REACH[kick.aim] * -0.1) : end.x, kick.result === 'save' ? end.y + 16 : end.y, 0.55);
    this.keeper.setAttribute('transform', `translate(${dive} ${kick.result === 'save' && kick.aim === 'centre' ? -6 : 4}) rotate(${dive / 2.4} 160 84)`);
    this.shout.textContent = shout;
    this.shout.dataset.result = kick.result;
  }

  /** Animates a kick over `ms` milliseconds; resolves when it has landed. */
  async play(kick: Kick, shout: string, ms: number): Promise<void> {
    this.reset();
    this.kitColour.dataset.team = kick.team === 'home' ? 'away' : 'home';
    const end = kick.result === 'miss' ? WIDE[kick.aim] : TARGET[kick.aim];
    const dive = KEEPER_REACH[kick.result === 'save' ? kick.aim : OTHER_SIDE[kick.aim]];
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const frame = (now: number) => {
        const t = Math.min(1, (now - started) / ms);
        // The ball rises on a slight arc and shrinks with distance; the keeper leaves a little late.
        const eased = 1 - (1 - t) ** 2;
        const x = SPOT.x + (end.x - SPOT.x) * eased;
        const y = SPOT.y + (end.y - SPOT.y) * eased - Math.sin(Math.PI * t) * 18;
        this.placeBall(x, y, 1 - 0.45 * eased);
        const reach = Math.max(0, (t - 0.25) / 0.75);
        this.keeper.setAttribute('transform', `translate(${dive * reach} ${4 * reach}) rotate(${(dive / 2.4) * reach} 160 84)`);
        if (t < 1) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
    this.show(kick, shout);
  }
}
