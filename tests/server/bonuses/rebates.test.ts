// Rebates (issue 11): a site day's bets of one game category times the level's rate, rounded down
// to a minor unit, accrue today and become claimable once the site day is over; an operator's rate
// change shows on the next read; a claim pays once under a replayed key and under concurrent
// claims (PostgreSQL); the ledger check is clean after each.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RebateSummary } from '../../../src/domain/bonus.schema';
import type { GameSession } from '../../../src/domain/game-play.schema';
import { body, caller } from '../accounts/accounts-helpers';
import { bonusCalls, movableClock } from './bonus-helpers';
import { PlayHarness, seededGames } from '../play/play-harness';
import { playCalls } from '../play/play-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

const DAY = 24 * 60 * 60_000;

describe.each(TEST_DATABASES)('rebates ($name)', (target) => {
  const harness = new PlayHarness();
  const clock = movableClock();
  const ctx = useTestApp(target, { services: { ...harness.serviceOptions(), now: clock.now } });
  const call = caller(() => ctx().app);
  const play = playCalls(ctx, call, (playerId) => harness.maker.balances.get(playerId) ?? 0n);
  const bonus = bonusCalls(ctx, call);
  let SLOT = 0;
  beforeEach(async () => {
    harness.reset();
    clock.reset();
    SLOT = (await seededGames(ctx().services)).slot.id;
  });

  const summary = async (token: string) => body<RebateSummary>(await bonus.get(token, '/rebate/summary')).data;

  /** Plays slot rounds of these bets (minor units) and exits, so the rounds are recorded. */
  async function playSlots(token: string, id: number, bets: bigint[]) {
    const session = body<GameSession>(await play.launch(token, SLOT, { amount: 500, all: false })).data;
    for (const bet of bets) harness.maker.playRound(id, bet, bet);
    expect(body(await play.exit(token, session.sessionId)).code).toBe(200);
  }

  it('accrues today at the level\'s rate, rounded down, and is claimable once the site day is over', async () => {
    // The scripted maker's rounds carry the real time, which is where the clock starts.
    const { token, id } = await play.player('liza', '09171234567', '1000');
    await bonus.ops('rebate', 'rate', 'set', '0', 'slots', '1.5');
    await playSlots(token, id, [10000n, 3333n]); // 133.33 bet: 1.5 % is 1.99995
    const today = await summary(token);
    expect(today.accruingToday).toBe(1.99);
    expect(today.claimableTotal).toBe(0);
    expect(today.rates).toContainEqual({ category: 'slots', rate: 1.5 });
    expect(today.rates.map((rate) => rate.category)).toEqual(['slots', 'poker', 'table', 'fishing', 'sports']);
    expect((await bonus.rebateList(token)).rows).toEqual([]);

    // An operator's change shows on the next read.
    await bonus.ops('rebate', 'rate', 'set', '0', 'slots', '2');
    expect((await summary(token)).accruingToday).toBe(2.66);

    clock.advance(DAY);
    expect(await summary(token)).toMatchObject({ accruingToday: 0, claimableTotal: 2.66 });
    const list = await bonus.rebateList(token);
    expect(list.total).toBe(1);
    const [row] = list.rows;
    expect(row).toMatchObject({ category: 'slots', turnover: 133.33, rate: 2, amount: 2.66, state: 'claim', issuedAt: null });
    // Computing the day again (the pass, another read) makes no second row.
    expect(await ctx().services.rebates.closeDays()).toBe(0);
    expect(await bonus.ops('rebate', 'list', 'liza')).toContain('2.66');

    const wallet = (await ctx().services.ledger.balances(id)).wallet;
    const key = randomUUID();
    const paid = await bonus.claimRebate(token, row!.id, key);
    expect(paid.code, paid.msg).toBe(200);
    expect(paid.data).toEqual({ amount: 2.66, wallet: Number(wallet + 266n) / 100 });
    expect(await bonus.claimRebate(token, row!.id, key)).toEqual(paid);
    expect(await bonus.claimRebate(token, row!.id)).toMatchObject({ code: 500, msg: 'This rebate has already been claimed.' });
    expect(await bonus.claimRebate(token, 999_999)).toMatchObject({ code: 500, msg: 'This rebate was not found.' });
    expect((await ctx().services.ledger.balances(id)).wallet).toBe(wallet + 266n);
    expect((await bonus.rebateList(token)).rows[0]).toMatchObject({ state: 'issued', issuedAt: clock.now().getTime() });
    expect(await summary(token)).toMatchObject({ claimableTotal: 0 });
    await bonus.ledgerClean();
  });

  it('a rate of 0 or bets too small for a minor unit make no row; other players\' rounds are theirs', async () => {
    const { token, id } = await play.player('liza', '09171234567', '1000');
    const { token: other, id: otherId } = await play.player('omar', '09171234568', '1000');
    await bonus.ops('rebate', 'rate', 'set', '0', 'slots', '0.3');
    await playSlots(token, id, [333n]); // 3.33 bet: 0.3 % is under a minor unit
    await playSlots(other, otherId, [50000n]);
    clock.advance(DAY);
    // The pass closes the day for every player.
    await ctx().services.bonusBackground.pass(false);
    expect((await bonus.rebateList(token)).rows).toEqual([]);
    expect((await bonus.rebateList(other)).rows).toEqual([expect.objectContaining({ turnover: 500, amount: 1.5, rate: 0.3 })]);
    const [theirs] = (await bonus.rebateList(other)).rows;
    expect(await bonus.claimRebate(token, theirs!.id)).toMatchObject({ code: 500, msg: 'This rebate was not found.' });
    await bonus.ledgerClean();
  });

  it.runIf(target.name === 'postgres')('concurrent claims of one rebate pay it exactly once', async () => {
    const { token, id } = await play.player('liza', '09171234567', '1000');
    await playSlots(token, id, [50000n]);
    clock.advance(DAY);
    const [row] = (await bonus.rebateList(token)).rows; // the seeded VIP0 slots rate, 0.3 %: 1.50
    expect(row).toMatchObject({ amount: 1.5 });
    const wallet = (await ctx().services.ledger.balances(id)).wallet;
    const replies = await Promise.all(Array.from({ length: 8 }, () => bonus.claimRebate(token, row!.id)));
    expect(replies.filter((reply) => reply.code === 200)).toHaveLength(1);
    expect((await ctx().services.ledger.balances(id)).wallet).toBe(wallet + 150n);
    await bonus.ledgerClean();
  });
});
