// What the views read of the device's storage (SPEC.md §3 keys) before any machine of theirs has
// started: read here, in the machine layer, so that views never import services. Small on purpose:
// the app's first screen imports it.
import { storage } from '../services/storage';

/** Stored game id and path: the last game did not end with a clean exit (SPEC.md §4). */
export function leftoverGame(): { gameId: number | string; gamePath: string } | null {
  const gameId = storage.get('gameId');
  return gameId === null ? null : { gameId, gamePath: storage.get('gamePath') ?? '' };
}

/** The device has seen notices before: their digest was kept when the popup closed. */
export const noticesSeenBefore = (): boolean => storage.get('lastNotificationData') !== null;
