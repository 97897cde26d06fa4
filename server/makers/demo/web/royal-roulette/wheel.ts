// The European wheel in SVG: wooden rim, ball track, 37 pockets and the turret. It spins clockwise
// while the ball runs the other way, drops and lands in the maker's pocket, then rides the wheel.
import { motionScale, svg } from '../shared/dom';
import type { Sound } from '../shared/sound';
import { WHEEL_ORDER, colourOf } from './game-data';

const STEP = 360 / WHEEL_ORDER.length;
const TRACK_RADIUS = 84;
const POCKET_RADIUS = 62;
const COLOURS = { red: '#c8102e', black: '#15161a', green: '#0d8a46' } as const;

const polar = (radius: number, degrees: number): [number, number] => {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [radius * Math.cos(radians), radius * Math.sin(radians)];
};

function sector(inner: number, outer: number, from: number, to: number): string {
  const [x0, y0] = polar(outer, from);
  const [x1, y1] = polar(outer, to);
  const [x2, y2] = polar(inner, to);
  const [x3, y3] = polar(inner, from);
  return `M${x0} ${y0}A${outer} ${outer} 0 0 1 ${x1} ${y1}L${x2} ${y2}A${inner} ${inner} 0 0 0 ${x3} ${y3}Z`;
}

export class Wheel {
  readonly element: SVGSVGElement;
  private readonly rotor: SVGGElement;
  private readonly ball: SVGCircleElement;
  private wheelAngle = 0;
  private ballAngle = 0;
  private ballRadius = TRACK_RADIUS;
  private ballOnWheel = false;

  constructor() {
    this.element = svg('svg', { viewBox: '-100 -100 200 200', class: 'wheel', role: 'img' });
    const defs = svg('defs');
    defs.innerHTML = `
      <radialGradient id="wood" cx="50%" cy="45%" r="60%"><stop offset="70%" stop-color="#7a3b12"/><stop offset="88%" stop-color="#4a220a"/><stop offset="100%" stop-color="#2a1204"/></radialGradient>
      <radialGradient id="track" cx="50%" cy="50%" r="50%"><stop offset="80%" stop-color="#2b2b30"/><stop offset="100%" stop-color="#0c0c0e"/></radialGradient>
      <radialGradient id="cone" cx="45%" cy="40%" r="60%"><stop offset="0%" stop-color="#c98a3c"/><stop offset="60%" stop-color="#7a3b12"/><stop offset="100%" stop-color="#3b1a06"/></radialGradient>
      <linearGradient id="goldline" x1="0" y1="0" x2="1" y2="1"><stop offset="0%" stop-color="#fff3b0"/><stop offset="50%" stop-color="#e5ad3a"/><stop offset="100%" stop-color="#8a5a12"/></linearGradient>
      <radialGradient id="ball" cx="35%" cy="35%" r="65%"><stop offset="0%" stop-color="#ffffff"/><stop offset="70%" stop-color="#dcdcdc"/><stop offset="100%" stop-color="#8a8a8a"/></radialGradient>`;
    this.element.append(defs);
    this.element.append(svg('circle', { r: 99, fill: 'url(#wood)' }), svg('circle', { r: 92, fill: 'none', stroke: 'url(#goldline)', 'stroke-width': 2.5 }), svg('circle', { r: 90, fill: 'url(#track)' }));
    // Diamond deflectors on the track.
    for (let index = 0; index < 8; index += 1) {
      const [x, y] = polar(80, index * 45 + 22.5);
      this.element.append(svg('rect', { x: x - 2, y: y - 2, width: 4, height: 4, fill: 'url(#goldline)', transform: `rotate(${index * 45 + 22.5} ${x} ${y})` }));
    }
    this.rotor = svg('g', { class: 'rotor' });
    this.rotor.append(svg('circle', { r: 77, fill: '#3b1a06' }));
    WHEEL_ORDER.forEach((pocket, index) => {
      const from = index * STEP - STEP / 2;
      const to = from + STEP;
      this.rotor.append(svg('path', { d: sector(54, 76, from, to), fill: COLOURS[colourOf(pocket)], stroke: '#e5ad3a', 'stroke-width': 0.5 }));
      this.rotor.append(svg('path', { d: sector(44, 54, from, to), fill: '#1d1d22', stroke: '#b78a2a', 'stroke-width': 0.6 }));
      const [x, y] = polar(69, index * STEP);
      this.rotor.append(svg('text', { x, y, transform: `rotate(${index * STEP} ${x} ${y})`, class: 'wheel-number', 'text-anchor': 'middle', 'dominant-baseline': 'central' }, String(pocket)));
    });
    this.rotor.append(svg('circle', { r: 44, fill: 'url(#cone)', stroke: 'url(#goldline)', 'stroke-width': 1.5 }));
    for (let index = 0; index < 4; index += 1) this.rotor.append(svg('path', { d: 'M0 -30L4 -6L0 0L-4 -6Z', fill: 'url(#goldline)', transform: `rotate(${index * 90})` }));
    this.rotor.append(svg('circle', { r: 8, fill: 'url(#goldline)' }), svg('circle', { r: 3.5, fill: '#fff3b0' }));
    this.element.append(this.rotor);
    this.ball = svg('circle', { r: 4.2, fill: 'url(#ball)', class: 'ball' });
    this.element.append(this.ball);
    this.ballAngle = 200;
    this.paint();
  }

  describe(text: string): void {
    this.element.setAttribute('aria-label', text);
  }

  private paint(): void {
    this.rotor.setAttribute('transform', `rotate(${this.wheelAngle % 360})`);
    const absolute = this.ballOnWheel ? this.wheelAngle + this.ballAngle : this.ballAngle;
    const [x, y] = polar(this.ballRadius, absolute);
    this.ball.setAttribute('cx', x.toFixed(2));
    this.ball.setAttribute('cy', y.toFixed(2));
  }

  /** Spins and lands the ball in `pocket`; resolves when the ball has settled. */
  spin(pocket: number, sound: Sound): Promise<void> {
    const scale = motionScale();
    const wheelTime = 7200 * scale;
    const ballTime = 5200 * scale;
    const startWheel = this.wheelAngle % 360;
    const wheelTurn = 540;
    const startBall = this.ballOnWheel ? (this.wheelAngle + this.ballAngle) % 360 : this.ballAngle;
    this.ballOnWheel = false;
    const pocketAngle = WHEEL_ORDER.indexOf(pocket) * STEP;
    // Where the ball ends, measured on the wheel, after several laps the other way.
    const startRelative = startBall - startWheel;
    const endRelative = pocketAngle - 360 * 5;
    const travel = ((((startRelative - endRelative) % 360) + 360) % 360) + 360 * 5;
    const started = performance.now();
    let lastFret = 0;
    return new Promise((resolve) => {
      let landed = false;
      const frame = (time: number) => {
        const elapsed = time - started;
        const w = Math.min(1, elapsed / wheelTime);
        this.wheelAngle = startWheel + wheelTurn * (1 - (1 - w) ** 3);
        const b = Math.min(1, elapsed / ballTime);
        const relative = startRelative - travel * (1 - (1 - b) ** 2.4);
        this.ballAngle = this.wheelAngle + relative;
        // On the track until 65%, then it drops over the frets with shrinking bounces.
        if (b < 0.65) this.ballRadius = TRACK_RADIUS;
        else {
          const drop = (b - 0.65) / 0.35;
          const bounce = Math.abs(Math.sin(drop * Math.PI * 3)) * (1 - drop) * 6;
          this.ballRadius = TRACK_RADIUS - (TRACK_RADIUS - POCKET_RADIUS) * Math.min(1, drop * 1.4) + bounce;
          const fret = Math.floor(relative / STEP);
          if (fret !== lastFret && drop < 0.8) sound.ballTick();
          lastFret = fret;
        }
        if (b >= 1 && !landed) {
          landed = true;
          this.ballOnWheel = true;
          this.ballAngle = pocketAngle;
          this.ballRadius = POCKET_RADIUS;
          sound.ballDrop();
          resolve();
        }
        if (this.ballOnWheel) this.ballAngle = pocketAngle;
        this.paint();
        if (w < 1) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  }
}
