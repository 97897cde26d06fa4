// Rebate rows, and the bets they are computed from: the games module's view game_round_summary
// (each round's player, category and bet) and the accounts module's player_summary (the level),
// not their tables. Each method runs on the database, or on the transaction it is handed last.
import { and, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { rebate } from './bonus.tables';
import { newestRows } from './newest-rows';

export type RebateRow = typeof rebate.$inferSelect;
export type NewRebate = typeof rebate.$inferInsert;

/** A player's bets of one game category on one site day, with the player's level now. */
export interface DayTurnover {
  playerId: number;
  level: number;
  day: string;
  category: string;
  turnover: bigint;
}

type Rows<T> = { rows: T[] };

/**
 * Which rounds earn a rebate: those played with wallet money. Rounds played with a promotion's
 * money carry the promotion record they belong to (game_round_summary.promotion_record_id).
 */
export const WALLET_MONEY_ROUNDS = sql`r.promotion_record_id is null`;

export class RebateRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * Bets per player, site day and category of the rounds finished in [from, to), of one player or
   * of all. `offsetMinutes`: the site's offset from UTC (fixed, so a day is a shifted UTC day).
   */
  async turnover(range: { from: Date; to: Date; offsetMinutes: number; playerId?: number }, tx: DbExecutor = this.db): Promise<DayTurnover[]> {
    const onePlayer = range.playerId === undefined ? sql`true` : sql`r.player_id = ${range.playerId}`;
    const result = (await tx.execute(sql`
      select r.player_id, p.level,
             to_char((r.finished_at at time zone 'UTC') + make_interval(mins => ${range.offsetMinutes}::int), 'YYYY-MM-DD') as day,
             r.category, sum(r.bet)::text as turnover
        from game_round_summary r
        join player_summary p on p.id = r.player_id
       where r.finished_at >= ${range.from.toISOString()}::timestamptz and r.finished_at < ${range.to.toISOString()}::timestamptz
         and ${onePlayer} and ${WALLET_MONEY_ROUNDS}
       group by r.player_id, p.level, 3, r.category`)) as unknown as Rows<{ player_id: number | string; level: number; day: string; category: string; turnover: string }>;
    return result.rows.map((row) => ({ playerId: Number(row.player_id), level: row.level, day: row.day, category: row.category, turnover: BigInt(row.turnover) }));
  }

  /** Inserts the rows a day closed; a row already there (player, day, category) stays as it is. */
  async insertMissing(rows: readonly NewRebate[], tx: DbExecutor = this.db): Promise<number> {
    if (rows.length === 0) return 0;
    const inserted = await tx.insert(rebate).values([...rows]).onConflictDoNothing().returning({ id: rebate.id });
    return inserted.length;
  }

  async page(playerId: number, offset: number, limit: number, tx: DbExecutor = this.db): Promise<{ rows: RebateRow[]; total: number }> {
    const where = eq(rebate.playerId, playerId);
    const rows = await tx.select().from(rebate).where(where).orderBy(desc(rebate.day), desc(rebate.id)).limit(limit).offset(offset);
    const [counted] = await tx.select({ total: count() }).from(rebate).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  async claimableTotal(playerId: number, tx: DbExecutor = this.db): Promise<bigint> {
    const [row] = await tx.select({ total: sum(rebate.amount) }).from(rebate).where(and(eq(rebate.playerId, playerId), eq(rebate.state, 'claim')));
    return BigInt(row?.total ?? '0');
  }

  async lockOwn(playerId: number, id: number, tx: DbExecutor): Promise<RebateRow | undefined> {
    const [row] = await tx.select().from(rebate).where(and(eq(rebate.id, id), eq(rebate.playerId, playerId))).for('update');
    return row;
  }

  async markIssued(id: number, at: Date, tx: DbExecutor): Promise<void> {
    await tx.update(rebate).set({ state: 'issued', issuedAt: at }).where(eq(rebate.id, id));
  }

  recent(playerId: number | undefined, limit: number, tx: DbExecutor = this.db): Promise<RebateRow[]> {
    return newestRows(tx, rebate, playerId, limit);
  }
}
