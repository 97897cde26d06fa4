// The calls between the web app's game session and the platform on the wire (SPEC.md §2
// playingGame, §4 abnormal game exit, §7 POST /autoExitGame; the words of playing are
// game-play.ts), the one source of their types (wire.schema.ts). Amounts are major units.
import { Type, type Static } from 'typebox';
import { PromotionPlaySchema } from './promotion.schema';
import { nullable } from './wire.schema';

/**
 * A maker's protocol (docs/seamless-wallet.md): transfer (money moves into the game and back out)
 * or seamless (the game plays straight from the wallet: no amount step, no recharge).
 */
export const MakerProtocolSchema = Type.Union([Type.Literal('transfer'), Type.Literal('seamless')]);
export type MakerProtocol = Static<typeof MakerProtocolSchema>;

/** The reply of a launch: where the frame goes and what the maker now holds. */
export const GameSessionSchema = Type.Object({
  sessionId: Type.Number(),
  gameId: Type.Number(),
  makerCode: Type.String(),
  /** The frame's URL: the maker's own origin, carrying a short-lived signed launch token. */
  url: Type.String(),
  /** The maker's origin (scheme://host:port): the only origin whose messages are accepted. */
  origin: Type.String(),
  /** What the maker holds for the player after the move. */
  makerBalance: Type.Number(),
  /** The platform wallet after the move. */
  wallet: Type.Number(),
  /** Set when the session plays a promotion record's money (funded from and paid back to the promotion wallet). */
  promotion: nullable(PromotionPlaySchema),
  /**
   * The maker's protocol (docs/seamless-wallet.md); absent means transfer. A seamless maker plays
   * straight from the wallet: no amount goes in, nothing comes back, no recharge, and makerBalance
   * is the money the session plays (the wallet's, or the promotion record's).
   */
  protocol: Type.Optional(MakerProtocolSchema),
});
export type GameSession = Static<typeof GameSessionSchema>;

/** GET /game/session/open: the session still open, if any (null when none). */
export const OpenGameSessionSchema = nullable(GameSessionSchema);
export type OpenGameSession = Static<typeof OpenGameSessionSchema>;

/** Reply of POST /game/recharge/{sessionId}. */
export const RechargeReplySchema = Type.Object({ makerBalance: Type.Number(), wallet: Type.Number() });
export type RechargeReply = Static<typeof RechargeReplySchema>;

/** POST /game/exit/{sessionId}: the maker's whole balance comes back. */
export const ExitReplySchema = Type.Object({
  /** What came back to the wallet (0 when the maker held nothing). */
  returned: Type.Number(),
  wallet: Type.Number(),
});
export type ExitReply = Static<typeof ExitReplySchema>;

/**
 * POST /autoExitGame (no body): after an abnormal exit (tab closed, crash), pull back whatever
 * every maker still holds for the player and close their open sessions.
 */
export const AutoExitReplySchema = Type.Object({
  returned: Type.Number(),
  wallet: Type.Number(),
  /** Games whose sessions were closed by this call. */
  games: Type.Array(Type.Object({ gameId: Type.Number(), returned: Type.Number() })),
});
export type AutoExitReply = Static<typeof AutoExitReplySchema>;

/**
 * A recorded round with its proof (GET /game/round/list, /game/round/info/{id}). The server seed
 * is null until the player rotates that seed pair; then anyone can recompute the outcome.
 */
export const RoundRecordSchema = Type.Object({
  id: Type.Number(),
  gameId: Type.Number(),
  gameName: Type.String(),
  /** The maker's game code (the fair-game mapping that derives the outcome). */
  gameCode: Type.String(),
  makerRoundId: Type.String(),
  bet: Type.Number(),
  win: Type.Number(),
  /** The maker's balance after the round. */
  balanceAfter: Type.Number(),
  serverSeedHash: Type.String(),
  serverSeed: nullable(Type.String()),
  clientSeed: Type.String(),
  nonce: Type.Number(),
  /** The outcome as the maker reported it (game-specific JSON, see docs/provably-fair.md). */
  outcome: Type.Unknown(),
  /** The wager as placed (game-specific JSON: lines and stake, roulette bets, held cards). */
  wager: Type.Unknown(),
  time: Type.Number(),
});
export type RoundRecord = Static<typeof RoundRecordSchema>;
