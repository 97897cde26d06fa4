// How long an order still waits for payment, as the waiting page counts it down.

/** mm:ss (or h:mm:ss) left until `end`; 0:00 once it has passed. */
export function timeLeftText(end: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((end - now) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
