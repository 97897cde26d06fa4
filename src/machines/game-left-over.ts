// Whether the last game was left without a clean exit and needs bringing back (SPEC.md §4): a game
// is still stored on the device (SPEC.md §3) and no other tab is playing it now (game-lock.ts).
import { noGameLiveElsewhere } from '../services/game-lock';
import { leftoverGame } from './device-memory';

export async function gameLeftOver(): Promise<boolean> {
  return leftoverGame() !== null && (await noGameLiveElsewhere());
}
