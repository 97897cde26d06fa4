// Messages to the platform page holding the frame (MakerFrameMessage). They go to the platform's
// origin only, never '*': a page that framed the game elsewhere learns nothing.
import { MAKER_MESSAGE_SOURCE, type MakerFrameMessage } from '../../../../../src/domain/game-play';

type Payload = MakerFrameMessage extends infer M ? (M extends MakerFrameMessage ? Omit<M, 'source'> : never) : never;

export function createBridge(parentOrigin: string | null) {
  return {
    post(payload: Payload): void {
      if (!parentOrigin || window.parent === window) return;
      const message = { source: MAKER_MESSAGE_SOURCE, ...payload } as MakerFrameMessage;
      window.parent.postMessage(message, parentOrigin);
    },
  };
}

export type Bridge = ReturnType<typeof createBridge>;
