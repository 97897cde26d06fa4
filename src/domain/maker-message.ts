// Reading what a maker's frame posts (src/domain/game-play.ts MakerFrameMessage). The page checks
// who sent it (origin and source window, game-session.machine.ts); this checks what it says, so a
// message of another shape, or a balance that is not an amount, is ignored rather than trusted.
import { MAKER_MESSAGE_SOURCE, type MakerFrameMessage } from './game-play';

const PLAIN_TYPES = new Set(['ready', 'exit', 'recharge', 'disconnected']);

export function parseMakerMessage(data: unknown): MakerFrameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { source, type, balance } = data as { source?: unknown; type?: unknown; balance?: unknown };
  if (source !== MAKER_MESSAGE_SOURCE || typeof type !== 'string') return null;
  if (type === 'balance') {
    return typeof balance === 'number' && Number.isFinite(balance) && balance >= 0 ? { source: MAKER_MESSAGE_SOURCE, type, balance } : null;
  }
  return PLAIN_TYPES.has(type) ? ({ source: MAKER_MESSAGE_SOURCE, type } as MakerFrameMessage) : null;
}
