// The member levels a new site starts with. Thresholds are minor units (100 = 1.00 of the
// site currency): what a player must have deposited and bet in total to reach the level.
import type { userLevel } from './level.tables';

const major = (amount: number) => BigInt(amount) * 100n;

export const SEED_LEVELS: readonly (typeof userLevel.$inferInsert)[] = [
  { level: 0, name: 'VIP0', requiredDeposit: major(0), requiredBet: major(0), sort: 0 },
  { level: 1, name: 'VIP1', requiredDeposit: major(1_000), requiredBet: major(5_000), sort: 1 },
  { level: 2, name: 'VIP2', requiredDeposit: major(5_000), requiredBet: major(25_000), sort: 2 },
  { level: 3, name: 'VIP3', requiredDeposit: major(20_000), requiredBet: major(100_000), sort: 3 },
  { level: 4, name: 'VIP4', requiredDeposit: major(50_000), requiredBet: major(300_000), sort: 4 },
  { level: 5, name: 'VIP5', requiredDeposit: major(200_000), requiredBet: major(1_000_000), sort: 5 },
];
