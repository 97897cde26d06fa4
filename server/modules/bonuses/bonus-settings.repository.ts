// The operator's amounts per member level and rebate rates per level and game category. Each
// method runs on the database, or on the transaction it is handed last.
import { asc, count } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { levelBonusSetting, rebateRate } from './bonus.tables';

export type LevelBonusRow = typeof levelBonusSetting.$inferSelect;
export type RebateRateRow = typeof rebateRate.$inferSelect;

export class BonusSettingsRepository {
  constructor(private readonly db: AppDatabase) {}

  async levelBonuses(tx: DbExecutor = this.db): Promise<LevelBonusRow[]> {
    return tx.select().from(levelBonusSetting).orderBy(asc(levelBonusSetting.level));
  }

  async rebateRates(tx: DbExecutor = this.db): Promise<RebateRateRow[]> {
    return tx.select().from(rebateRate).orderBy(asc(rebateRate.level), asc(rebateRate.category));
  }

  async isEmpty(tx: DbExecutor = this.db): Promise<boolean> {
    const [bonuses] = await tx.select({ total: count() }).from(levelBonusSetting);
    const [rates] = await tx.select({ total: count() }).from(rebateRate);
    return (bonuses?.total ?? 0) === 0 && (rates?.total ?? 0) === 0;
  }

  async insertMissing(bonuses: readonly LevelBonusRow[], rates: readonly RebateRateRow[], tx: DbExecutor = this.db): Promise<void> {
    if (bonuses.length > 0) await tx.insert(levelBonusSetting).values([...bonuses]).onConflictDoNothing();
    if (rates.length > 0) await tx.insert(rebateRate).values([...rates]).onConflictDoNothing();
  }

  async upsertLevelBonus(row: LevelBonusRow, tx: DbExecutor = this.db): Promise<void> {
    const { level, ...values } = row;
    await tx.insert(levelBonusSetting).values(row).onConflictDoUpdate({ target: levelBonusSetting.level, set: values });
    void level;
  }

  async upsertRebateRate(row: RebateRateRow, tx: DbExecutor = this.db): Promise<void> {
    await tx
      .insert(rebateRate)
      .values(row)
      .onConflictDoUpdate({ target: [rebateRate.level, rebateRate.category], set: { basisPoints: row.basisPoints } });
  }
}
