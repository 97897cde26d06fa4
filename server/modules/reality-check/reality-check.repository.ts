// The players' reality-check intervals. Each method runs on the database, or on the transaction
// it is handed last.
import { eq } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { realityCheckSetting } from './reality-check.tables';

export type RealityCheckRow = typeof realityCheckSetting.$inferSelect;

export class RealityCheckRepository {
  constructor(private readonly db: AppDatabase) {}

  async find(playerId: number, tx: DbExecutor = this.db): Promise<RealityCheckRow | undefined> {
    const [row] = await tx.select().from(realityCheckSetting).where(eq(realityCheckSetting.playerId, playerId));
    return row;
  }

  /** One row per player whatever runs at once: the last write wins, never a duplicate. */
  async save(playerId: number, intervalMinutes: number | null, at: Date, tx: DbExecutor = this.db): Promise<void> {
    await tx
      .insert(realityCheckSetting)
      .values({ playerId, intervalMinutes, updatedAt: at })
      .onConflictDoUpdate({ target: realityCheckSetting.playerId, set: { intervalMinutes, updatedAt: at } });
  }
}
