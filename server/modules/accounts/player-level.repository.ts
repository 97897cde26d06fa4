// The level on a player's row, as the levels module reads, locks and raises it: the column is
// this module's (account.tables.ts), the rule that raises it the levels module's. Handed to it by
// services.ts (createPlayerLevels), so no other module's SQL names the player table.
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { idList } from '../../db/id-list';
import { player } from './account.tables';

export class PlayerLevelRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The player's level; undefined for no such player. */
  async levelOf(playerId: number, tx: DbExecutor = this.db): Promise<number | undefined> {
    const [row] = await tx.select({ level: player.level }).from(player).where(eq(player.id, playerId));
    return row?.level;
  }

  /** levelOf each player named, in one read (no such player is left out). */
  async levelsOf(playerIds: readonly number[], tx: DbExecutor = this.db): Promise<Map<number, number>> {
    if (playerIds.length === 0) return new Map();
    const rows = await tx
      .select({ id: player.id, level: player.level })
      .from(player)
      .where(sql`${player.id} in ${idList(playerIds)}`);
    return new Map(rows.map((row) => [row.id, row.level]));
  }

  /** The player's level, the row locked until the transaction ends; undefined for no such player. */
  async lockLevel(playerId: number, tx: DbExecutor): Promise<number | undefined> {
    const [row] = await tx.select({ level: player.level }).from(player).where(eq(player.id, playerId)).for('update');
    return row?.level;
  }

  async setLevel(playerId: number, level: number, at: Date, tx: DbExecutor): Promise<void> {
    await tx.update(player).set({ level, updatedAt: at }).where(eq(player.id, playerId));
  }
}
