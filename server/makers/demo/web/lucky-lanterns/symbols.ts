// Lucky Lanterns' symbol art, painted on canvas once per cell size and reused every frame.
import type { LanternSymbol as SymbolId } from './game-data';

type Ctx = CanvasRenderingContext2D;

const cache = new Map<string, HTMLCanvasElement>();

/** The symbol painted on a canvas of width × height device pixels. */
export function symbolImage(id: SymbolId, width: number, height: number): HTMLCanvasElement {
  const key = `${id}:${width}x${height}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context) {
    const size = Math.min(width, height) * 0.92;
    context.translate((width - size) / 2, (height - size) / 2);
    context.scale(size, size);
    PAINTERS[id](context);
  }
  cache.set(key, canvas);
  return canvas;
}

type Stops = ReadonlyArray<readonly [offset: number, colour: string]>;

/** A linear gradient from (x0, y0) to (x1, y1) through the colour stops. */
const linear = (c: Ctx, [x0, y0, x1, y1]: readonly [number, number, number, number], stops: Stops) => {
  const gradient = c.createLinearGradient(x0, y0, x1, y1);
  for (const [offset, colour] of stops) gradient.addColorStop(offset, colour);
  return gradient;
};

/** A radial gradient from circle (x0, y0, r0) to circle (x1, y1, r1) through the colour stops. */
const radial = (c: Ctx, [x0, y0, r0, x1, y1, r1]: readonly [number, number, number, number, number, number], stops: Stops) => {
  const gradient = c.createRadialGradient(x0, y0, r0, x1, y1, r1);
  for (const [offset, colour] of stops) gradient.addColorStop(offset, colour);
  return gradient;
};

/** A filled circle; its path stays, so a stroke after it draws the rim. */
const disc = (c: Ctx, x: number, y: number, r: number) => {
  c.beginPath();
  c.arc(x, y, r, 0, Math.PI * 2);
  c.fill();
};

/** A stroked straight line. */
const line = (c: Ctx, x0: number, y0: number, x1: number, y1: number) => {
  c.beginPath();
  c.moveTo(x0, y0);
  c.lineTo(x1, y1);
  c.stroke();
};

const gold = (c: Ctx, y0: number, y1: number) => linear(c, [0, y0, 0, y1], [[0, '#fff3b0'], [0.45, '#f5c542'], [1, '#b7791f']]);

const glow = (c: Ctx, x: number, y: number, r: number, colour: string) => {
  c.fillStyle = radial(c, [x, y, 0, x, y, r], [[0, colour], [1, 'rgba(0,0,0,0)']]);
  c.fillRect(x - r, y - r, r * 2, r * 2);
};

function lantern(c: Ctx): void {
  glow(c, 0.5, 0.5, 0.5, 'rgba(255,190,80,0.55)');
  c.strokeStyle = '#f5c542';
  c.lineWidth = 0.018;
  line(c, 0.5, 0.02, 0.5, 0.16);
  // Body: a red paper globe lit from inside.
  c.fillStyle = radial(c, [0.46, 0.44, 0.03, 0.5, 0.5, 0.38], [[0, '#ffe08a'], [0.35, '#ff6a3d'], [0.8, '#c8102e'], [1, '#7a0a1c']]);
  c.beginPath();
  c.ellipse(0.5, 0.49, 0.36, 0.28, 0, 0, Math.PI * 2);
  c.fill();
  // Ribs of the frame.
  c.strokeStyle = 'rgba(120,10,20,0.55)';
  c.lineWidth = 0.012;
  for (const rx of [0.26, 0.15, 0.05]) {
    c.beginPath();
    c.ellipse(0.5, 0.49, rx, 0.28, 0, 0, Math.PI * 2);
    c.stroke();
  }
  // Caps and tassel.
  c.fillStyle = gold(c, 0.15, 0.24);
  roundRect(c, 0.33, 0.15, 0.34, 0.09, 0.03);
  c.fillStyle = gold(c, 0.74, 0.83);
  roundRect(c, 0.35, 0.74, 0.3, 0.08, 0.03);
  c.strokeStyle = '#f5c542';
  c.lineWidth = 0.014;
  for (let strand = -3; strand <= 3; strand += 1) {
    line(c, 0.5 + strand * 0.012, 0.82, 0.5 + strand * 0.02, 0.97);
  }
  // A gold character plate, as festival lanterns carry.
  c.fillStyle = gold(c, 0.4, 0.58);
  disc(c, 0.5, 0.49, 0.085);
  c.strokeStyle = '#7a0a1c';
  c.lineWidth = 0.02;
  c.beginPath();
  c.moveTo(0.45, 0.46);
  c.lineTo(0.55, 0.46);
  c.moveTo(0.45, 0.52);
  c.lineTo(0.55, 0.52);
  c.moveTo(0.5, 0.43);
  c.lineTo(0.5, 0.56);
  c.stroke();
}

function wildPlate(c: Ctx, y: number): void {
  c.fillStyle = 'rgba(90,0,15,0.9)';
  c.strokeStyle = '#f5c542';
  c.lineWidth = 0.02;
  c.beginPath();
  c.roundRect(0.14, y - 0.085, 0.72, 0.17, 0.06);
  c.fill();
  c.stroke();
  label(c, 'WILD', 0.5, y + 0.005, 0.15, gold(c, y - 0.08, y + 0.08), '#3a0006');
}

function dragon(c: Ctx): void {
  glow(c, 0.5, 0.45, 0.5, 'rgba(255,80,40,0.5)');
  // The coiled golden body around the pearl, with its scales picked out.
  const body = linear(c, [0.1, 0.1, 0.9, 0.8], [[0, '#fff3b0'], [0.5, '#f5b82e'], [1, '#a85f10']]);
  c.lineCap = 'round';
  c.strokeStyle = '#6b2a05';
  c.lineWidth = 0.15;
  coil(c);
  c.strokeStyle = body;
  c.lineWidth = 0.11;
  coil(c);
  c.strokeStyle = 'rgba(140,60,5,0.7)';
  c.lineWidth = 0.012;
  c.setLineDash([0.02, 0.025]);
  coil(c);
  c.setLineDash([]);
  // Head: snout, horns, eye and whiskers at the end of the coil.
  c.fillStyle = body;
  c.beginPath();
  c.moveTo(0.62, 0.12);
  c.quadraticCurveTo(0.86, 0.1, 0.9, 0.22);
  c.quadraticCurveTo(0.8, 0.3, 0.64, 0.3);
  c.quadraticCurveTo(0.56, 0.22, 0.62, 0.12);
  c.fill();
  c.strokeStyle = '#6b2a05';
  c.lineWidth = 0.015;
  c.stroke();
  c.strokeStyle = '#f5c542';
  c.lineWidth = 0.02;
  c.beginPath();
  c.moveTo(0.64, 0.13);
  c.quadraticCurveTo(0.6, 0.04, 0.52, 0.03);
  c.moveTo(0.7, 0.12);
  c.quadraticCurveTo(0.7, 0.03, 0.64, 0.0);
  c.moveTo(0.88, 0.24);
  c.quadraticCurveTo(0.98, 0.3, 0.94, 0.4);
  c.stroke();
  c.fillStyle = '#c8102e';
  disc(c, 0.72, 0.18, 0.022);
  // The pearl it chases.
  c.fillStyle = radial(c, [0.46, 0.44, 0.01, 0.5, 0.47, 0.13], [[0, '#ffffff'], [0.5, '#bff3ff'], [1, '#2a8fd0']]);
  disc(c, 0.5, 0.47, 0.12);
  wildPlate(c, 0.82);
}

function coil(c: Ctx): void {
  c.beginPath();
  c.moveTo(0.66, 0.24);
  c.bezierCurveTo(0.95, 0.4, 0.85, 0.72, 0.55, 0.72);
  c.bezierCurveTo(0.2, 0.72, 0.08, 0.45, 0.22, 0.3);
  c.bezierCurveTo(0.32, 0.2, 0.42, 0.28, 0.4, 0.36);
  c.stroke();
}

function firework(c: Ctx): void {
  c.fillStyle = radial(c, [0.5, 0.45, 0.02, 0.5, 0.5, 0.48], [[0, '#3b1d6e'], [1, '#120726']]);
  disc(c, 0.5, 0.5, 0.46);
  c.strokeStyle = '#f5c542';
  c.lineWidth = 0.02;
  c.stroke();
  const colours = ['#ff5a7a', '#ffd34d', '#5ce1ff', '#9dff6a', '#ff9a3c', '#d78cff'];
  for (let index = 0; index < 18; index += 1) {
    const angle = (index / 18) * Math.PI * 2;
    const colour = colours[index % colours.length] ?? '#fff';
    const inner = 0.07;
    const outer = index % 2 === 0 ? 0.36 : 0.28;
    c.strokeStyle = colour;
    c.lineWidth = 0.018;
    line(c, 0.5 + Math.cos(angle) * inner, 0.45 + Math.sin(angle) * inner, 0.5 + Math.cos(angle) * outer, 0.45 + Math.sin(angle) * outer);
    c.fillStyle = colour;
    disc(c, 0.5 + Math.cos(angle) * (outer + 0.03), 0.45 + Math.sin(angle) * (outer + 0.03), 0.022);
  }
  glow(c, 0.5, 0.45, 0.12, 'rgba(255,255,220,0.95)');
  c.fillStyle = 'rgba(40,10,70,0.9)';
  c.strokeStyle = '#f5c542';
  c.lineWidth = 0.015;
  c.beginPath();
  c.roundRect(0.1, 0.76, 0.8, 0.15, 0.05);
  c.fill();
  c.stroke();
  label(c, 'SCATTER', 0.5, 0.838, 0.105, gold(c, 0.77, 0.9), '#1a0530', 0.02);
}

function fan(c: Ctx): void {
  glow(c, 0.5, 0.6, 0.48, 'rgba(255,120,150,0.35)');
  const pivotX = 0.5;
  const pivotY = 0.8;
  const ribs = 11;
  const from = Math.PI * 1.08;
  const to = Math.PI * 1.92;
  for (let index = 0; index < ribs; index += 1) {
    const a0 = from + ((to - from) * index) / ribs;
    const a1 = from + ((to - from) * (index + 1)) / ribs;
    c.fillStyle = index % 2 === 0 ? '#d7263d' : '#b5162b';
    c.beginPath();
    c.moveTo(pivotX + Math.cos(a0) * 0.16, pivotY + Math.sin(a0) * 0.16);
    c.lineTo(pivotX + Math.cos(a0) * 0.66, pivotY + Math.sin(a0) * 0.66);
    c.arc(pivotX, pivotY, 0.66, a0, a1);
    c.lineTo(pivotX + Math.cos(a1) * 0.16, pivotY + Math.sin(a1) * 0.16);
    c.arc(pivotX, pivotY, 0.16, a1, a0, true);
    c.fill();
  }
  // Gold bands and a blossom painted across the folds.
  c.strokeStyle = '#f5c542';
  c.lineWidth = 0.025;
  for (const radius of [0.64, 0.46]) {
    c.beginPath();
    c.arc(pivotX, pivotY, radius, from, to);
    c.stroke();
  }
  c.fillStyle = '#ffe0ea';
  for (const [x, y] of [[0.32, 0.36], [0.62, 0.3], [0.5, 0.44]] as const) {
    for (let petal = 0; petal < 5; petal += 1) {
      const angle = (petal / 5) * Math.PI * 2;
      disc(c, x + Math.cos(angle) * 0.028, y + Math.sin(angle) * 0.028, 0.022);
    }
  }
  c.fillStyle = gold(c, 0.74, 0.86);
  disc(c, pivotX, pivotY, 0.05);
  c.strokeStyle = '#f5c542';
  c.lineWidth = 0.014;
  line(c, pivotX, pivotY + 0.05, pivotX, pivotY + 0.18);
}


function koi(c: Ctx): void {
  c.fillStyle = radial(c, [0.5, 0.45, 0.05, 0.5, 0.5, 0.46], [[0, '#3fc1c9'], [1, '#0b3d5c']]);
  disc(c, 0.5, 0.5, 0.45);
  c.strokeStyle = '#f5c542';
  c.lineWidth = 0.025;
  c.stroke();
  c.save();
  c.translate(0.5, 0.52);
  c.rotate(-0.55);
  // Tail fin.
  c.fillStyle = '#ff7b2e';
  c.beginPath();
  c.moveTo(-0.2, 0);
  c.quadraticCurveTo(-0.36, -0.16, -0.38, -0.1);
  c.quadraticCurveTo(-0.3, 0, -0.38, 0.1);
  c.quadraticCurveTo(-0.36, 0.16, -0.2, 0);
  c.fill();
  // Body.
  c.fillStyle = linear(c, [0, -0.12, 0, 0.12], [[0, '#ff9a3c'], [1, '#e0471b']]);
  c.beginPath();
  c.moveTo(0.3, 0);
  c.bezierCurveTo(0.26, -0.14, -0.06, -0.15, -0.22, 0);
  c.bezierCurveTo(-0.06, 0.15, 0.26, 0.14, 0.3, 0);
  c.fill();
  // White patches and fins.
  c.fillStyle = '#fff5ea';
  c.beginPath();
  c.ellipse(0.04, -0.04, 0.08, 0.045, 0.2, 0, Math.PI * 2);
  c.ellipse(-0.12, 0.03, 0.05, 0.03, -0.3, 0, Math.PI * 2);
  c.fill();
  c.fillStyle = 'rgba(255,140,60,0.85)';
  c.beginPath();
  c.moveTo(0.06, 0.08);
  c.quadraticCurveTo(0.02, 0.2, -0.06, 0.2);
  c.quadraticCurveTo(0, 0.12, -0.02, 0.08);
  c.fill();
  c.fillStyle = '#1a1a1a';
  disc(c, 0.22, -0.03, 0.018);
  c.restore();
  // Ripples.
  c.strokeStyle = 'rgba(255,255,255,0.35)';
  c.lineWidth = 0.012;
  for (const [x, y, radius] of [[0.28, 0.3, 0.05], [0.74, 0.72, 0.035]] as const) {
    c.beginPath();
    c.arc(x, y, radius, 0, Math.PI * 2);
    c.stroke();
  }
}


function coin(c: Ctx): void {
  glow(c, 0.5, 0.5, 0.5, 'rgba(90,230,160,0.35)');
  c.fillStyle = gold(c, 0.06, 0.94);
  disc(c, 0.5, 0.5, 0.42);
  c.fillStyle = radial(c, [0.42, 0.38, 0.03, 0.5, 0.5, 0.36], [[0, '#b8f5d0'], [0.5, '#2fae6e'], [1, '#0d5c36']]);
  disc(c, 0.5, 0.5, 0.35);
  // The square hole, framed in gold, and four studs.
  c.fillStyle = gold(c, 0.38, 0.62);
  c.fillRect(0.38, 0.38, 0.24, 0.24);
  c.fillStyle = '#0a2a1a';
  c.fillRect(0.43, 0.43, 0.14, 0.14);
  c.fillStyle = '#f5c542';
  for (const [x, y] of [[0.5, 0.24], [0.76, 0.5], [0.5, 0.76], [0.24, 0.5]] as const) {
    disc(c, x, y, 0.04);
  }
}

function letter(text: string, top: string, bottom: string): (c: Ctx) => void {
  return (c) => {
    const fill = linear(c, [0, 0.2, 0, 0.8], [[0, top], [1, bottom]]);
    label(c, text, 0.5, 0.53, text.length > 1 ? 0.5 : 0.62, fill, '#f5c542', 0.035);
  };
}

function label(c: Ctx, text: string, x: number, y: number, size: number, fill: CanvasGradient | string, stroke: string, strokeWidth = 0.025): void {
  c.font = `900 ${size}px Georgia, 'Times New Roman', serif`;
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  c.lineJoin = 'round';
  c.shadowColor = 'rgba(0,0,0,0.55)';
  c.shadowBlur = 0;
  c.shadowOffsetY = 0.02;
  c.strokeStyle = stroke;
  c.lineWidth = strokeWidth;
  c.strokeText(text, x, y);
  c.shadowColor = 'transparent';
  c.fillStyle = fill;
  c.fillText(text, x, y);
}

function roundRect(c: Ctx, x: number, y: number, width: number, height: number, radius: number): void {
  c.beginPath();
  c.roundRect(x, y, width, height, radius);
  c.fill();
}

const PAINTERS: Record<SymbolId, (c: Ctx) => void> = {
  DRAGON: dragon,
  FIREWORK: firework,
  LANTERN: lantern,
  KOI: koi,
  FAN: fan,
  COIN: coin,
  A: letter('A', '#ff7a7a', '#b3122e'),
  K: letter('K', '#c9a4ff', '#5b2bb5'),
  Q: letter('Q', '#9ff0b0', '#1f8a4c'),
  J: letter('J', '#ffd27a', '#d0621b'),
};
