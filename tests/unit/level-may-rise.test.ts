// The level check after a recorded batch asks each read only of the players still in question:
// rounds raise only the bet total, so a player whose bets allow no level above their own drops out
// before their deposits are summed from the ledger, and a batch of such players reads the bets alone.
import { describe, expect, it } from 'vitest';
import { LevelProgress, type PlayerTotals } from '../../server/modules/levels/level-progress';
import { reachedBy, reachedByBets } from '../../server/modules/levels/level.service';
import type { UserLevel } from '../../server/modules/levels/level.repository';

const level = (number: number, requiredDeposit: bigint, requiredBet: bigint): UserLevel =>
  ({ level: number, name: `VIP${number}`, requiredDeposit, requiredBet, sort: number }) as UserLevel;

/** The seed's first three levels (minor units). */
const LEVELS = [level(0, 0n, 0n), level(1, 1_000_00n, 5_000_00n), level(2, 5_000_00n, 25_000_00n)];

/** Each read's players, in the order they were asked, over stored bets, levels and deposits. */
function progressOver(stored: { bets: Map<number, bigint>; levels: Map<number, number>; deposits: Map<number, bigint> }) {
  const asked: { read: string; players: number[] }[] = [];
  const pick = <Value>(values: Map<number, Value>, read: string) => async (playerIds: readonly number[]) => {
    asked.push({ read, players: [...playerIds] });
    return new Map(playerIds.flatMap((id) => (values.has(id) ? [[id, values.get(id)!] as const] : [])));
  };
  const unused = () => Promise.reject(new Error('not read by mayRise'));
  const progress = new LevelProgress({
    bets: { betTotals: pick(stored.bets, 'bets'), betTotal: unused },
    players: { levelsOf: pick(stored.levels, 'levels'), levelOf: unused, lockLevel: unused, setLevel: unused },
    deposits: { depositTotals: pick(stored.deposits, 'deposits'), depositTotal: unused },
  });
  return { progress, asked };
}

const ceiling = (bet: bigint) => reachedByBets(LEVELS, bet);

describe('the level check of a recorded batch', () => {
  it('sums deposits only for the players whose bets allow a level above their own', async () => {
    const { progress, asked } = progressOver({
      // 1 bet too little for VIP1; 2 is at VIP1 and bet short of VIP2; 3 bet enough for VIP1 at VIP0; 4 never played before.
      bets: new Map([
        [1, 100_00n],
        [2, 6_000_00n],
        [3, 6_000_00n],
      ]),
      levels: new Map([
        [1, 0],
        [2, 1],
        [3, 0],
        [4, 0],
      ]),
      deposits: new Map([
        [2, 2_000_00n],
        [3, 1_500_00n],
      ]),
    });

    const found = await progress.mayRise([1, 2, 3, 4], ceiling);

    expect(asked).toEqual([
      { read: 'bets', players: [1, 2, 3, 4] },
      { read: 'levels', players: [2, 3] },
      { read: 'deposits', players: [3] },
    ]);
    const totals: PlayerTotals = { deposit: 1_500_00n, bet: 6_000_00n };
    expect(found).toEqual(new Map([[3, { level: 0, totals }]]));
    expect(reachedBy(LEVELS, totals)).toBe(1);
  });

  it('reads only the bets when no player bet enough for any level', async () => {
    const { progress, asked } = progressOver({ bets: new Map([[1, 4_999_99n]]), levels: new Map([[1, 0]]), deposits: new Map([[1, 9_000_00n]]) });

    expect(await progress.mayRise([1, 2], ceiling)).toEqual(new Map());
    expect(asked).toEqual([{ read: 'bets', players: [1, 2] }]);
  });

  it('still finds a player whose deposits are short: the raise itself judges both totals', async () => {
    const { progress } = progressOver({ bets: new Map([[7, 30_000_00n]]), levels: new Map([[7, 0]]), deposits: new Map() });

    const found = await progress.mayRise([7], ceiling);

    expect(found).toEqual(new Map([[7, { level: 0, totals: { deposit: 0n, bet: 30_000_00n } }]]));
    expect(reachedBy(LEVELS, found.get(7)!.totals)).toBe(0);
  });

  it('takes the highest level a bet allows even when the levels ask less bet higher up', () => {
    // An operator may ask less bet of a higher level (more deposit instead): the bets allow it too.
    const odd = [level(0, 0n, 0n), level(1, 0n, 500n), level(2, 900n, 100n)];

    expect(reachedByBets(odd, 100n)).toBe(2);
    expect(reachedByBets(odd, 99n)).toBe(0);
    expect(reachedBy(odd, { deposit: 0n, bet: 600n })).toBe(1);
  });
});
