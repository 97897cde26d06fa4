// The sea: fish swimming across, the cannon at the bottom locked on one of them, shots flying,
// catches and escapes. One requestAnimationFrame loop draws it all from sprites made once per size
// (fish-art.ts) onto a clear canvas over a second one, the water, painted once per size (the
// browser composites the two, so a frame never repaints the water); nothing in the loop reads
// layout (the size comes from a ResizeObserver, pointer positions from the event), so a phone
// keeps its 60 frames a second. The canvas is sized to the device's pixel ratio (at most 2).
// Less motion (prefers-reduced-motion): the fish glide at a third of their speed without bobbing,
// no particles burst or bubbles rise, and a catch fades instead of spinning away.
import { FISH, FISH_KINDS, type FishKind } from './game-data';
import { LOOKS, fishSprite } from './fish-art';

export interface SwimmingFish {
  id: number;
  kind: FishKind;
  x: number;
  y: number;
  baseY: number;
  dir: 1 | -1;
  speed: number;
  phase: number;
  /** Half the length and height, CSS pixels: the hit ellipse. */
  rx: number;
  ry: number;
  /** Set when caught: the time it started leaving. */
  caughtAt: number | null;
}

interface Shot {
  fromX: number;
  fromY: number;
  target: SwimmingFish;
  /** Where the target was last seen, should it leave the sea meanwhile. */
  toX: number;
  toY: number;
  startedAt: number;
  arrive: () => void;
  arrived: boolean;
}

interface Effect {
  kind: 'text' | 'ring' | 'burst';
  x: number;
  y: number;
  startedAt: number;
  duration: number;
  text?: string;
  particles?: { vx: number; vy: number; size: number }[];
}

const SHOT_MS = 260;
const CATCH_MS = 700;
const MAX_SCALE = 1.25;
const MIN_ANGLE = -Math.PI + 0.12;
const MAX_ANGLE = -0.12;

const clampAngle = (angle: number) => Math.min(MAX_ANGLE, Math.max(MIN_ANGLE, angle));
const totalWeight = FISH_KINDS.reduce((sum, kind) => sum + LOOKS[kind].weight, 0);

function pickKind(): FishKind {
  let pick = Math.random() * totalWeight;
  for (const kind of FISH_KINDS) {
    pick -= LOOKS[kind].weight;
    if (pick <= 0) return kind;
  }
  return 'lanternfish';
}

export class Sea {
  readonly canvas: HTMLCanvasElement;
  /** The water behind, painted once per size. */
  readonly backdrop: HTMLCanvasElement;
  /** The cannon's angle, radians from the +x axis (−π/2 points straight up). */
  angle = -Math.PI / 2;
  locked: SwimmingFish | null = null;
  /** Told whenever the fish locked on changes (the page names it). */
  onLock: (fish: SwimmingFish | null) => void = () => undefined;

  private readonly context: CanvasRenderingContext2D;
  private readonly calm: boolean;
  private width = 0;
  private height = 0;
  private ratio = 1;
  private scale = 1;
  private sprites = new Map<FishKind, HTMLCanvasElement>();
  private fish: SwimmingFish[] = [];
  private shots: Shot[] = [];
  private effects: Effect[] = [];
  private bubbles: { x: number; y: number; r: number; speed: number }[] = [];
  private nextId = 1;
  private frame = 0;
  private last = 0;
  private recoil = 0;

  constructor(reducedMotion: boolean) {
    this.calm = reducedMotion;
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'sea';
    this.backdrop = document.createElement('canvas');
    this.backdrop.className = 'sea-backdrop';
    this.backdrop.setAttribute('aria-hidden', 'true');
    const context = this.canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    this.context = context;
  }

  /** The canvas's CSS size changed (a ResizeObserver's numbers: no layout is read here). */
  resize(width: number, height: number): void {
    if (width < 10 || height < 10) return;
    const firstSize = this.width === 0;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    if (Math.abs(width - this.width) < 1 && Math.abs(height - this.height) < 1 && ratio === this.ratio) return;
    const sx = firstSize ? 1 : width / this.width;
    const sy = firstSize ? 1 : height / this.height;
    this.width = width;
    this.height = height;
    this.ratio = ratio;
    this.canvas.width = Math.round(width * ratio);
    this.canvas.height = Math.round(height * ratio);
    this.scale = Math.min(MAX_SCALE, Math.max(0.6, Math.min(width, height * 1.3) / 500));
    this.sprites = new Map(FISH_KINDS.map((kind) => [kind, fishSprite(kind, this.scale, ratio)]));
    this.paintBackground();
    for (const fish of this.fish) {
      fish.x *= sx;
      fish.baseY *= sy;
      fish.y = fish.baseY;
      this.measure(fish);
    }
    if (firstSize) this.populate();
    this.bubbles = this.calm ? [] : Array.from({ length: 14 }, () => ({ x: Math.random() * width, y: Math.random() * height, r: 1.5 + Math.random() * 3, speed: 14 + Math.random() * 26 }));
  }

  start(): void {
    if (this.frame) return;
    this.last = performance.now();
    const step = (time: number) => {
      const seconds = Math.min(0.05, (time - this.last) / 1000);
      this.last = time;
      this.update(seconds, time);
      this.draw(time);
      this.frame = requestAnimationFrame(step);
    };
    this.frame = requestAnimationFrame(step);
  }

  stop(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  /** The fish under a point (the smallest if several), else the nearest to it: a tap on open water still fires. */
  fishNear(x: number, y: number): SwimmingFish | null {
    let under: SwimmingFish | null = null;
    let nearest: SwimmingFish | null = null;
    let nearestDistance = Infinity;
    for (const fish of this.swimming()) {
      const dx = (x - fish.x) / fish.rx;
      const dy = (y - fish.y) / fish.ry;
      if (dx * dx + dy * dy <= 1 && (!under || fish.rx < under.rx)) under = fish;
      const distance = Math.hypot(x - fish.x, y - fish.y);
      if (distance < nearestDistance) {
        nearest = fish;
        nearestDistance = distance;
      }
    }
    return under ?? nearest;
  }

  lock(fish: SwimmingFish | null): void {
    if (this.locked === fish) return;
    this.locked = fish;
    this.onLock(fish);
  }

  /** Swings the cannon (keyboard) and locks on the fish closest to where it now points. */
  swing(delta: number): void {
    this.angle = clampAngle(this.angle + delta);
    this.lock(this.closestToAim());
  }

  /** Locks on the next fish along the cannon's sweep (left to right), wrapping. */
  lockNext(step: 1 | -1): void {
    const order = this.swimming().sort((a, b) => this.angleTo(a) - this.angleTo(b));
    if (order.length === 0) return this.lock(null);
    const at = this.locked ? order.indexOf(this.locked) : -1;
    const next = order[(at + step + order.length) % order.length] ?? null;
    this.lock(next);
  }

  /** The fish a shot fired now goes to: the one locked on, or the one the cannon points nearest. */
  target(): SwimmingFish | null {
    if (this.locked && this.locked.caughtAt === null) return this.locked;
    this.lock(this.closestToAim());
    return this.locked;
  }

  /** Fires a shot at the fish; resolves when it gets there. */
  shoot(fish: SwimmingFish): Promise<void> {
    this.recoil = 1;
    const muzzle = this.muzzle();
    return new Promise((resolve) => {
      this.shots.push({ fromX: muzzle.x, fromY: muzzle.y, target: fish, toX: fish.x, toY: fish.y, startedAt: performance.now(), arrive: resolve, arrived: false });
    });
  }

  /** The shot caught it: it leaves the sea with its win shown where it was. */
  caught(fish: SwimmingFish, text: string): void {
    const now = performance.now();
    if (fish.caughtAt === null && this.fish.includes(fish)) fish.caughtAt = now;
    this.effects.push({ kind: 'text', x: fish.x, y: fish.y - fish.ry, startedAt: now, duration: 1400, text });
    if (!this.calm) {
      const particles = Array.from({ length: 18 }, () => {
        const angle = Math.random() * Math.PI * 2;
        const speed = 60 + Math.random() * 140;
        return { vx: Math.cos(angle) * speed, vy: Math.sin(angle) * speed, size: 2 + Math.random() * 3 };
      });
      this.effects.push({ kind: 'burst', x: fish.x, y: fish.y, startedAt: now, duration: 800, particles });
    }
    if (this.locked === fish) this.lock(this.closestToAim(fish));
  }

  /** The shot missed: a splash where it struck, and the fish swims on. */
  escaped(fish: SwimmingFish): void {
    this.effects.push({ kind: 'ring', x: fish.x, y: fish.y, startedAt: performance.now(), duration: 450 });
  }

  private swimming(): SwimmingFish[] {
    return this.fish.filter((fish) => fish.caughtAt === null);
  }

  private muzzle(): { x: number; y: number } {
    const base = this.cannonBase();
    const reach = 46 * this.scale;
    return { x: base.x + Math.cos(this.angle) * reach, y: base.y + Math.sin(this.angle) * reach };
  }

  private cannonBase(): { x: number; y: number } {
    return { x: this.width / 2, y: this.height - 6 };
  }

  private angleTo(fish: SwimmingFish): number {
    const base = this.cannonBase();
    return Math.atan2(fish.y - base.y, fish.x - base.x);
  }

  private closestToAim(except?: SwimmingFish): SwimmingFish | null {
    let best: SwimmingFish | null = null;
    let bestGap = Infinity;
    for (const fish of this.swimming()) {
      if (fish === except || fish.x < 0 || fish.x > this.width) continue;
      const gap = Math.abs(this.angleTo(fish) - this.angle);
      if (gap < bestGap) {
        best = fish;
        bestGap = gap;
      }
    }
    return best;
  }

  private measure(fish: SwimmingFish): void {
    const look = LOOKS[fish.kind];
    fish.rx = (look.length * this.scale) / 2;
    fish.ry = Math.max(10, (look.length * look.aspect * this.scale) / 2);
  }

  private spawn(anywhere: boolean): void {
    const kind = pickKind();
    const dir: 1 | -1 = Math.random() < 0.5 ? 1 : -1;
    const look = LOOKS[kind];
    const half = (look.length * this.scale) / 2;
    const baseY = this.height * (0.16 + Math.random() * 0.58);
    const fish: SwimmingFish = {
      id: this.nextId++,
      kind,
      x: anywhere ? half + Math.random() * (this.width - half * 2) : dir === 1 ? -half : this.width + half,
      y: baseY,
      baseY,
      dir,
      speed: look.speed * (0.8 + Math.random() * 0.4),
      phase: Math.random() * Math.PI * 2,
      rx: half,
      ry: half,
      caughtAt: null,
    };
    this.measure(fish);
    this.fish.push(fish);
  }

  private wanted(): number {
    return Math.round(Math.min(18, Math.max(8, (this.width * this.height) / 26_000)));
  }

  private populate(): void {
    while (this.fish.length < this.wanted()) this.spawn(true);
    this.lock(this.closestToAim());
  }

  private update(seconds: number, time: number): void {
    const pace = (this.calm ? 0.35 : 1) * this.scale;
    for (const fish of this.fish) {
      if (fish.caughtAt !== null) continue;
      fish.x += fish.dir * fish.speed * pace * seconds;
      fish.y = this.calm ? fish.baseY : fish.baseY + Math.sin(fish.phase + time / 700) * fish.ry * 0.35;
    }
    // Fish that swam off, or finished leaving after a catch, make room for new ones.
    this.fish = this.fish.filter((fish) => {
      const gone = fish.caughtAt !== null ? time - fish.caughtAt > CATCH_MS : fish.dir === 1 ? fish.x - fish.rx > this.width + 4 : fish.x + fish.rx < -4;
      if (gone && this.locked === fish) this.lock(null);
      return !gone;
    });
    while (this.fish.length < this.wanted()) this.spawn(false);
    if (!this.locked) this.lock(this.closestToAim());
    // The cannon follows the fish it is locked on.
    if (this.locked) this.angle = clampAngle(this.angleTo(this.locked));
    this.recoil = Math.max(0, this.recoil - seconds * 6);
    for (const shot of this.shots) {
      if (shot.target.caughtAt === null && this.fish.includes(shot.target)) {
        shot.toX = shot.target.x;
        shot.toY = shot.target.y;
      }
      if (!shot.arrived && time - shot.startedAt >= SHOT_MS) {
        shot.arrived = true;
        shot.arrive();
      }
    }
    this.shots = this.shots.filter((shot) => !shot.arrived);
    this.effects = this.effects.filter((effect) => time - effect.startedAt < effect.duration);
    for (const bubble of this.bubbles) {
      bubble.y -= bubble.speed * seconds;
      if (bubble.y < -6) {
        bubble.y = this.height + 6;
        bubble.x = Math.random() * this.width;
      }
    }
  }

  private paintBackground(): void {
    const canvas = this.backdrop;
    canvas.width = this.canvas.width;
    canvas.height = this.canvas.height;
    const c = canvas.getContext('2d');
    if (!c) return;
    const w = this.width;
    const h = this.height;
    c.setTransform(this.ratio, 0, 0, this.ratio, 0, 0);
    const water = c.createLinearGradient(0, 0, 0, h);
    water.addColorStop(0, '#0a5a8c');
    water.addColorStop(0.45, '#06335a');
    water.addColorStop(1, '#020f24');
    c.fillStyle = water;
    c.fillRect(0, 0, w, h);
    // Light from the surface, in slanted shafts fading into the deep.
    const light = c.createLinearGradient(0, 0, 0, h * 0.8);
    light.addColorStop(0, 'rgba(160, 220, 255, 0.09)');
    light.addColorStop(1, 'rgba(160, 220, 255, 0)');
    c.fillStyle = light;
    for (let ray = 0; ray < 5; ray += 1) {
      const x = (w * (ray + 0.5)) / 5;
      c.beginPath();
      c.moveTo(x - 20, 0);
      c.lineTo(x + 30, 0);
      c.lineTo(x - 60 + ray * 10, h * 0.8);
      c.lineTo(x - 140 + ray * 10, h * 0.8);
      c.fill();
    }
    // The sea floor: dunes and weed.
    c.fillStyle = '#0b2233';
    c.beginPath();
    c.moveTo(0, h);
    for (let x = 0; x <= w; x += 20) c.lineTo(x, h - 18 - Math.sin(x / 60) * 8 - Math.sin(x / 23) * 4);
    c.lineTo(w, h);
    c.fill();
    c.strokeStyle = 'rgba(40, 140, 90, 0.55)';
    c.lineWidth = 3;
    for (let x = 24; x < w; x += 70) {
      c.beginPath();
      c.moveTo(x, h - 14);
      c.quadraticCurveTo(x - 12, h - 44, x + 4, h - 70 - (x % 30));
      c.stroke();
    }
  }

  private draw(time: number): void {
    const c = this.context;
    c.setTransform(1, 0, 0, 1, 0, 0);
    c.clearRect(0, 0, this.canvas.width, this.canvas.height);
    c.setTransform(this.ratio, 0, 0, this.ratio, 0, 0);

    c.fillStyle = 'rgba(200, 235, 255, 0.35)';
    for (const bubble of this.bubbles) {
      c.beginPath();
      c.arc(bubble.x, bubble.y, bubble.r, 0, Math.PI * 2);
      c.fill();
    }

    for (const fish of this.fish) this.drawFish(fish, time);
    if (this.locked) this.drawLock(this.locked, time);
    this.drawCannon();

    for (const shot of this.shots) {
      const progress = Math.min(1, (time - shot.startedAt) / SHOT_MS);
      const x = shot.fromX + (shot.toX - shot.fromX) * progress;
      const y = shot.fromY + (shot.toY - shot.fromY) * progress;
      c.strokeStyle = 'rgba(120, 240, 255, 0.55)';
      c.lineWidth = 3;
      c.beginPath();
      c.moveTo(shot.fromX + (shot.toX - shot.fromX) * Math.max(0, progress - 0.18), shot.fromY + (shot.toY - shot.fromY) * Math.max(0, progress - 0.18));
      c.lineTo(x, y);
      c.stroke();
      c.fillStyle = '#e6fdff';
      c.beginPath();
      c.arc(x, y, 4, 0, Math.PI * 2);
      c.fill();
    }

    for (const effect of this.effects) this.drawEffect(effect, time);
  }

  private drawFish(fish: SwimmingFish, time: number): void {
    const sprite = this.sprites.get(fish.kind);
    if (!sprite) return;
    const c = this.context;
    const w = sprite.width / this.ratio;
    const h = sprite.height / this.ratio;
    c.save();
    c.translate(fish.x, fish.y);
    if (fish.caughtAt !== null) {
      const progress = Math.min(1, (time - fish.caughtAt) / CATCH_MS);
      c.globalAlpha = 1 - progress;
      if (!this.calm) {
        c.rotate(progress * Math.PI * 3);
        c.scale(1 - progress * 0.6, 1 - progress * 0.6);
      }
    }
    if (fish.dir === -1) c.scale(-1, 1);
    c.drawImage(sprite, -w / 2, -h / 2, w, h);
    c.restore();
  }

  private drawLock(fish: SwimmingFish, time: number): void {
    const c = this.context;
    const r = Math.max(fish.rx, fish.ry) + 8;
    const spin = this.calm ? 0 : time / 900;
    c.save();
    c.translate(fish.x, fish.y);
    c.strokeStyle = '#ffd54f';
    c.lineWidth = 2;
    c.setLineDash([6, 6]);
    c.beginPath();
    c.arc(0, 0, r, spin, spin + Math.PI * 2);
    c.stroke();
    c.setLineDash([]);
    for (let tick = 0; tick < 4; tick += 1) {
      const a = spin + (tick * Math.PI) / 2;
      c.beginPath();
      c.moveTo(Math.cos(a) * (r - 5), Math.sin(a) * (r - 5));
      c.lineTo(Math.cos(a) * (r + 7), Math.sin(a) * (r + 7));
      c.stroke();
    }
    const label = `×${FISH[fish.kind].multiplier}`;
    c.font = `800 ${Math.round(13 * Math.max(1, this.scale))}px system-ui, sans-serif`;
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    c.lineWidth = 3;
    c.strokeStyle = 'rgba(0, 20, 40, 0.85)';
    c.strokeText(label, 0, -r - 10);
    c.fillStyle = '#ffd54f';
    c.fillText(label, 0, -r - 10);
    c.restore();
  }

  private drawCannon(): void {
    const c = this.context;
    const base = this.cannonBase();
    const s = this.scale;
    c.save();
    c.translate(base.x, base.y);
    c.save();
    c.rotate(this.angle);
    c.fillStyle = '#b0bec5';
    c.fillRect(12 * s - this.recoil * 6 * s, -9 * s, 36 * s, 18 * s);
    c.fillStyle = '#4dd0e1';
    c.fillRect(42 * s - this.recoil * 6 * s, -11 * s, 8 * s, 22 * s);
    c.restore();
    c.fillStyle = '#37474f';
    c.beginPath();
    c.arc(0, 0, 26 * s, Math.PI, 0);
    c.fill();
    c.fillStyle = '#ffd54f';
    c.beginPath();
    c.arc(0, 0, 10 * s, Math.PI, 0);
    c.fill();
    c.restore();
  }

  private drawEffect(effect: Effect, time: number): void {
    const c = this.context;
    const progress = Math.min(1, (time - effect.startedAt) / effect.duration);
    c.save();
    if (effect.kind === 'text' && effect.text) {
      c.globalAlpha = progress < 0.7 ? 1 : 1 - (progress - 0.7) / 0.3;
      const rise = this.calm ? 0 : progress * 40;
      c.font = `900 ${Math.round(20 * Math.max(1, this.scale))}px system-ui, sans-serif`;
      c.textAlign = 'center';
      c.textBaseline = 'middle';
      c.lineWidth = 4;
      c.strokeStyle = 'rgba(40, 20, 0, 0.9)';
      c.strokeText(effect.text, effect.x, effect.y - rise);
      c.fillStyle = '#ffe082';
      c.fillText(effect.text, effect.x, effect.y - rise);
    } else if (effect.kind === 'ring') {
      c.globalAlpha = 1 - progress;
      c.strokeStyle = '#b3e5fc';
      c.lineWidth = 2;
      c.beginPath();
      c.arc(effect.x, effect.y, 6 + (this.calm ? 8 : progress * 22), 0, Math.PI * 2);
      c.stroke();
    } else if (effect.kind === 'burst' && effect.particles) {
      c.globalAlpha = 1 - progress;
      c.fillStyle = '#ffd54f';
      const t = (time - effect.startedAt) / 1000;
      for (const particle of effect.particles) {
        c.beginPath();
        c.arc(effect.x + particle.vx * t, effect.y + particle.vy * t + 120 * t * t, particle.size, 0, Math.PI * 2);
        c.fill();
      }
    }
    c.restore();
  }
}
