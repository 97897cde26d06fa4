// The game-maker boundary (DESIGN.md "Game makers"): the only way the platform talks to a maker.
// A maker says its protocol. The transfer protocol (GameMakerAdapter, SPEC.md's makers): the
// platform keeps each player's game wallet per maker in the ledger; the maker keeps its own
// copy of that balance and its own round records. Every money call is idempotent by the
// platform's transfer id: repeating it (after a timeout, a crash, a retry) answers what the first
// answered and moves nothing more, so a retry always completes a move and never doubles it.
// Amounts are bigint minor units on this side of the boundary; an adapter converts to whatever
// its maker speaks. The seamless protocol (SeamlessMakerAdapter, docs/seamless-wallet.md): the
// maker holds no money and calls the platform's wallet per bet, win and rollback, so its adapter
// only launches (handing the maker the session's wallet token) and reveals seeds; no money moves at
// launch or exit, and there are no rounds to pull (the credits carry them).

/** A maker that did not answer in time, or answered something unusable: the move is in doubt, retry it. */
export class MakerUnavailable extends Error {
  override name = 'MakerUnavailable';
}

/** A maker that refused the call for good (unknown player or game, a transfer id reused with another amount). */
export class MakerRefused extends Error {
  override name = 'MakerRefused';
}

export interface MakerPlayer {
  id: number;
  /** The masked name the maker may show. */
  displayName: string;
  /** en_US, zh_CN, my_MM, th_TH, ms_MY. */
  locale: string;
  /** ISO 4217, e.g. PHP; and the symbol to draw. */
  currencyCode: string;
  currencySymbol: string;
}

/** One finished round, as the maker recorded it. */
export interface MakerRound {
  /** The maker's id, increasing in the order rounds finished. */
  makerRoundId: string;
  playerId: number;
  gameCode: string;
  bet: bigint;
  win: bigint;
  /** The maker's balance for the player after the round. */
  balanceAfter: bigint;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  wager: unknown;
  outcome: unknown;
  finishedAt: Date;
}

export type MakerProtocol = 'transfer' | 'seamless';

interface MakerAdapterBase {
  /** The maker's code: the games table's maker and the ledger's game-wallet name. */
  readonly code: string;
  /** The origin its frames load from: the only origin whose messages the web app accepts. */
  readonly origin: string;
  /** The server seed behind `serverSeedHash` once the player has rotated it away; null while it is in use. */
  revealedSeed(serverSeedHash: string): Promise<string | null>;
}

/** A maker of the transfer protocol: money moves into it at launch and back out at exit. */
export interface GameMakerAdapter extends MakerAdapterBase {
  /** Absent means 'transfer' too (every maker written before the seamless protocol). */
  readonly protocol?: 'transfer';
  /**
   * A frame URL for the player and game, carrying a short-lived signed launch token (never the
   * platform session token). `maxBet` (minor units): the largest stake the maker accepts in this
   * session (a promotion's limit); absent or null, the game's own limits only.
   */
  launch(input: { player: MakerPlayer; gameCode: string; returnUrl: string; maxBet?: bigint | null }): Promise<{ url: string }>;
  /** Credits the maker's copy by `amount`; idempotent by transferId. Returns the maker's balance after. */
  transferIn(input: { playerId: number; transferId: string; amount: bigint }): Promise<{ balance: bigint }>;
  /**
   * Debits the maker's whole balance for the player (an unfinished round is settled first);
   * idempotent by transferId (a repeat answers the same amount). `lastRoundId` is the last round
   * counted in that balance, so the platform can record every round up to it before crediting
   * the wallet.
   */
  transferOut(input: { playerId: number; transferId: string }): Promise<{ amount: bigint; lastRoundId: string | null }>;
  /** The maker's balance for the player now. */
  balance(playerId: number): Promise<bigint>;
  /** Finished rounds after `afterRoundId` (all when null), oldest first, at most `limit`. */
  rounds(afterRoundId: string | null, limit: number): Promise<MakerRound[]>;
}

/** A maker of the seamless protocol: it calls the platform's wallet; the platform only launches it. */
export interface SeamlessMakerAdapter extends MakerAdapterBase {
  readonly protocol: 'seamless';
  /**
   * A frame URL for the player and game. `walletToken` names the platform's game session: the maker
   * echoes it on every wallet call. `maxBet` (minor units) as for a transfer maker.
   */
  launch(input: { player: MakerPlayer; gameCode: string; returnUrl: string; maxBet: bigint | null; walletToken: string }): Promise<{ url: string }>;
}

/** Any maker, of either protocol. */
export type MakerAdapter = GameMakerAdapter | SeamlessMakerAdapter;

export function protocolOf(adapter: MakerAdapter): MakerProtocol {
  return adapter.protocol ?? 'transfer';
}
