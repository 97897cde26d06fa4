// Member levels and system bonuses (issue 11): a level rises from a real deposit and real rounds
// and its upgrade bonus is granted once; the deposit bonus is a percent of a completed deposit;
// the monthly and birthday bonuses fall on the site's month and day (a zone whose date differs
// from UTC's at the moments tested) and expire; a claim pays once under a replayed key and under
// concurrent claims (PostgreSQL); the ledger check is clean after each.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameSession } from '../../../src/domain/game-play.schema';
import type { LevelBonusDetail } from '../../../src/domain/bonus.schema';
import { EXIT_REFUSED, runOpsCommand } from '../../../server/ops/commands';
import { bearer, body, caller } from '../accounts/accounts-helpers';
import { bonusCalls, movableClock } from './bonus-helpers';
import { PlayHarness, seededGames } from '../play/play-harness';
import { playCalls } from '../play/play-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface Schedule {
  currentLevel: number;
  nextLevel: number | null;
  depositAmount: number;
  betAmount: number;
  schedule: number;
}

describe.each(TEST_DATABASES)('member levels and system bonuses ($name)', (target) => {
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

  const schedule = async (token: string) => body<Schedule>(await bonus.get(token, '/user/getNextLevelSchedule')).data;

  it('a real deposit and real rounds raise the level; the upgrade bonus is granted once, the deposit bonus per deposit', async () => {
    const { token, id } = await play.player('liza', '09171234567', '1000');
    expect(await schedule(token)).toMatchObject({ currentLevel: 0, nextLevel: 1, depositAmount: 0, betAmount: 0, schedule: 0 });

    // VIP1 needs 1,000 deposited and 5,000 bet; an operator's adjustment is no deposit.
    await bonus.deposit(token, 1000, clock.now());
    expect(await schedule(token)).toMatchObject({ currentLevel: 0, depositAmount: 1000, betAmount: 0, schedule: 50 });
    expect(await bonus.level(id)).toBe(0);

    const session = body<GameSession>(await play.launch(token, SLOT, { amount: 1000, all: false })).data;
    for (let i = 0; i < 4; i += 1) harness.maker.playRound(id, 100000n, 100000n);
    harness.maker.playRound(id, 99999n, 100000n); // one minor unit short of 5,000 bet
    expect(body(await play.exit(token, session.sessionId)).code).toBe(200);
    expect(await bonus.level(id)).toBe(0);
    expect(await schedule(token)).toMatchObject({ currentLevel: 0, betAmount: 4999.99 });

    const again = body<GameSession>(await play.launch(token, SLOT, { amount: 10, all: false })).data;
    harness.maker.playRound(id, 1n, 0n);
    expect(body(await play.exit(token, again.sessionId)).code).toBe(200);
    // Raised by the round sync itself, before anything reads the level.
    expect(await bonus.level(id)).toBe(1);
    expect(await schedule(token)).toMatchObject({ currentLevel: 1, nextLevel: 2, depositAmount: 1000, betAmount: 5000 });
    const info = body<{ user: { level: number; levelName: string } }>(await call({ method: 'GET', url: '/user-api/getInfo', headers: bearer(token) })).data;
    expect(info.user).toMatchObject({ level: 1, levelName: 'VIP1' });

    // Raising again (every read does) grants nothing more.
    await ctx().services.levels.raise(id);
    await ctx().services.levels.raise(id, 0);
    const upgrades = (await bonus.bonusList(token)).rows.filter((row) => row.kind === 'upgrade');
    expect(upgrades).toEqual([expect.objectContaining({ kind: 'upgrade', level: 1, amount: 28, state: 'pending', note: '' })]);

    // VIP1 pays 0.5 % of each completed deposit: 201.00 -> 1.00 (1.005 rounded down).
    const orderId = await bonus.deposit(token, 201, clock.now());
    const deposits = (await bonus.bonusList(token)).rows.filter((row) => row.kind === 'deposit');
    expect(deposits).toEqual([expect.objectContaining({ amount: 1, level: 1, state: 'pending' })]);
    expect(await bonus.ops('deposit', 'approve', orderId)).toContain('Unchanged'); // a repeat credits and grants nothing
    expect((await bonus.bonusList(token)).rows.filter((row) => row.kind === 'deposit')).toHaveLength(1);

    const detail = body<LevelBonusDetail>(await bonus.get(token, '/levelBonus/getDetail')).data;
    // VIP1: monthly 18 granted on this read, upgrade 28, deposit 1.
    expect(detail).toEqual({ level: 1, levelName: 'VIP1', monthlyAmount: 18, birthdayAmount: 38, upgradeAmount: 28, depositPercent: 0.5, pendingCount: 3, pendingTotal: 47, birthday: null });

    const wallet = (await ctx().services.ledger.balances(id)).wallet;
    const key = randomUUID();
    const paid = await bonus.claimBonus(token, upgrades[0]!.id, key);
    expect(paid.code, paid.msg).toBe(200);
    expect(paid.data).toEqual({ amount: 28, wallet: Number(wallet + 2800n) / 100 });
    expect(await bonus.claimBonus(token, upgrades[0]!.id, key)).toEqual(paid);
    expect(await bonus.claimBonus(token, upgrades[0]!.id)).toMatchObject({ code: 500, msg: 'This bonus has already been claimed.' });
    expect((await ctx().services.ledger.balances(id)).wallet).toBe(wallet + 2800n);
    const claimed = (await bonus.bonusList(token, '?state=claimed')).rows;
    expect(claimed).toEqual([expect.objectContaining({ id: upgrades[0]!.id, state: 'claimed', paidAt: clock.now().getTime() })]);

    // Levels never fall: an operator raising VIP1's thresholds leaves the player at VIP1.
    await ctx().app.db.execute(sql`update user_level set required_bet = required_bet * 10 where level = 1`);
    ctx().app.changes.dropAll();
    expect(await ctx().services.levels.raise(id)).toBe(1);
    expect(await schedule(token)).toMatchObject({ currentLevel: 1 });
    await bonus.ledgerClean();
  });

  it('an automatic deposit grants its deposit bonus in the same transaction, once', async () => {
    const { token, id } = await play.player('liza', '09171234567', '0');
    await bonus.ops('level-bonus', 'set', '0', '--deposit-percent', '2.5');
    const methods = body<{ id: number }[]>(await bonus.get(token, '/pay/getPayMethod')).data;
    const channel = body<{ id: number; channel: string }[]>(await bonus.get(token, `/pay/getPayChannel/${methods[0]!.id}`)).data.find((row) => row.channel === 'sandbox-qr')!;
    const charged = body<{ orderNo: string; payUrl: string }>(await bonus.post(token, `/pay/${channel.channel}/charge`, randomUUID(), { channelId: channel.id, amount: 400 }));
    expect(charged.code, charged.msg).toBe(200);
    const url = new URL(charged.data.payUrl, 'http://localhost');
    const fields = new URLSearchParams(url.search);
    fields.set('decision', 'approve');
    const decide = () => call({ method: 'POST', url: `${url.pathname}/decision`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: fields.toString() });
    expect((await decide()).statusCode).toBeLessThan(400);
    await decide(); // the payer pressing again settles nothing more
    const wallet = (await ctx().services.ledger.balances(id)).wallet;
    const deposits = (await bonus.bonusList(token)).rows.filter((row) => row.kind === 'deposit');
    // 2.5 % of what reached the wallet (the channel's fee, if any, is not the player's money).
    expect(deposits).toEqual([expect.objectContaining({ amount: Number((wallet * 250n) / 10_000n) / 100, state: 'pending', level: 0 })]);
    expect(deposits[0]!.amount).toBeGreaterThan(0);
    await bonus.ledgerClean();
  });

  it('the monthly bonus falls on the site month (UTC+6:30), expires when the month ends, and is claimed once', async () => {
    await ctx().services.site.setSiteSetting('countryTimezone', '-1.5');
    // 17:00 UTC on 30 November is 23:30 on the site.
    clock.set(Date.UTC(2026, 10, 30, 17, 0));
    await bonus.ops('level-bonus', 'set', '0', '--monthly', '5');
    const { token, id } = await play.player('liza', '09171234567', '0');
    const november = (await bonus.bonusList(token)).rows;
    expect(november).toEqual([expect.objectContaining({ kind: 'monthly', amount: 5, level: 0, state: 'pending', expiresAt: Date.UTC(2026, 10, 30, 17, 30) })]);

    clock.advance(29 * MINUTE); // 23:59 on the site
    expect((await bonus.bonusList(token)).rows).toHaveLength(1);
    clock.advance(2 * MINUTE); // 00:01 on 1 December on the site, still 30 November in UTC
    const december = (await bonus.bonusList(token)).rows;
    expect(december.map((row) => [row.kind, row.state])).toEqual([
      ['monthly', 'pending'],
      ['monthly', 'expired'],
    ]);
    expect(december[0]!.expiresAt).toBe(Date.UTC(2026, 11, 31, 17, 30));
    expect((await bonus.bonusList(token, '?state=expired')).rows.map((row) => row.id)).toEqual([december[1]!.id]);
    expect((await bonus.bonusList(token, '?state=pending')).rows.map((row) => row.id)).toEqual([december[0]!.id]);

    expect(await bonus.claimBonus(token, december[1]!.id)).toMatchObject({ code: 500, msg: 'This bonus has expired and can no longer be claimed.' });
    expect(await bonus.claimBonus(token, 999_999)).toMatchObject({ code: 500, msg: 'This bonus was not found.' });
    const key = randomUUID();
    const paid = await bonus.claimBonus(token, december[0]!.id, key);
    expect(paid).toMatchObject({ code: 200, data: { amount: 5, wallet: 5 } });
    expect(await bonus.claimBonus(token, december[0]!.id, key)).toEqual(paid);
    expect(await bonus.claimBonus(token, december[0]!.id, null)).toMatchObject({ code: 400 });
    expect((await ctx().services.ledger.balances(id)).wallet).toBe(500n);

    // The background pass marks the lapsed one expired and grants nothing twice.
    expect(await ctx().services.bonuses.pass()).toMatchObject({ monthly: 0, expired: 1 });
    await bonus.ledgerClean();
  });

  it('the birthday bonus falls on the birthday\'s site day, for 7 days; the birthday cannot change once set', async () => {
    await ctx().services.site.setSiteSetting('countryTimezone', '-1.5');
    clock.set(Date.UTC(2026, 10, 30, 17, 29)); // 23:59 on 30 November on the site
    const { token, id } = await play.player('liza', '09171234567', '0');
    const { token: other } = await play.player('omar', '09171234568', '0');
    const edit = (who: string, birthday: string) => call({ method: 'POST', url: '/user-api/edit?lang=en_US', headers: bearer(who), payload: { birthday } });
    expect(body(await edit(token, '1990-12-01')).code).toBe(200);
    expect(body(await edit(other, '1991-12-01')).code).toBe(200);
    expect(body(await edit(token, '1990-12-02'))).toMatchObject({ code: 400, msg: 'Your birthday cannot be changed once set' });
    expect((await bonus.bonusList(token)).rows).toEqual([]);

    clock.advance(2 * MINUTE); // 1 December on the site, 30 November in UTC
    const birthday = (await bonus.bonusList(token)).rows;
    expect(birthday).toEqual([expect.objectContaining({ kind: 'birthday', amount: 18, state: 'pending', expiresAt: Date.UTC(2026, 11, 7, 17, 30) })]);
    expect(body<LevelBonusDetail>(await bonus.get(token, '/levelBonus/getDetail')).data).toMatchObject({ birthday: '1990-12-01', birthdayAmount: 18, pendingCount: 1, pendingTotal: 18 });
    // The pass grants the player who has not looked, once.
    expect(await ctx().services.bonuses.pass()).toMatchObject({ birthday: 1 });
    expect(await ctx().services.bonuses.pass()).toMatchObject({ birthday: 0 });
    expect((await bonus.bonusList(other)).rows).toEqual([expect.objectContaining({ kind: 'birthday', state: 'pending' })]);

    clock.set(Date.UTC(2026, 11, 7, 17, 29)); // the last minute of the 7th day
    expect((await bonus.bonusList(token)).rows).toEqual([expect.objectContaining({ id: birthday[0]!.id, state: 'pending' })]);
    clock.advance(2 * MINUTE);
    expect((await bonus.bonusList(token)).rows).toEqual([expect.objectContaining({ id: birthday[0]!.id, state: 'expired' })]);
    expect(await bonus.claimBonus(token, birthday[0]!.id)).toMatchObject({ code: 500, msg: 'This bonus has expired and can no longer be claimed.' });
    expect((await ctx().services.ledger.balances(id)).wallet).toBe(0n);
    await bonus.ledgerClean();
  });

  it('the operator grants a system bonus paid at once or left pending, and lists them', async () => {
    const { token, id } = await play.player('liza', '09171234567', '0');
    expect(await bonus.ops('bonus', 'grant', 'liza', '12.50', '--note', 'Sorry', 'for', 'the', 'outage')).toContain('Paid');
    expect((await ctx().services.ledger.balances(id)).wallet).toBe(1250n);
    expect(await bonus.ops('bonus', 'grant', 'liza', '7', '--pending', '--days', '3')).toContain('waiting for the player');
    const rows = (await bonus.bonusList(token)).rows.filter((row) => row.kind === 'system');
    expect(rows.map((row) => [row.amount, row.state, row.note])).toEqual([
      [7, 'pending', ''],
      [12.5, 'issued', 'Sorry for the outage'],
    ]);
    expect(rows[0]!.expiresAt).toBe(clock.now().getTime() + 3 * DAY);
    // Another player's bonus is not theirs to see or claim.
    const { token: other } = await play.player('omar', '09171234568', '0');
    expect(await bonus.claimBonus(other, rows[0]!.id)).toMatchObject({ code: 500, msg: 'This bonus was not found.' });
    expect((await bonus.bonusList(other)).rows).toEqual([]);
    expect(await bonus.claimBonus(token, rows[1]!.id)).toMatchObject({ code: 500, msg: 'This bonus has already been claimed.' });
    expect(await bonus.ops('bonus', 'list', 'liza')).toContain('Sorry for the outage');
    const refused = await runOpsCommand(['bonus', 'grant', 'liza', '-5'], ctx().services);
    expect(refused).toMatchObject({ exitCode: EXIT_REFUSED, output: 'Amount "-5" is not an amount (e.g. 50 or 12.50).' });
    await bonus.ledgerClean();
  });

  it.runIf(target.name === 'postgres')('concurrent claims of one bonus pay it exactly once', async () => {
    const { token, id } = await play.player('liza', '09171234567', '0');
    await bonus.ops('bonus', 'grant', 'liza', '50', '--pending');
    const [row] = (await bonus.bonusList(token)).rows;
    const replies = await Promise.all(Array.from({ length: 8 }, () => bonus.claimBonus(token, row!.id)));
    expect(replies.filter((reply) => reply.code === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.code === 500).every((reply) => reply.msg === 'This bonus has already been claimed.')).toBe(true);
    expect((await ctx().services.ledger.balances(id)).wallet).toBe(5000n);
    await bonus.ledgerClean();
  });

  it.runIf(target.name === 'postgres')('raises and passes running at once grant each bonus once', async () => {
    const { token, id } = await play.player('liza', '09171234567', '0');
    await play.player('omar', '09171234568', '0');
    // VIP1 asks nothing, so any check reaches it.
    await ctx().app.db.execute(sql`update user_level set required_deposit = 0, required_bet = 0 where level = 1`);
    ctx().app.changes.dropAll();
    expect(await Promise.all(Array.from({ length: 6 }, () => ctx().services.levels.raise(id)))).toEqual(Array(6).fill(1));
    await bonus.ops('level-bonus', 'set', '0', '--monthly', '3');
    const passes = await Promise.all(Array.from({ length: 4 }, () => ctx().services.bonusBackground.pass(true)));
    expect(passes).toContain(true);
    await ctx().services.bonusBackground.pass(true);
    const rows = (await bonus.bonusList(token)).rows;
    expect(rows.filter((row) => row.kind === 'upgrade')).toHaveLength(1);
    expect(rows.filter((row) => row.kind === 'monthly')).toEqual([expect.objectContaining({ level: 1, amount: 18 })]);
    const counted = (await ctx().app.db.execute(sql`select count(*)::int as n from system_bonus where kind = 'monthly'`)) as unknown as { rows: { n: number }[] };
    expect(counted.rows[0]?.n).toBe(2); // liza at VIP1, omar at VIP0
  });
});
