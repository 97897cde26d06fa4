// What each member level gives (monthly, birthday, upgrade amounts, the deposit bonus percent) and
// the rebate rates per level and game category. Every bonus read and rebate computation needs
// them and operators change them rarely, so they are held in memory (shared/cache) and each change
// is announced on the change bus: the next request anywhere sees it.
import { systemClock, type Clock } from '../../clock';
import type { DbExecutor } from '../../db/client';
import type { ChangeBus } from '../../shared/cache/change-bus';
import { ReadCache } from '../../shared/cache/read-cache';
import { SEED_LEVEL_BONUSES, SEED_REBATE_RATES } from './bonus-seed';
import type { BonusSettingsRepository, LevelBonusRow, RebateRateRow } from './bonus-settings.repository';

export const BONUS_SETTINGS_TOPIC = 'bonus-settings';
/** Safety net: how long a loaded set is used without hearing of a change. */
export const BONUS_SETTINGS_CACHE_MS = 30_000;

export interface BonusSettingsSnapshot {
  levelBonuses: readonly LevelBonusRow[];
  rebateRates: readonly RebateRateRow[];
}

/** A level without a row gives nothing. */
export function levelBonusOf(snapshot: BonusSettingsSnapshot, level: number): LevelBonusRow {
  return snapshot.levelBonuses.find((row) => row.level === level) ?? { level, monthly: 0n, birthday: 0n, upgrade: 0n, depositBasisPoints: 0 };
}

/** The level's rate for the category in basis points; 0 when none is set. */
export function rebateRateOf(snapshot: BonusSettingsSnapshot, level: number, category: string): number {
  return snapshot.rebateRates.find((row) => row.level === level && row.category === category)?.basisPoints ?? 0;
}

export class BonusSettingsService {
  private readonly cache: ReadCache<BonusSettingsSnapshot>;

  constructor(
    private readonly deps: { settings: BonusSettingsRepository; changes: ChangeBus; now?: Clock },
  ) {
    const { settings, changes, now = systemClock } = deps;
    this.cache = new ReadCache({
      load: async () => ({ levelBonuses: await settings.levelBonuses(), rebateRates: await settings.rebateRates() }),
      changes,
      topic: BONUS_SETTINGS_TOPIC,
      expiryMs: BONUS_SETTINGS_CACHE_MS,
      now,
    });
  }

  /**
   * From memory; inside a transaction (a deposit's credit, a level's rise) read on it instead, as
   * on PGlite (one connection) a cache load outside the open transaction would wait for it forever.
   */
  async snapshot(tx?: DbExecutor): Promise<BonusSettingsSnapshot> {
    if (!tx) return this.cache.get();
    return { levelBonuses: await this.deps.settings.levelBonuses(tx), rebateRates: await this.deps.settings.rebateRates(tx) };
  }

  async setLevelBonus(row: LevelBonusRow): Promise<void> {
    await this.deps.settings.upsertLevelBonus(row);
    await this.deps.changes.publish(BONUS_SETTINGS_TOPIC);
  }

  async setRebateRate(row: RebateRateRow): Promise<void> {
    await this.deps.settings.upsertRebateRate(row);
    await this.deps.changes.publish(BONUS_SETTINGS_TOPIC);
  }

  /** First start: the seeded levels' amounts and rates, unless an operator has set any. */
  async seedIfEmpty(): Promise<boolean> {
    if (!(await this.deps.settings.isEmpty())) return false;
    await this.deps.settings.insertMissing(
      SEED_LEVEL_BONUSES.map((row) => ({ monthly: 0n, birthday: 0n, upgrade: 0n, depositBasisPoints: 0, ...row })),
      SEED_REBATE_RATES.map((row) => ({ ...row })),
    );
    await this.deps.changes.publish(BONUS_SETTINGS_TOPIC);
    return true;
  }
}
