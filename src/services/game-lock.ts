// Which tab is playing. While a game may hold the player's money, its tab holds a Web Lock; the
// abnormal-exit check at another start (another tab, the platform's own page loaded inside the
// game's frame) asks for that lock without waiting and stays quiet while it is held, so it never
// pulls the balance out of a game that is still being played. Where the browser has no Web Locks,
// the check runs as before.
const GAME_LOCK = 'game-session';

interface LockManagerLike {
  request(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<boolean> | boolean): Promise<boolean>;
  request(name: string, callback: () => Promise<void>): Promise<void>;
}

const locks = (): LockManagerLike | null =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? (navigator.locks as unknown as LockManagerLike) : null;

/** Holds the lock until the returned function is called. */
export function holdGameLock(): () => void {
  const manager = locks();
  if (!manager) return () => {};
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  void manager.request(GAME_LOCK, () => held).catch(() => {});
  return () => release();
}

/** True when no tab holds the lock (or the browser cannot tell). */
export async function noGameLiveElsewhere(): Promise<boolean> {
  const manager = locks();
  if (!manager) return true;
  try {
    return await manager.request(GAME_LOCK, { ifAvailable: true }, (lock) => lock !== null);
  } catch {
    return true;
  }
}
