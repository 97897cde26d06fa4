// Play's side of promotions: which money a launch plays (a promotion record's, from the
// promotion account, or the wallet's), asked of the promotions module through this link.
import type { AppTransaction } from '../../db/client';

/** The promotion record whose money a launch plays: the session is funded from the promotion account. */
export interface PromotionFunding {
  recordId: number;
  /** Minor units; null: no limit. */
  maxBet: bigint | null;
}

/** What play needs of the promotions module. */
export interface PlayPromotions {
  /**
   * In the launch's transaction: the player's active record that counts this game and may still be
   * played, its row locked so a close or settle of it waits for the launch to commit; else null.
   */
  fundingFor(playerId: number, gameId: number, tx: AppTransaction): Promise<PromotionFunding | null>;
  /** The record's title in the player's language and its max bet, for the session reply. */
  playInfo(recordId: number, locale: string): Promise<{ title: string; maxBet: bigint | null } | null>;
  /** After rounds staked with these records' money were recorded: their conditions may be met now. */
  roundsRecorded(recordIds: readonly number[]): Promise<void>;
  /** Finishes records left closing once their money is back (after the recovery pass completed their transfers). */
  recoverClosing(): Promise<number>;
}

/**
 * The promotions module, attached once it is built: it is built after play, since it brings its
 * money back from the makers through play. Until attached (and in a server without promotions)
 * every session plays wallet money.
 */
export class PromotionLink {
  current: PlayPromotions | null = null;

  attach(promotions: PlayPromotions): void {
    this.current = promotions;
  }
}
