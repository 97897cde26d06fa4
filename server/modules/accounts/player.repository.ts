// Player rows. Methods take the executor they run on, so a service can group writes in one
// short transaction (PGlite: inside a transaction only `tx` may be used).
import { desc, eq, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { bankCard, onlineTime, player } from '../../db/schema';

export type PlayerRow = typeof player.$inferSelect;
export type NewPlayer = Omit<typeof player.$inferInsert, 'id'>;
export type NewBankCard = Omit<typeof bankCard.$inferInsert, 'id' | 'playerId'>;
export type ProfileChanges = Partial<
  Pick<PlayerRow, 'nickname' | 'realname' | 'gender' | 'email' | 'facebook' | 'avatar' | 'birthday'>
>;

const sameUsername = (username: string) => sql`lower(${player.username}) = lower(${username})`;

export class PlayerRepository {
  async findById(tx: DbExecutor, id: number, forUpdate = false): Promise<PlayerRow | undefined> {
    const query = tx.select().from(player).where(eq(player.id, id));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  }

  async findByPhone(tx: DbExecutor, phone: string): Promise<PlayerRow | undefined> {
    const [row] = await tx.select().from(player).where(eq(player.phone, phone));
    return row;
  }

  async findByUsername(tx: DbExecutor, username: string): Promise<PlayerRow | undefined> {
    const [row] = await tx.select().from(player).where(sameUsername(username));
    return row;
  }

  async findByFacebookId(tx: DbExecutor, facebookId: string): Promise<PlayerRow | undefined> {
    const [row] = await tx.select().from(player).where(eq(player.facebookId, facebookId));
    return row;
  }

  /** By username, or by phone; a username match wins if both match different players. */
  async findByLogin(tx: DbExecutor, username: string, phone: string): Promise<PlayerRow | undefined> {
    const [row] = await tx
      .select()
      .from(player)
      .where(or(sameUsername(username), eq(player.phone, phone)))
      .orderBy(desc(sameUsername(username)))
      .limit(1);
    return row;
  }

  async inviteCodeExists(tx: DbExecutor, code: string): Promise<boolean> {
    const [row] = await tx.select({ id: player.id }).from(player).where(eq(player.inviteCode, code));
    return row !== undefined;
  }

  async insert(tx: DbExecutor, values: NewPlayer): Promise<PlayerRow> {
    const [row] = await tx.insert(player).values(values).returning();
    if (!row) throw new Error('insert into player returned no row');
    return row;
  }

  async insertBankCard(tx: DbExecutor, playerId: number, card: NewBankCard): Promise<void> {
    await tx.insert(bankCard).values({ ...card, playerId });
  }

  async setFailedLogins(tx: DbExecutor, id: number, failedLogins: number, lockedUntil: Date | null): Promise<void> {
    await tx.update(player).set({ failedLogins, lockedUntil }).where(eq(player.id, id));
  }

  /** A successful login: the last login becomes the previous one, and the lock is cleared. */
  async recordLogin(tx: DbExecutor, id: number, at: Date): Promise<void> {
    await tx
      .update(player)
      .set({ previousLoginAt: sql`${player.lastLoginAt}`, lastLoginAt: at, failedLogins: 0, lockedUntil: null })
      .where(eq(player.id, id));
  }

  async setPasswordHash(tx: DbExecutor, id: number, passwordHash: string, at: Date): Promise<void> {
    await tx.update(player).set({ passwordHash, updatedAt: at }).where(eq(player.id, id));
  }

  async setFacebookId(tx: DbExecutor, id: number, facebookId: string, at: Date): Promise<void> {
    await tx.update(player).set({ facebookId, updatedAt: at }).where(eq(player.id, id));
  }

  async updateProfile(tx: DbExecutor, id: number, changes: ProfileChanges, at: Date): Promise<void> {
    await tx.update(player).set({ ...changes, updatedAt: at }).where(eq(player.id, id));
  }

  async unlock(tx: DbExecutor, id: number): Promise<void> {
    await tx.update(player).set({ failedLogins: 0, lockedUntil: null }).where(eq(player.id, id));
  }

  async recordOnlineTime(tx: DbExecutor, playerId: number, unit: number, at: Date): Promise<void> {
    await tx.insert(onlineTime).values({ playerId, unit, recordedAt: at });
  }

  async onlineTimeOf(tx: DbExecutor, playerId: number): Promise<{ unit: number; recordedAt: Date }[]> {
    return tx
      .select({ unit: onlineTime.unit, recordedAt: onlineTime.recordedAt })
      .from(onlineTime)
      .where(eq(onlineTime.playerId, playerId))
      .orderBy(desc(onlineTime.recordedAt), desc(onlineTime.id));
  }

  async bankCardsOf(tx: DbExecutor, playerId: number): Promise<(typeof bankCard.$inferSelect)[]> {
    return tx.select().from(bankCard).where(eq(bankCard.playerId, playerId)).orderBy(bankCard.id);
  }

  /** Newest first, for the operator's list. */
  async list(tx: DbExecutor, limit: number): Promise<PlayerRow[]> {
    return tx.select().from(player).orderBy(desc(player.id)).limit(limit);
  }
}
