// A shower of gold coins over the stage for a big win: a canvas laid over the game for a few
// seconds, drawn frame by frame, then removed. Skipped for a player who asks for less motion.
import { motionScale } from './dom';

interface Coin {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  spin: number;
  phase: number;
}

export function coinShower(container: HTMLElement, durationMs = 2600): void {
  if (motionScale() < 1) return;
  const box = container.getBoundingClientRect();
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  const canvas = document.createElement('canvas');
  canvas.className = 'coin-shower';
  canvas.setAttribute('aria-hidden', 'true');
  canvas.width = Math.round(box.width * ratio);
  canvas.height = Math.round(box.height * ratio);
  canvas.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;pointer-events:none;z-index:4';
  container.append(canvas);
  const context = canvas.getContext('2d');
  if (!context) return canvas.remove();
  const count = Math.round(Math.min(90, box.width / 8));
  const coins: Coin[] = Array.from({ length: count }, () => ({
    x: Math.random() * box.width,
    y: -Math.random() * box.height * 0.8 - 20,
    vx: (Math.random() - 0.5) * 60,
    vy: 80 + Math.random() * 160,
    size: 9 + Math.random() * 9,
    spin: 4 + Math.random() * 8,
    phase: Math.random() * Math.PI * 2,
  }));
  const started = performance.now();
  let last = started;
  const frame = (time: number) => {
    const seconds = Math.min(0.05, (time - last) / 1000);
    last = time;
    const age = time - started;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, box.width, box.height);
    context.globalAlpha = age > durationMs - 500 ? Math.max(0, (durationMs - age) / 500) : 1;
    for (const coin of coins) {
      coin.vy += 420 * seconds;
      coin.x += coin.vx * seconds;
      coin.y += coin.vy * seconds;
      const turn = Math.abs(Math.cos(coin.phase + (age / 1000) * coin.spin));
      const gradient = context.createLinearGradient(coin.x - coin.size, coin.y - coin.size, coin.x + coin.size, coin.y + coin.size);
      gradient.addColorStop(0, '#fff3b0');
      gradient.addColorStop(0.5, '#f5c542');
      gradient.addColorStop(1, '#a8661a');
      context.fillStyle = gradient;
      context.beginPath();
      context.ellipse(coin.x, coin.y, Math.max(1.5, coin.size * turn), coin.size, 0, 0, Math.PI * 2);
      context.fill();
      context.strokeStyle = 'rgba(120,70,10,0.8)';
      context.lineWidth = 1.2;
      context.stroke();
    }
    if (age < durationMs) requestAnimationFrame(frame);
    else canvas.remove();
  };
  requestAnimationFrame(frame);
}
