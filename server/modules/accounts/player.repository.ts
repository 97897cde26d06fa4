// Player rows and what hangs off them (bank cards, online time). Each method runs on the database,
// or on the transaction it is handed last, so a service can group writes in one short transaction
// (PGlite: inside a transaction only `tx` may be used).
import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import { BatchedWrite } from '../../db/batched-write';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { insideTransaction } from '../../db/transaction-scope';
import { bankCard, onlineTime, player } from './account.tables';

export type PlayerRow = typeof player.$inferSelect;
export type NewPlayer = Omit<typeof player.$inferInsert, 'id'>;
export type NewBankCard = Omit<typeof bankCard.$inferInsert, 'id' | 'playerId'>;
export type ProfileChanges = Partial<
  Pick<PlayerRow, 'nickname' | 'realname' | 'gender' | 'email' | 'facebook' | 'avatar' | 'birthday'>
>;

const sameUsername = (username: string) => sql`lower(${player.username}) = lower(${username})`;

/** Online-time inserts at once at the root; the reports of one turn, and those that arrive while it runs, go together (as the session lookups). */
const ONLINE_TIME_CALLS_AT_ONCE = 1;

export class PlayerRepository {
  private readonly onlineTimes: BatchedWrite<typeof onlineTime.$inferInsert>;

  constructor(private readonly db: AppDatabase) {
    this.onlineTimes = new BatchedWrite(async (rows) => {
      await this.db.insert(onlineTime).values([...rows]);
    }, ONLINE_TIME_CALLS_AT_ONCE);
  }

  async findById(id: number, tx: DbExecutor = this.db): Promise<PlayerRow | undefined> {
    const [row] = await tx.select().from(player).where(eq(player.id, id));
    return row;
  }

  /** findById, with the row locked until `tx` ends (two wrong passwords at once both count). */
  async lockById(id: number, tx: DbExecutor): Promise<PlayerRow | undefined> {
    const [row] = await tx.select().from(player).where(eq(player.id, id)).for('update');
    return row;
  }

  async findByPhone(phone: string, tx: DbExecutor = this.db): Promise<PlayerRow | undefined> {
    const [row] = await tx.select().from(player).where(eq(player.phone, phone));
    return row;
  }

  async findByUsername(username: string, tx: DbExecutor = this.db): Promise<PlayerRow | undefined> {
    const [row] = await tx.select().from(player).where(sameUsername(username));
    return row;
  }

  async findByFacebookId(facebookId: string, tx: DbExecutor = this.db): Promise<PlayerRow | undefined> {
    const [row] = await tx.select().from(player).where(eq(player.facebookId, facebookId));
    return row;
  }

  /** By username, or by phone; a username match wins if both match different players. */
  async findByLogin(username: string, phone: string, tx: DbExecutor = this.db): Promise<PlayerRow | undefined> {
    const [row] = await tx
      .select()
      .from(player)
      .where(or(sameUsername(username), eq(player.phone, phone)))
      .orderBy(desc(sameUsername(username)))
      .limit(1);
    return row;
  }

  async inviteCodeExists(code: string, tx: DbExecutor = this.db): Promise<boolean> {
    const [row] = await tx.select({ id: player.id }).from(player).where(eq(player.inviteCode, code));
    return row !== undefined;
  }

  async insert(values: NewPlayer, tx: DbExecutor = this.db): Promise<PlayerRow> {
    const [row] = await tx.insert(player).values(values).returning();
    if (!row) throw new Error('insert into player returned no row');
    return row;
  }

  async insertBankCard(playerId: number, card: NewBankCard, tx: DbExecutor = this.db): Promise<void> {
    await tx.insert(bankCard).values({ ...card, playerId });
  }

  async setFailedLogins(id: number, failedLogins: number, lockedUntil: Date | null, tx: DbExecutor = this.db): Promise<void> {
    await tx.update(player).set({ failedLogins, lockedUntil }).where(eq(player.id, id));
  }

  /** A successful login: the last login becomes the previous one, and the lock is cleared. */
  async recordLogin(id: number, at: Date, tx: DbExecutor = this.db): Promise<void> {
    await tx
      .update(player)
      .set({ previousLoginAt: sql`${player.lastLoginAt}`, lastLoginAt: at, failedLogins: 0, lockedUntil: null })
      .where(eq(player.id, id));
  }

  async setPasswordHash(id: number, passwordHash: string, at: Date, tx: DbExecutor = this.db): Promise<void> {
    await tx.update(player).set({ passwordHash, updatedAt: at }).where(eq(player.id, id));
  }

  async setFacebookId(id: number, facebookId: string, at: Date, tx: DbExecutor = this.db): Promise<void> {
    await tx.update(player).set({ facebookId, updatedAt: at }).where(eq(player.id, id));
  }

  async updateProfile(id: number, changes: ProfileChanges, at: Date, tx: DbExecutor = this.db): Promise<void> {
    await tx.update(player).set({ ...changes, updatedAt: at }).where(eq(player.id, id));
  }

  async unlock(id: number, tx: DbExecutor = this.db): Promise<void> {
    await tx.update(player).set({ failedLogins: 0, lockedUntil: null }).where(eq(player.id, id));
  }

  /**
   * One online-time report stored. At the root, the reports of one turn, and those that arrive
   * while ONLINE_TIME_CALLS_AT_ONCE inserts run, go together as one insert (batched-write.ts): every
   * online player sends one every few minutes, so under load they are many, and nothing reads a
   * report back in its own request.
   */
  async recordOnlineTime(playerId: number, unit: number, at: Date, tx?: DbExecutor): Promise<void> {
    const row = { playerId, unit, recordedAt: at };
    if (tx || insideTransaction()) await (tx ?? this.db).insert(onlineTime).values(row);
    else await this.onlineTimes.write(row);
  }

  async onlineTimeOf(playerId: number, tx: DbExecutor = this.db): Promise<{ unit: number; recordedAt: Date }[]> {
    return tx
      .select({ unit: onlineTime.unit, recordedAt: onlineTime.recordedAt })
      .from(onlineTime)
      .where(eq(onlineTime.playerId, playerId))
      .orderBy(desc(onlineTime.recordedAt), desc(onlineTime.id));
  }

  async bankCardsOf(playerId: number, tx: DbExecutor = this.db): Promise<(typeof bankCard.$inferSelect)[]> {
    return tx.select().from(bankCard).where(eq(bankCard.playerId, playerId)).orderBy(bankCard.id);
  }

  /** Newest first, for the operator's list. */
  async list(limit: number, tx: DbExecutor = this.db): Promise<PlayerRow[]> {
    return tx.select().from(player).orderBy(desc(player.id)).limit(limit);
  }

  /** Usernames by player id (for names shown masked to other players). */
  async usernamesOf(ids: readonly number[], tx: DbExecutor = this.db): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await tx.select({ id: player.id, username: player.username }).from(player).where(inArray(player.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.username]));
  }
}
