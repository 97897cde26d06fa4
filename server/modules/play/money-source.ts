// The money a game session plays, as play asks for it: one MoneySource, handed to play when it is
// built (createPlayServices' `money`). Play does not know which kinds of money there are; it asks
// the source, keeps its answer on the session (and through it on the session's maker transfers and
// rounds), and tells the source what happened to that money. Two sources exist: WalletMoney
// (wallet-money.ts, the player's wallet) and the promotions module's PromotionMoney, which plays a
// promotion record's money for the record's games and hands every other launch to the wallet
// money it was built over. The composition root builds the source before play, so nothing is
// attached afterwards; what a source needs of play in return (what makers hold of its money, and
// bringing it back) comes with each notification as an argument (MoneyHeld, MoneyAtMakers).
//
// Why it fits a seamless-wallet maker (issue 21: the maker holds no money and calls the
// platform's wallet for every bet, win and rollback), served later through this same seam:
//   - launch: the same `launchMoney` in the launch's transaction decides the money and its max
//     bet; the session keeps `promotionRecordId` as today. A seamless maker moves no `amount` in
//     (there is no amount step: it asks with `requested: null`); it is told `maxBet` at launch.
//   - each debit: in the callback's own transaction, `launchMoney` asked again for the session's
//     game with `requested: bet` answers, with the same row locks, whether that money may still
//     stake: a different `promotionRecordId` than the session's (the record was closed or spent)
//     or a bet over `amount` or `maxBet` is refused; the debit posts from the money's home account
//     (the promotion account for a record's money, else the wallet; maker-transfers.ts homeAccount),
//     a credit or rollback back to it.
//   - rounds: recorded with the session's `promotionRecordId` as for a transfer maker, and
//     `roundsRecorded` told of them the same way, so a record's conditions are checked the same.
//   - holdings: a seamless maker holds nothing between bets, so its MoneyAtMakers answers 0 held
//     and a pull-back that is done at once; `recovered` finishes records the same way.
import type { AppTransaction, DbExecutor } from '../../db/client';

/** What a launch asks the source: who plays which game, and how much they asked to bring. */
export interface MoneyAsk {
  playerId: number;
  gameId: number;
  /** Minor units the player asked for; null: all the money there is (the "all" launch). */
  requested: bigint | null;
}

/** The money a launch plays, as the source decided it. */
export interface LaunchMoney {
  /**
   * The promotion record whose money this is; null: the wallet's. Play keeps it on the session,
   * the session's maker transfers and its rounds; it names the ledger account the money comes
   * from and returns to (the promotion account, else the wallet).
   */
  promotionRecordId: number | null;
  /** Minor units, above 0: what goes to a maker that holds money (the transfer protocol). */
  amount: bigint;
  /** The largest stake of one round, minor units; null: no limit. The maker is told it and refuses more. */
  maxBet: bigint | null;
}

/** Where play holds a source's money: told to the source with a notification that needs it. */
export interface MoneyHeld {
  /** What makers hold of a record's money now (its open session's game wallet and its pull-backs under way). */
  heldFor(playerId: number, recordId: number, tx?: DbExecutor): Promise<bigint>;
}

/** MoneyHeld, and bringing a record's money back from the makers. */
export interface MoneyAtMakers extends MoneyHeld {
  /** Closes the record's open session and completes its pull-backs; true once none of its money is at a maker. */
  pullBackRecord(playerId: number, recordId: number): Promise<boolean>;
}

export interface MoneySource {
  /**
   * In the launch's transaction: which money this launch plays and how much of it. A source takes
   * row locks in `tx` (a promotion record's row), so a close or settle of that money waits for the
   * launch to commit. Throws InsufficientFunds when there is nothing to play.
   */
  launchMoney(ask: MoneyAsk, tx: AppTransaction): Promise<LaunchMoney>;
  /** For the session reply: the record's title in the player's language and its max bet; null when it is not this source's. */
  describe(promotionRecordId: number, locale: string): Promise<{ title: string; maxBet: bigint | null } | null>;
  /** After the round sync recorded rounds staked with these records' money: their conditions may be met now. */
  roundsRecorded(promotionRecordIds: readonly number[], held: MoneyHeld): Promise<void>;
  /** After a recovery pass completed the maker transfers left pending: finishes what waited on that money. */
  recovered(makers: MoneyAtMakers): Promise<void>;
}
