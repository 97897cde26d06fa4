// Draws a numeric captcha as a GIF: each digit from a 5×7 bitmap font, scaled, sheared and
// jittered on its own, over noise lines and specks, so the picture is not the text in a font a
// script could match pixel for pixel. Indexed pixels go straight to gifenc with a fixed palette.
import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';

// gifenc is CommonJS with a `default` besides its named exports, and ESM loaders disagree on
// what a default import of it gives; require() always gives module.exports.
const { GIFEncoder } = createRequire(import.meta.url)('gifenc') as typeof import('gifenc');

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

// Rows of 5 bits, top to bottom.
const FONT: Record<string, readonly number[]> = {
  '0': [0b01110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110],
  '1': [0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],
  '2': [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111],
  '3': [0b11111, 0b00010, 0b00100, 0b00010, 0b00001, 0b10001, 0b01110],
  '4': [0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010],
  '5': [0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110],
  '6': [0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110],
  '7': [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000],
  '8': [0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110],
  '9': [0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100],
};
const GLYPH_COLUMNS = 5;
const GLYPH_ROWS = 7;
const SCALE = 4;

export const CAPTCHA_PALETTE = [
  [244, 247, 251], // 0 background
  [31, 60, 136], // 1-4 digits
  [150, 32, 52],
  [20, 110, 70],
  [90, 40, 140],
  [150, 170, 200], // 5-7 noise lines
  [200, 150, 160],
  [140, 190, 160],
  [110, 110, 110], // 8 specks
];
const DIGIT_COLORS = [1, 2, 3, 4];
const LINE_COLORS = [5, 6, 7];
const SPECK_COLOR = 8;
const NOISE_LINES = 5;
const SPECKS = 90;

type Canvas = Uint8Array;

function plot(canvas: Canvas, x: number, y: number, color: number): void {
  if (x >= 0 && y >= 0 && x < CAPTCHA_WIDTH && y < CAPTCHA_HEIGHT) canvas[y * CAPTCHA_WIDTH + x] = color;
}

function drawLine(canvas: Canvas, x0: number, y0: number, x1: number, y1: number, color: number): void {
  // Bresenham: integer steps, no anti-aliasing needed for noise.
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let error = dx + dy;
  for (let x = x0, y = y0; ; ) {
    plot(canvas, x, y, color);
    if (x === x1 && y === y1) return;
    const doubled = 2 * error;
    if (doubled >= dy) {
      error += dy;
      x += sx;
    }
    if (doubled <= dx) {
      error += dx;
      y += sy;
    }
  }
}

function drawDigit(canvas: Canvas, digit: string, left: number, top: number, shear: number, color: number): void {
  const rows = FONT[digit];
  if (!rows) throw new Error(`the captcha font has no glyph for "${digit}"`);
  rows.forEach((bits, row) => {
    for (let column = 0; column < GLYPH_COLUMNS; column += 1) {
      if (!(bits & (1 << (GLYPH_COLUMNS - 1 - column)))) continue;
      for (let dy = 0; dy < SCALE; dy += 1) {
        const y = top + row * SCALE + dy;
        // Shear slants the glyph: lower rows shift sideways.
        const x0 = left + column * SCALE + Math.round(((row * SCALE + dy) * shear) / 10);
        for (let dx = 0; dx < SCALE; dx += 1) plot(canvas, x0 + dx, y, color);
      }
    }
  });
}

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;

/** The picture of `text` (digits only) as palette indexes, row by row. */
export function drawCaptcha(text: string): Uint8Array {
  const canvas: Canvas = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT);
  for (let i = 0; i < NOISE_LINES; i += 1) {
    drawLine(
      canvas,
      randomInt(0, CAPTCHA_WIDTH),
      randomInt(0, CAPTCHA_HEIGHT),
      randomInt(0, CAPTCHA_WIDTH),
      randomInt(0, CAPTCHA_HEIGHT),
      pick(LINE_COLORS),
    );
  }
  const cell = Math.floor(CAPTCHA_WIDTH / text.length);
  const glyphHeight = GLYPH_ROWS * SCALE;
  [...text].forEach((digit, index) => {
    const left = index * cell + randomInt(2, cell - GLYPH_COLUMNS * SCALE - 2);
    const top = randomInt(1, CAPTCHA_HEIGHT - glyphHeight);
    drawDigit(canvas, digit, left, top, randomInt(-3, 4), pick(DIGIT_COLORS));
  });
  // Lines over the digits too, so they cannot be cut out by colour alone.
  drawLine(canvas, 0, randomInt(8, 32), CAPTCHA_WIDTH - 1, randomInt(8, 32), pick(LINE_COLORS));
  for (let i = 0; i < SPECKS; i += 1) plot(canvas, randomInt(CAPTCHA_WIDTH), randomInt(CAPTCHA_HEIGHT), SPECK_COLOR);
  return canvas;
}

/** The GIF bytes of `text` (digits only). */
export function renderCaptcha(text: string): Uint8Array {
  const gif = GIFEncoder();
  gif.writeFrame(drawCaptcha(text), CAPTCHA_WIDTH, CAPTCHA_HEIGHT, { palette: CAPTCHA_PALETTE });
  gif.finish();
  return gif.bytes();
}

export function captchaDataUri(text: string): string {
  return `data:image/gif;base64,${Buffer.from(renderCaptcha(text)).toString('base64')}`;
}
