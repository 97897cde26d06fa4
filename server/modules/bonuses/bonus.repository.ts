// System bonus rows. A grant is an insert ... on conflict do nothing on (player, grant key), so
// whatever grants at once (a read, the background pass, another server), each bonus exists once.
// Each method runs on the database, or on the transaction it is handed last. Players' levels and
// birthdays are read from the accounts module's view player_summary (its tables are its own).
import { and, count, desc, eq, gt, inArray, isNull, lte, or, sql, sum, type SQL } from 'drizzle-orm';
import type { BonusKind, BonusState } from '../../../src/domain/bonus';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { systemBonus } from './bonus.tables';
import { newestRows } from './newest-rows';

export type BonusRow = typeof systemBonus.$inferSelect;

export interface NewBonus {
  playerId: number;
  kind: BonusKind;
  amount: bigint;
  state: 'pending' | 'issued';
  level: number | null;
  note?: string;
  grantKey: string;
  createdAt: Date;
  expiresAt: Date | null;
  paidAt?: Date | null;
}

type Rows<T> = { rows: T[] };

/** Pending and past its expiry: reads as expired whether or not the pass has marked it yet. */
const lapsed = (now: Date) => and(eq(systemBonus.state, 'pending'), lte(systemBonus.expiresAt, now));
const claimable = (now: Date) => and(eq(systemBonus.state, 'pending'), or(isNull(systemBonus.expiresAt), gt(systemBonus.expiresAt, now)));

export class BonusRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The new row, or null when the player already has one with that grant key. */
  async grant(bonus: NewBonus, tx: DbExecutor = this.db): Promise<BonusRow | null> {
    const [row] = await tx
      .insert(systemBonus)
      .values({ ...bonus, note: bonus.note ?? '', paidAt: bonus.paidAt ?? null })
      .onConflictDoNothing({ target: [systemBonus.playerId, systemBonus.grantKey] })
      .returning();
    return row ?? null;
  }

  /** Which of these grant keys the player already has (a read then inserts only what is missing). */
  async grantedKeys(playerId: number, keys: readonly string[], tx: DbExecutor = this.db): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await tx
      .select({ key: systemBonus.grantKey })
      .from(systemBonus)
      .where(and(eq(systemBonus.playerId, playerId), inArray(systemBonus.grantKey, [...keys])));
    return new Set(rows.map((row) => row.key));
  }

  /** The monthly bonus of every player at `level` who has none for the month yet; returns how many. */
  async grantMonthlyToLevel(level: number, amount: bigint, grantKey: string, createdAt: Date, expiresAt: Date, tx: DbExecutor = this.db): Promise<number> {
    const result = (await tx.execute(sql`
      insert into system_bonus (player_id, kind, amount, state, level, note, grant_key, created_at, expires_at)
      select p.id, 'monthly', ${amount}::bigint, 'pending', ${level}, '', ${grantKey}, ${createdAt.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz
        from player_summary p where p.level = ${level}
      on conflict (player_id, grant_key) do nothing
      returning id`)) as unknown as Rows<{ id: number }>;
    return result.rows.length;
  }

  /** Players whose birthday (month-day) is one of `monthDays`, with their level. */
  async playersBornOn(monthDays: readonly string[], tx: DbExecutor = this.db): Promise<{ id: number; level: number; birthday: string }[]> {
    if (monthDays.length === 0) return [];
    const list = sql.join(monthDays.map((day) => sql`${day}`), sql`, `);
    const result = (await tx.execute(sql`
      select id, level, birthday::text as birthday from player_summary
       where birthday is not null and to_char(birthday, 'MM-DD') in (${list})`)) as unknown as Rows<{ id: number | string; level: number; birthday: string }>;
    return result.rows.map((row) => ({ id: Number(row.id), level: row.level, birthday: row.birthday }));
  }

  /** The player's row, locked until the transaction ends; undefined when it is not theirs. */
  async lockOwn(playerId: number, id: number, tx: DbExecutor): Promise<BonusRow | undefined> {
    const [row] = await tx
      .select()
      .from(systemBonus)
      .where(and(eq(systemBonus.id, id), eq(systemBonus.playerId, playerId)))
      .for('update');
    return row;
  }

  async markPaid(id: number, state: 'claimed' | 'issued', at: Date, tx: DbExecutor): Promise<void> {
    await tx.update(systemBonus).set({ state, paidAt: at }).where(eq(systemBonus.id, id));
  }

  /** Marks every pending bonus past its expiry expired; returns how many. */
  async expireLapsed(now: Date, tx: DbExecutor = this.db): Promise<number> {
    const rows = await tx.update(systemBonus).set({ state: 'expired' }).where(lapsed(now)).returning({ id: systemBonus.id });
    return rows.length;
  }

  /** The player's bonuses newest first; `state` as the player reads it (a lapsed pending one is expired). */
  async page(playerId: number, state: BonusState | undefined, now: Date, offset: number, limit: number, tx: DbExecutor = this.db): Promise<{ rows: BonusRow[]; total: number }> {
    const where = and(eq(systemBonus.playerId, playerId), stateFilter(state, now));
    const rows = await tx.select().from(systemBonus).where(where).orderBy(desc(systemBonus.id)).limit(limit).offset(offset);
    const [counted] = await tx.select({ total: count() }).from(systemBonus).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  async pendingTotals(playerId: number, now: Date, tx: DbExecutor = this.db): Promise<{ count: number; total: bigint }> {
    const [row] = await tx
      .select({ count: count(), total: sum(systemBonus.amount) })
      .from(systemBonus)
      .where(and(eq(systemBonus.playerId, playerId), claimable(now)));
    return { count: row?.count ?? 0, total: BigInt(row?.total ?? '0') };
  }

  /** For the operator: newest first, of one player when given. */
  recent(playerId: number | undefined, limit: number, tx: DbExecutor = this.db): Promise<BonusRow[]> {
    return newestRows(tx, systemBonus, playerId, limit);
  }
}

function stateFilter(state: BonusState | undefined, now: Date): SQL | undefined {
  if (state === undefined) return undefined;
  if (state === 'pending') return claimable(now);
  if (state === 'expired') return or(eq(systemBonus.state, 'expired'), lapsed(now));
  return eq(systemBonus.state, state);
}
