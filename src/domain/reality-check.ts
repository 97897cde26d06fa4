// The reality check (issue 12 "Limits and breaks"): the player's reminder interval and what the
// reminder shows. Shared by the server's routes and the web app.

/** The intervals a player may choose, in minutes. */
export const REALITY_CHECK_INTERVALS = [15, 30, 60] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];

/** A new player, or one whose "off" the site no longer allows, is reminded every hour. */
export const DEFAULT_REALITY_CHECK_INTERVAL: RealityCheckInterval = 60;

export function isRealityCheckInterval(value: unknown): value is RealityCheckInterval {
  return (REALITY_CHECK_INTERVALS as readonly unknown[]).includes(value);
}

/** PUT /user/realityCheck. */
export interface RealityCheckUpdate {
  interval: RealityCheckInterval | null;
}

/** Whole hours and the minutes left over, for "1 h 5 min" (seconds rounded down to the minute). */
export function playedTime(seconds: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(seconds / 60));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
