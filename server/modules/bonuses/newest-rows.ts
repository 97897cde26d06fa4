// The operator's look at the bonus module's per-player rows (system bonuses, rebates): the
// newest first, of one player when given. Both tables key rows by a growing id and a player id.
import { desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import type { rebate, systemBonus } from './bonus.tables';

export function newestRows(tx: DbExecutor, table: typeof systemBonus, playerId: number | undefined, limit: number): Promise<(typeof systemBonus.$inferSelect)[]>;
export function newestRows(tx: DbExecutor, table: typeof rebate, playerId: number | undefined, limit: number): Promise<(typeof rebate.$inferSelect)[]>;
export function newestRows(tx: DbExecutor, table: typeof systemBonus | typeof rebate, playerId: number | undefined, limit: number): Promise<unknown[]> {
  return tx
    .select()
    .from(table)
    .where(playerId === undefined ? undefined : eq(table.playerId, playerId))
    .orderBy(desc(table.id))
    .limit(limit);
}
