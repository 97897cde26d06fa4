// What a player has done towards the member levels, and the level on their player row. The sums
// are read straight from the books: completed deposits are the ledger's deposit transfers into the
// player's wallet (a deposit is done exactly when that transfer posts), bets are the recorded rounds
// (game_round). The level column is the accounts module's player row; only this module raises it.
import { sql } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';

type Rows<T> = { rows: T[] };

/** A player's lifetime totals in minor units. */
export interface PlayerTotals {
  deposit: bigint;
  bet: bigint;
}

export class LevelProgressRepository {
  constructor(private readonly db: AppDatabase) {}

  async totals(playerId: number, tx: DbExecutor = this.db): Promise<PlayerTotals> {
    const result = (await tx.execute(sql`
      select
        (select coalesce(sum(e.amount), 0)::text
           from ledger_transfer t
           join ledger_entry e on e.transfer_id = t.id
           join ledger_account a on a.id = e.account_id
          where t.player_id = ${playerId} and t.kind = 'deposit' and a.player_id = ${playerId} and a.purpose = 'wallet') as deposit,
        (select coalesce(sum(r.bet), 0)::text from game_round r where r.player_id = ${playerId}) as bet`)) as unknown as Rows<{ deposit: string; bet: string }>;
    const row = result.rows[0];
    return { deposit: BigInt(row?.deposit ?? '0'), bet: BigInt(row?.bet ?? '0') };
  }

  /** The player's level, the row locked until the transaction ends; undefined for no such player. */
  async lockLevel(playerId: number, tx: DbExecutor): Promise<number | undefined> {
    const result = (await tx.execute(sql`select level from player where id = ${playerId} for update`)) as unknown as Rows<{ level: number }>;
    return result.rows[0]?.level;
  }

  async levelOf(playerId: number, tx: DbExecutor = this.db): Promise<number | undefined> {
    const result = (await tx.execute(sql`select level from player where id = ${playerId}`)) as unknown as Rows<{ level: number }>;
    return result.rows[0]?.level;
  }

  async setLevel(playerId: number, level: number, at: Date, tx: DbExecutor): Promise<void> {
    await tx.execute(sql`update player set level = ${level}, updated_at = ${at.toISOString()}::timestamptz where id = ${playerId}`);
  }
}
