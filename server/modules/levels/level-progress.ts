// What a player has done towards the member levels, and the level on their player row, asked of
// the modules that keep them (each module's SQL names only its own tables: tests/unit/sql-walls.test.ts):
// completed deposits are the wallet ledger's deposit transfers into the player's wallet (a deposit
// is done exactly when that transfer posts), bets are the games module's recorded rounds, and the
// level column is the accounts module's player row; only this module raises it.
import type { DbExecutor } from '../../db/client';

/** A player's lifetime totals in minor units. */
export interface PlayerTotals {
  deposit: bigint;
  bet: bigint;
}

/** The wallet module's ledger reads (createDepositLedger). */
export interface DepositTotals {
  depositTotal(playerId: number, tx?: DbExecutor): Promise<bigint>;
  /** depositTotal of many players in one read; a player with none may be left out. */
  depositTotals(playerIds: readonly number[], tx?: DbExecutor): Promise<Map<number, bigint>>;
}

/** The games module's round reads (createBetTotals). */
export interface BetTotals {
  betTotal(playerId: number, tx?: DbExecutor): Promise<bigint>;
  /** betTotal of many players in one read; a player with none may be left out. */
  betTotals(playerIds: readonly number[], tx?: DbExecutor): Promise<Map<number, bigint>>;
}

/** The accounts module's player level (createPlayerLevels). */
export interface PlayerLevels {
  levelOf(playerId: number, tx?: DbExecutor): Promise<number | undefined>;
  /** levelOf many players in one read; no such player is left out. */
  levelsOf(playerIds: readonly number[], tx?: DbExecutor): Promise<Map<number, number>>;
  /** The level, the row locked until the transaction ends. */
  lockLevel(playerId: number, tx: DbExecutor): Promise<number | undefined>;
  setLevel(playerId: number, level: number, at: Date, tx: DbExecutor): Promise<void>;
}

export interface LevelProgressDeps {
  deposits: DepositTotals;
  bets: BetTotals;
  players: PlayerLevels;
}

export class LevelProgress {
  constructor(private readonly deps: LevelProgressDeps) {}

  /** Two reads, one after the other: inside a transaction both go through `tx`, one at a time. */
  async totals(playerId: number, tx?: DbExecutor): Promise<PlayerTotals> {
    const deposit = await this.deps.deposits.depositTotal(playerId, tx);
    const bet = await this.deps.bets.betTotal(playerId, tx);
    return { deposit, bet };
  }

  levelOf(playerId: number, tx?: DbExecutor): Promise<number | undefined> {
    return this.deps.players.levelOf(playerId, tx);
  }

  /**
   * The players of `playerIds` whose totals may now reach a level above their stored one, with
   * their totals and stored level. `betCeiling` is the highest level a bet total allows whatever the
   * deposits. Each read asks only for the players still in question: their bet totals (one row of
   * a running total each); the stored level of those whose bets allow a level above 0; the deposit
   * totals of those whose bets allow one above their level. Rounds raise only the bet total, so
   * after a recorded batch most players drop out at the first read, and the ledger is read for
   * none of them (it cost a join of three tables, planned on every call: docs/performance.md).
   */
  async mayRise(playerIds: readonly number[], betCeiling: (bet: bigint) => number): Promise<Map<number, { totals: PlayerTotals; level: number }>> {
    const found = new Map<number, { totals: PlayerTotals; level: number }>();
    if (playerIds.length === 0) return found;
    const bets = await this.deps.bets.betTotals(playerIds);
    const ceilingOf = (playerId: number) => betCeiling(bets.get(playerId) ?? 0n);
    const someLevel = playerIds.filter((playerId) => ceilingOf(playerId) > 0);
    if (someLevel.length === 0) return found;
    const levels = await this.deps.players.levelsOf(someLevel);
    const above = someLevel.filter((playerId) => levels.has(playerId) && ceilingOf(playerId) > levels.get(playerId)!);
    if (above.length === 0) return found;
    const deposits = await this.deps.deposits.depositTotals(above);
    for (const playerId of above) {
      found.set(playerId, { level: levels.get(playerId)!, totals: { deposit: deposits.get(playerId) ?? 0n, bet: bets.get(playerId) ?? 0n } });
    }
    return found;
  }

  lockLevel(playerId: number, tx: DbExecutor): Promise<number | undefined> {
    return this.deps.players.lockLevel(playerId, tx);
  }

  setLevel(playerId: number, level: number, at: Date, tx: DbExecutor): Promise<void> {
    return this.deps.players.setLevel(playerId, level, at, tx);
  }
}
