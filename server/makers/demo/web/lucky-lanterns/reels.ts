// The five reels on one canvas: they spin while the server decides, then stop left to right on
// the server's grid, each easing to a stop with a small bounce; a win draws its lines.
import { motionScale } from '../shared/dom';
import { PAYLINES, REELS, ROWS, SYMBOLS, type LanternSymbol as SymbolId, type ShownWin } from './game-data';
import { symbolImage } from './symbols';

const SPIN_SPEED = 22; // cells per second
const STOP_BACK = 0.9; // easeOutBack's overshoot
const LINE_COLOURS = ['#ffd54f', '#4fc3f7', '#ff8a65', '#aed581', '#f48fb1', '#ba68c8', '#4db6ac', '#ffb74d', '#9575cd', '#e57373', '#81c784', '#64b5f6', '#ffee58', '#f06292', '#4dd0e1', '#dce775', '#ff8a80', '#a1887f', '#90caf9', '#ce93d8'];

interface Reel {
  position: number;
  strip: Map<number, SymbolId>;
  state: 'idle' | 'spinning' | 'stopping';
  stopFrom: number;
  stopTo: number;
  stopStart: number;
  stopDuration: number;
  onStop?: () => void;
}

// What scrolls by while spinning is decoration only; where a reel stops is the maker's grid.
const randomSymbol = (): SymbolId => SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)] ?? 'A';

export class ReelSet {
  readonly canvas = document.createElement('canvas');
  private readonly context: CanvasRenderingContext2D;
  private reels: Reel[];
  private cellWidth = 100;
  private cellHeight = 100;
  private ratio = 1;
  private frame = 0;
  private lines: ShownWin[] = [];
  private focusLine: number | null = null;
  private highlightStart = 0;
  private lastTick = 0;
  onReelStop: (index: number) => void = () => {};

  constructor(grid: SymbolId[][]) {
    const context = this.canvas.getContext('2d');
    if (!context) throw new Error('canvas 2d is not available');
    this.context = context;
    this.reels = grid.map((column) => ({ position: 0, strip: new Map(column.map((symbol, row) => [row, symbol])), state: 'idle', stopFrom: 0, stopTo: 0, stopStart: 0, stopDuration: 0 }));
    this.canvas.className = 'reels';
    this.canvas.setAttribute('role', 'img');
  }

  /** Sizes the canvas to the space it has: square cells, or taller ones on a narrow phone. */
  resize(width: number, height: number): void {
    let cellWidth = width / REELS;
    let cellHeight = Math.min(cellWidth * 1.3, height / ROWS);
    if (cellHeight < cellWidth) cellWidth = cellHeight;
    cellWidth = Math.floor(cellWidth);
    cellHeight = Math.floor(cellHeight);
    this.ratio = Math.min(window.devicePixelRatio || 1, 2);
    this.cellWidth = cellWidth;
    this.cellHeight = cellHeight;
    this.canvas.style.width = `${cellWidth * REELS}px`;
    this.canvas.style.height = `${cellHeight * ROWS}px`;
    this.canvas.width = Math.round(cellWidth * REELS * this.ratio);
    this.canvas.height = Math.round(cellHeight * ROWS * this.ratio);
    this.draw(performance.now());
  }

  describe(text: string): void {
    this.canvas.setAttribute('aria-label', text);
  }

  /** Starts every reel spinning (before the server has answered). */
  spin(): void {
    this.lines = [];
    this.focusLine = null;
    for (const reel of this.reels) reel.state = 'spinning';
    this.lastTick = performance.now();
    this.loop();
  }

  private pending: { timer: number; begin: () => void }[] = [];

  /** The player asked to stop: every reel not yet stopping starts now, a beat apart. */
  hurry(): void {
    const waiting = this.pending;
    this.pending = [];
    waiting.forEach(({ timer, begin }, order) => {
      window.clearTimeout(timer);
      window.setTimeout(begin, order * 60 * motionScale());
    });
  }

  /** Lands the reels on `grid`, left to right; resolves when the last one has settled. */
  stop(grid: SymbolId[][], quick = false): Promise<void> {
    const scale = motionScale();
    const now = performance.now();
    return Promise.all(
      this.reels.map(
        (reel, index) =>
          new Promise<void>((resolve) => {
            const travel = (quick ? 3 : 5 + index * 2) + 1;
            const target = Math.floor(reel.position) - travel;
            for (let row = 0; row < ROWS; row += 1) reel.strip.set(target + row, grid[index]?.[row] ?? 'A');
            const delay = (quick ? index * 60 : 250 + index * 180) * scale;
            const begin = () => {
              this.pending = this.pending.filter((entry) => entry.begin !== begin);
              reel.state = 'stopping';
              reel.stopFrom = reel.position;
              reel.stopTo = target;
              reel.stopStart = performance.now();
              // Matches easeOutBack's first slope to the spinning speed, so the reel never jerks.
              reel.stopDuration = (((STOP_BACK + 3) * (reel.stopFrom - target)) / SPIN_SPEED) * 1000 * (quick ? 0.6 : 1) * scale;
              reel.onStop = () => {
                this.onReelStop(index);
                resolve();
              };
            };
            this.pending.push({ timer: window.setTimeout(begin, Math.max(0, delay - (performance.now() - now))), begin });
          }),
      ),
    ).then(() => undefined);
  }

  /** Lights the winning lines: all of them, then one at a time (`focus` by index into `lines`). */
  highlight(lines: ShownWin[]): void {
    this.lines = lines;
    this.focusLine = null;
    this.highlightStart = performance.now();
    this.loop();
  }

  focus(index: number | null): void {
    this.focusLine = index;
  }

  clearHighlight(): void {
    this.lines = [];
    this.focusLine = null;
    this.draw(performance.now());
  }

  private loop(): void {
    if (this.frame) return;
    const tick = (time: number) => {
      this.frame = 0;
      const seconds = Math.min(0.05, (time - this.lastTick) / 1000);
      this.lastTick = time;
      let moving = false;
      for (const reel of this.reels) {
        if (reel.state === 'spinning') {
          reel.position -= SPIN_SPEED * seconds;
          moving = true;
        } else if (reel.state === 'stopping') {
          const progress = Math.min(1, (time - reel.stopStart) / Math.max(1, reel.stopDuration));
          const u = progress - 1;
          const eased = 1 + (STOP_BACK + 1) * u * u * u + STOP_BACK * u * u;
          reel.position = reel.stopFrom + (reel.stopTo - reel.stopFrom) * eased;
          moving = true;
          if (progress >= 1) {
            reel.position = reel.stopTo;
            reel.state = 'idle';
            // Forget what scrolled by: only the visible cells are kept.
            for (const key of [...reel.strip.keys()]) if (key < reel.stopTo || key >= reel.stopTo + ROWS) reel.strip.delete(key);
            reel.onStop?.();
          }
        }
      }
      this.draw(time);
      if (moving || this.lines.length > 0) this.frame = requestAnimationFrame(tick);
    };
    this.frame = requestAnimationFrame(tick);
  }

  private symbolAt(reel: Reel, index: number): SymbolId {
    let symbol = reel.strip.get(index);
    if (!symbol) {
      symbol = randomSymbol();
      reel.strip.set(index, symbol);
    }
    return symbol;
  }

  private draw(time: number): void {
    const c = this.context;
    const r = this.ratio;
    const w = this.cellWidth * r;
    const hgt = this.cellHeight * r;
    c.setTransform(1, 0, 0, 1, 0, 0);
    c.clearRect(0, 0, this.canvas.width, this.canvas.height);
    this.reels.forEach((reel, index) => {
      const x = index * w;
      const backdrop = c.createLinearGradient(0, 0, 0, hgt * ROWS);
      backdrop.addColorStop(0, '#2a0710');
      backdrop.addColorStop(0.5, '#4a0d1c');
      backdrop.addColorStop(1, '#2a0710');
      c.fillStyle = backdrop;
      c.fillRect(x, 0, w, hgt * ROWS);
      c.save();
      c.beginPath();
      c.rect(x, 0, w, hgt * ROWS);
      c.clip();
      const first = Math.floor(reel.position);
      const fast = reel.state === 'spinning' || (reel.state === 'stopping' && time - reel.stopStart < reel.stopDuration * 0.55);
      for (let index2 = first; index2 <= first + ROWS; index2 += 1) {
        const y = (index2 - reel.position) * hgt;
        const image = symbolImage(this.symbolAt(reel, index2), Math.round(w), Math.round(hgt));
        if (fast) {
          // A cheap motion blur: the symbol smeared along the reel.
          c.globalAlpha = 0.35;
          c.drawImage(image, x, y - hgt * 0.18);
          c.drawImage(image, x, y + hgt * 0.18);
          c.globalAlpha = 0.6;
        }
        c.drawImage(image, x, y);
        c.globalAlpha = 1;
      }
      c.restore();
      // The shadow at the top and bottom of the window gives the reel its curve.
      const shade = c.createLinearGradient(0, 0, 0, hgt * ROWS);
      shade.addColorStop(0, 'rgba(0,0,0,0.55)');
      shade.addColorStop(0.12, 'rgba(0,0,0,0)');
      shade.addColorStop(0.88, 'rgba(0,0,0,0)');
      shade.addColorStop(1, 'rgba(0,0,0,0.55)');
      c.fillStyle = shade;
      c.fillRect(x, 0, w, hgt * ROWS);
      if (index > 0) {
        c.fillStyle = 'rgba(245,197,66,0.55)';
        c.fillRect(x - r, 0, 2 * r, hgt * ROWS);
      }
    });
    if (this.lines.length > 0) this.drawLines(time);
  }

  private drawLines(time: number): void {
    const c = this.context;
    const r = this.ratio;
    const w = this.cellWidth * r;
    const hgt = this.cellHeight * r;
    const shown = this.focusLine === null ? this.lines : this.lines.slice(this.focusLine, this.focusLine + 1);
    const pulse = 0.6 + 0.4 * Math.sin((time - this.highlightStart) / 160);
    // Dim every cell, then relight the winning ones.
    c.fillStyle = 'rgba(10,0,5,0.45)';
    c.fillRect(0, 0, this.canvas.width, this.canvas.height);
    for (const win of shown) {
      for (const [reel, row] of win.cells) {
        const symbol = this.reels[reel]?.strip.get(Math.round(this.reels[reel]?.position ?? 0) + row);
        if (symbol) c.drawImage(symbolImage(symbol, Math.round(w), Math.round(hgt)), reel * w, row * hgt);
        c.strokeStyle = `rgba(255,213,79,${pulse})`;
        c.lineWidth = 3 * r;
        c.beginPath();
        c.roundRect(reel * w + 3 * r, row * hgt + 3 * r, w - 6 * r, hgt - 6 * r, 10 * r);
        c.stroke();
      }
    }
    for (const win of shown) {
      const rows = win.line === null ? undefined : PAYLINES[win.line - 1];
      if (!rows || win.line === null) continue;
      const colour = lineColour(win.line);
      c.save();
      c.shadowColor = colour;
      c.shadowBlur = 12 * r;
      c.strokeStyle = colour;
      c.lineWidth = 4 * r;
      c.lineJoin = 'round';
      c.beginPath();
      rows.forEach((row, reel) => {
        const x = reel * w + w / 2;
        const y = row * hgt + hgt / 2;
        if (reel === 0) c.moveTo(x - w / 2, y);
        c.lineTo(x, y);
        if (reel === REELS - 1) c.lineTo(x + w / 2, y);
      });
      c.stroke();
      c.restore();
    }
  }
}

/** Each line's own colour, the same on the reels and in the rules' pictures (line numbers from 1). */
export function lineColour(line: number): string {
  return LINE_COLOURS[(line - 1) % LINE_COLOURS.length] ?? '#ffd54f';
}
