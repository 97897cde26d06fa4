// What the seeded member levels (levels/level-seed.ts) give on a new site: amounts in minor units,
// the deposit bonus and rebate rates in basis points (80 = 0.8 %). Higher levels give more.
import type { GameCategoryCode } from '../../../src/domain/game';
import type { levelBonusSetting, rebateRate } from './bonus.tables';

const major = (amount: number) => BigInt(amount) * 100n;

export const SEED_LEVEL_BONUSES: readonly (typeof levelBonusSetting.$inferInsert)[] = [
  { level: 0, monthly: major(0), birthday: major(18), upgrade: major(0), depositBasisPoints: 0 },
  { level: 1, monthly: major(18), birthday: major(38), upgrade: major(28), depositBasisPoints: 50 },
  { level: 2, monthly: major(58), birthday: major(88), upgrade: major(88), depositBasisPoints: 100 },
  { level: 3, monthly: major(188), birthday: major(288), upgrade: major(288), depositBasisPoints: 150 },
  { level: 4, monthly: major(588), birthday: major(888), upgrade: major(888), depositBasisPoints: 200 },
  { level: 5, monthly: major(1_888), birthday: major(2_888), upgrade: major(2_888), depositBasisPoints: 300 },
];

/** Per level, per category: slots and fishing pay most, sports least (its margin is thinnest). */
const RATES_BY_CATEGORY: Record<GameCategoryCode, readonly number[]> = {
  slots: [30, 50, 60, 80, 100, 120],
  fishing: [30, 50, 60, 80, 100, 120],
  table: [20, 30, 40, 50, 60, 80],
  poker: [20, 30, 40, 50, 60, 80],
  sports: [10, 20, 30, 40, 50, 60],
};

export const SEED_REBATE_RATES: readonly (typeof rebateRate.$inferInsert)[] = Object.entries(RATES_BY_CATEGORY).flatMap(([category, rates]) =>
  rates.map((basisPoints, level) => ({ level, category, basisPoints })),
);
