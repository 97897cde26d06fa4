// The words of playing a game (SPEC.md §2 playingGame, §4 abnormal game exit, §7 POST
// /autoExitGame): the calls between the web app's game session and the platform, the messages a
// maker's frame may post to the page that holds it, and the proof of a recorded round. Money moves
// through the ledger as transfer kinds toGameMaker / outOfGameMaker; every call that moves money
// carries an Idempotency-Key (trade.ts). Amounts are major units (money.ts); times epoch ms.
/**
 * POST /game/launch/{gameId} body. `all: true` moves the whole wallet (amount ignored); else
 * `amount` (> 0, at most the wallet). A player may hold one open session at a time: launching
 * another game first brings the open one's balance back. A seamless maker's game moves nothing in:
 * its launch sends neither (an empty body).
 */
export interface LaunchRequest {
  amount?: number;
  all?: boolean;
}

/** POST /game/recharge/{sessionId} body: move more in while playing. */
export interface RechargeRequest {
  amount: number;
}

/**
 * Messages a maker's frame posts to its parent (window.postMessage). The page accepts them only
 * when event.origin equals GameSession.origin and event.source is the frame's window.
 */
export type MakerFrameMessage =
  | { source: typeof MAKER_MESSAGE_SOURCE; type: 'ready' }
  | { source: typeof MAKER_MESSAGE_SOURCE; type: 'balance'; balance: number }
  | { source: typeof MAKER_MESSAGE_SOURCE; type: 'exit' }
  | { source: typeof MAKER_MESSAGE_SOURCE; type: 'recharge' }
  | { source: typeof MAKER_MESSAGE_SOURCE; type: 'disconnected' };
export const MAKER_MESSAGE_SOURCE = 'game-maker';

/**
 * The permissions the frame gets: scripts, its own origin, and opening a new tab on the player's
 * click (a maker's rules and published fairness tables open beside the game, which stays open). The
 * new tab is an ordinary page of its own, as if the player had typed its address: a tab that kept
 * the frame's sandbox could not load a page sent with a Cross-Origin-Opener-Policy (the demo
 * maker's, helmet's default). Nothing else: no top navigation, no forms, no modals.
 */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';
export const GAME_FRAME_ALLOW = 'autoplay; fullscreen';
