// The fish, drawn once per kind into a small canvas (a sprite) at the screen's pixel ratio, so a
// frame only copies bitmaps: paths and gradients are never redrawn while the sea moves. Each is
// drawn facing right, centred, `length` CSS pixels long; the sea mirrors it for the other way.
import type { FishKind } from './game-data';

export interface FishLook {
  /** Length in CSS pixels at scale 1. */
  length: number;
  /** Height over length: the hit box and the sprite's height. */
  aspect: number;
  /** Swimming speed in CSS pixels a second at scale 1 (small fish dart, big ones cruise). */
  speed: number;
  /** How often it appears, relative to the others. */
  weight: number;
}

export const LOOKS: Readonly<Record<FishKind, FishLook>> = {
  lanternfish: { length: 34, aspect: 0.5, speed: 78, weight: 10 },
  pufferfish: { length: 40, aspect: 0.85, speed: 52, weight: 8 },
  angelfish: { length: 44, aspect: 1, speed: 60, weight: 7 },
  jellyfish: { length: 42, aspect: 1.3, speed: 34, weight: 6 },
  turtle: { length: 66, aspect: 0.7, speed: 40, weight: 4 },
  manta: { length: 86, aspect: 0.62, speed: 46, weight: 3 },
  shark: { length: 118, aspect: 0.42, speed: 58, weight: 2 },
  giantSquid: { length: 132, aspect: 0.55, speed: 30, weight: 1 },
};

type Draw = (c: CanvasRenderingContext2D, l: number, h: number) => void;

function eye(c: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  c.fillStyle = '#fff';
  c.beginPath();
  c.arc(x, y, r, 0, Math.PI * 2);
  c.fill();
  c.fillStyle = '#081020';
  c.beginPath();
  c.arc(x + r * 0.25, y, r * 0.55, 0, Math.PI * 2);
  c.fill();
}

function gradient(c: CanvasRenderingContext2D, h: number, top: string, bottom: string): CanvasGradient {
  const fill = c.createLinearGradient(0, -h / 2, 0, h / 2);
  fill.addColorStop(0, top);
  fill.addColorStop(1, bottom);
  return fill;
}

const DRAW: Readonly<Record<FishKind, Draw>> = {
  lanternfish(c, l, h) {
    c.fillStyle = gradient(c, h, '#3d7bd9', '#14306b');
    c.beginPath();
    c.ellipse(0, 0, l * 0.36, h * 0.36, 0, 0, Math.PI * 2);
    c.moveTo(-l * 0.3, 0);
    c.lineTo(-l * 0.5, -h * 0.4);
    c.lineTo(-l * 0.5, h * 0.4);
    c.fill();
    // The lure: a glowing bead on a stalk.
    c.strokeStyle = '#9fd3ff';
    c.lineWidth = 1.2;
    c.beginPath();
    c.moveTo(l * 0.2, -h * 0.28);
    c.quadraticCurveTo(l * 0.38, -h * 0.62, l * 0.46, -h * 0.3);
    c.stroke();
    c.fillStyle = '#fff7a8';
    c.shadowColor = '#fff36b';
    c.shadowBlur = 8;
    c.beginPath();
    c.arc(l * 0.46, -h * 0.3, l * 0.05, 0, Math.PI * 2);
    c.fill();
    c.shadowBlur = 0;
    eye(c, l * 0.2, -h * 0.05, l * 0.06);
  },
  pufferfish(c, l, h) {
    const r = Math.min(l * 0.38, h * 0.42);
    c.strokeStyle = '#b8860b';
    c.lineWidth = 1.5;
    for (let spike = 0; spike < 14; spike += 1) {
      const a = (spike / 14) * Math.PI * 2;
      c.beginPath();
      c.moveTo(Math.cos(a) * r, Math.sin(a) * r);
      c.lineTo(Math.cos(a) * r * 1.22, Math.sin(a) * r * 1.22);
      c.stroke();
    }
    c.fillStyle = gradient(c, h, '#ffe066', '#f2a900');
    c.beginPath();
    c.arc(0, 0, r, 0, Math.PI * 2);
    c.fill();
    c.fillStyle = '#fff6d6';
    c.beginPath();
    c.ellipse(0, r * 0.45, r * 0.7, r * 0.4, 0, 0, Math.PI * 2);
    c.fill();
    c.fillStyle = '#f2a900';
    c.beginPath();
    c.moveTo(-r * 0.9, 0);
    c.lineTo(-l * 0.5, -h * 0.22);
    c.lineTo(-l * 0.5, h * 0.22);
    c.fill();
    eye(c, r * 0.45, -r * 0.25, r * 0.2);
  },
  angelfish(c, l, h) {
    c.fillStyle = gradient(c, h, '#fdfdfd', '#d8e4ff');
    c.beginPath();
    c.moveTo(l * 0.42, 0);
    c.quadraticCurveTo(l * 0.1, -h * 0.2, -l * 0.05, -h * 0.5);
    c.lineTo(-l * 0.2, -h * 0.1);
    c.lineTo(-l * 0.5, -h * 0.2);
    c.lineTo(-l * 0.45, 0);
    c.lineTo(-l * 0.5, h * 0.2);
    c.lineTo(-l * 0.2, h * 0.1);
    c.lineTo(-l * 0.05, h * 0.5);
    c.quadraticCurveTo(l * 0.1, h * 0.2, l * 0.42, 0);
    c.fill();
    c.fillStyle = '#1b1b2f';
    for (const x of [l * 0.18, -l * 0.02]) c.fillRect(x, -h * 0.28, l * 0.07, h * 0.56);
    eye(c, l * 0.3, -h * 0.04, l * 0.05);
  },
  jellyfish(c, l, h) {
    c.strokeStyle = 'rgba(255, 160, 220, 0.75)';
    c.lineWidth = 1.6;
    for (let t = 0; t < 5; t += 1) {
      const x = -l * 0.3 + (t * l * 0.6) / 4;
      c.beginPath();
      c.moveTo(x, 0);
      c.bezierCurveTo(x - l * 0.12, h * 0.15, x + l * 0.12, h * 0.3, x, h * 0.48);
      c.stroke();
    }
    const dome = c.createRadialGradient(0, -h * 0.15, 1, 0, -h * 0.1, l * 0.5);
    dome.addColorStop(0, 'rgba(255, 235, 250, 0.95)');
    dome.addColorStop(1, 'rgba(236, 90, 190, 0.75)');
    c.fillStyle = dome;
    c.shadowColor = '#ff7fd8';
    c.shadowBlur = 10;
    c.beginPath();
    c.ellipse(0, 0, l * 0.45, h * 0.32, 0, Math.PI, 0);
    c.quadraticCurveTo(0, h * 0.08, -l * 0.45, 0);
    c.fill();
    c.shadowBlur = 0;
  },
  turtle(c, l, h) {
    c.fillStyle = '#7cb342';
    for (const [x, y] of [[l * 0.18, -h * 0.38], [l * 0.18, h * 0.38], [-l * 0.22, -h * 0.32], [-l * 0.22, h * 0.32]] as const) {
      c.beginPath();
      c.ellipse(x, y, l * 0.12, h * 0.12, x > 0 ? 0.5 : -0.5, 0, Math.PI * 2);
      c.fill();
    }
    c.beginPath();
    c.ellipse(l * 0.38, 0, l * 0.12, h * 0.16, 0, 0, Math.PI * 2);
    c.fill();
    c.fillStyle = gradient(c, h, '#8d6e3f', '#4e3b1f');
    c.beginPath();
    c.ellipse(0, 0, l * 0.32, h * 0.38, 0, 0, Math.PI * 2);
    c.fill();
    c.strokeStyle = '#c7a46a';
    c.lineWidth = 1.4;
    c.beginPath();
    c.moveTo(-l * 0.12, -h * 0.3);
    c.lineTo(-l * 0.12, h * 0.3);
    c.moveTo(l * 0.1, -h * 0.3);
    c.lineTo(l * 0.1, h * 0.3);
    c.moveTo(-l * 0.3, 0);
    c.lineTo(l * 0.3, 0);
    c.stroke();
    eye(c, l * 0.42, -h * 0.05, l * 0.03);
  },
  manta(c, l, h) {
    c.fillStyle = gradient(c, h, '#40577a', '#1c2a40');
    c.beginPath();
    c.moveTo(l * 0.42, 0);
    c.quadraticCurveTo(l * 0.1, -h * 0.1, -l * 0.05, -h * 0.5);
    c.quadraticCurveTo(-l * 0.12, -h * 0.1, -l * 0.3, 0);
    c.quadraticCurveTo(-l * 0.12, h * 0.1, -l * 0.05, h * 0.5);
    c.quadraticCurveTo(l * 0.1, h * 0.1, l * 0.42, 0);
    c.fill();
    c.strokeStyle = '#1c2a40';
    c.lineWidth = 2;
    c.beginPath();
    c.moveTo(-l * 0.28, 0);
    c.lineTo(-l * 0.5, 0);
    c.stroke();
    c.fillStyle = '#dfe8f5';
    c.beginPath();
    c.ellipse(l * 0.12, 0, l * 0.1, h * 0.08, 0, 0, Math.PI * 2);
    c.fill();
    eye(c, l * 0.36, -h * 0.08, l * 0.02);
  },
  shark(c, l, h) {
    c.fillStyle = gradient(c, h, '#8c9bab', '#4a5866');
    c.beginPath();
    c.moveTo(l * 0.5, h * 0.05);
    c.quadraticCurveTo(l * 0.3, -h * 0.35, -l * 0.2, -h * 0.2);
    c.lineTo(-l * 0.5, -h * 0.5);
    c.lineTo(-l * 0.38, 0);
    c.lineTo(-l * 0.5, h * 0.4);
    c.lineTo(-l * 0.2, h * 0.18);
    c.quadraticCurveTo(l * 0.3, h * 0.35, l * 0.5, h * 0.05);
    c.fill();
    c.beginPath();
    c.moveTo(l * 0.05, -h * 0.26);
    c.lineTo(-l * 0.08, -h * 0.5);
    c.lineTo(-l * 0.12, -h * 0.22);
    c.fill();
    c.fillStyle = '#e9eef2';
    c.beginPath();
    c.ellipse(l * 0.15, h * 0.14, l * 0.24, h * 0.1, 0, 0, Math.PI * 2);
    c.fill();
    eye(c, l * 0.34, -h * 0.06, l * 0.022);
  },
  giantSquid(c, l, h) {
    c.strokeStyle = '#c2185b';
    c.lineCap = 'round';
    for (let arm = 0; arm < 6; arm += 1) {
      const y = -h * 0.25 + (arm * h * 0.5) / 5;
      c.lineWidth = 3.2 - arm * 0.25;
      c.beginPath();
      c.moveTo(-l * 0.05, y * 0.4);
      c.bezierCurveTo(-l * 0.25, y * 1.4, -l * 0.35, y * 0.2, -l * 0.5, y * 1.2);
      c.stroke();
    }
    c.fillStyle = gradient(c, h, '#ef5da8', '#8e1656');
    c.beginPath();
    c.moveTo(l * 0.5, 0);
    c.lineTo(l * 0.34, -h * 0.32);
    c.quadraticCurveTo(l * 0.1, -h * 0.22, -l * 0.06, -h * 0.12);
    c.lineTo(-l * 0.06, h * 0.12);
    c.quadraticCurveTo(l * 0.1, h * 0.22, l * 0.34, h * 0.32);
    c.closePath();
    c.fill();
    c.fillStyle = 'rgba(255, 220, 240, 0.5)';
    for (let spot = 0; spot < 4; spot += 1) {
      c.beginPath();
      c.arc(l * (0.1 + spot * 0.08), (spot % 2 ? 1 : -1) * h * 0.08, l * 0.018, 0, Math.PI * 2);
      c.fill();
    }
    eye(c, l * 0.02, -h * 0.02, l * 0.035);
  },
};

/** One kind drawn at `scale` into a canvas `ratio` device pixels per CSS pixel, with room for glow and spikes. */
export function fishSprite(kind: FishKind, scale: number, ratio: number): HTMLCanvasElement {
  const look = LOOKS[kind];
  const length = look.length * scale;
  const height = length * look.aspect;
  const pad = 8;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil((length + pad * 2) * ratio);
  canvas.height = Math.ceil((height + pad * 2) * ratio);
  const c = canvas.getContext('2d');
  if (!c) return canvas;
  c.setTransform(ratio, 0, 0, ratio, canvas.width / 2, canvas.height / 2);
  DRAW[kind](c, length, height);
  return canvas;
}
