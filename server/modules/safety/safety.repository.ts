// Reads and writes of player_safety. Each method runs on the database, or on the transaction it is
// handed last.
import { eq } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { playerSafety, type PlayerSafetyRow } from './safety.tables';

export type SafetyChange = Partial<Omit<typeof playerSafety.$inferInsert, 'playerId'>>;

export class SafetyRepository {
  constructor(private readonly db: AppDatabase) {}

  async find(playerId: number, tx: DbExecutor = this.db): Promise<PlayerSafetyRow | undefined> {
    const [row] = await tx.select().from(playerSafety).where(eq(playerSafety.playerId, playerId));
    return row;
  }

  /** The row locked `for update` (until the transaction ends), or undefined when the player has none. */
  async lock(playerId: number, tx: DbExecutor): Promise<PlayerSafetyRow | undefined> {
    const [row] = await tx.select().from(playerSafety).where(eq(playerSafety.playerId, playerId)).for('update');
    return row;
  }

  /** The row locked `for update`, made first when the player has none yet. */
  async lockOrCreate(playerId: number, at: Date, tx: DbExecutor): Promise<PlayerSafetyRow> {
    await tx.insert(playerSafety).values({ playerId, updatedAt: at }).onConflictDoNothing();
    const row = await this.lock(playerId, tx);
    if (!row) throw new Error(`player_safety row of player ${playerId} vanished`);
    return row;
  }

  async update(playerId: number, change: SafetyChange, at: Date, tx: DbExecutor = this.db): Promise<void> {
    await tx.update(playerSafety).set({ ...change, updatedAt: at }).where(eq(playerSafety.playerId, playerId));
  }
}
