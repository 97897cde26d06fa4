// Every bill type's bills add up to what moved in the wallet for that type (issue 17): a player
// who plays, deposits, withdraws, buys and is rewarded reads, under each type filter of
// /bill/list, bills whose amounts sum to the analysis's change for that type, and all of them to
// the wallet's change. A games bill is the wallet's money going into a game and coming back out
// of it (under its game session, named by its game); the rounds in between are round records, not
// bills. Bills that moved nothing (balanceAfter null) are deposit orders not paid: listed, not summed.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnalyzeBillReply, BillItem } from '../../../src/domain/bill.schema';
import type { ExitReply, GameSession } from '../../../src/domain/game-play.schema';
import { BILL_TYPES, type Page } from '../../../src/domain/trade';
import { PASSWORD, bearer, body, caller } from '../accounts/accounts-helpers';
import type { BankCardItem } from '../../../src/domain/bank-card.schema';
import type { WithdrawalRequestItem } from '../../../src/domain/withdrawal.schema';
import { PlayHarness, seededGames } from '../play/play-harness';
import { playCalls } from '../play/play-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

/** Minor units of a major-unit number, exactly (bills carry two decimals). */
const minor = (amount: number) => BigInt(Math.round(amount * 100));
const sum = (bills: BillItem[]) => bills.reduce((total, bill) => total + minor(bill.amount), 0n);

describe.each(TEST_DATABASES)('bills add up per type ($name)', (target) => {
  const harness = new PlayHarness();
  const ctx = useTestApp(target, { services: harness.serviceOptions() });
  const call = caller(() => ctx().app);
  const play = playCalls(ctx, call, (playerId) => harness.maker.balances.get(playerId) ?? 0n);
  beforeEach(() => harness.reset());

  const list = async (token: string, query: string) =>
    body<Page<BillItem>>(await call({ method: 'GET', url: `/user-api/bill/list?limit=50&${query}`, headers: bearer(token) })).data;
  const analyze = async (token: string) => body<AnalyzeBillReply>(await call({ method: 'GET', url: '/user-api/bill/analyzeBill?period=today', headers: bearer(token) })).data;

  it('a games bill is a move into or out of a game: the list sums to the wallet change, not twice it', async () => {
    const { token, id } = await play.player();
    const { slot } = await seededGames(ctx().services);
    const session = body<GameSession>(await play.launch(token, slot.id, { amount: 50, all: false })).data;
    // Won 8.71 over four rounds, one of them break-even.
    harness.maker.playRound(id, 1_00n, 0n);
    harness.maker.playRound(id, 2_00n, 12_71n);
    harness.maker.playRound(id, 1_00n, 1_00n);
    harness.maker.playRound(id, 1_00n, 0n);
    expect(body<ExitReply>(await play.exit(token, session.sessionId)).data).toEqual({ returned: 58.71, wallet: 1008.71 });
    const games = await list(token, 'type=games');
    expect(games.rows.map((bill) => [bill.orderNo, bill.amount, bill.balanceAfter, bill.remark])).toEqual([
      [`G${session.sessionId}`, 58.71, 1008.71, 'Lucky Lanterns'],
      [`G${session.sessionId}`, -50, 950, 'Lucky Lanterns'],
    ]);
    expect(sum(games.rows)).toBe(8_71n);
    expect((await ctx().services.ledger.balances(id)).wallet - 1000_00n).toBe(8_71n);
    // The rounds are the round records.
    const rounds = body<Page<unknown>>(await call({ method: 'GET', url: '/user-api/game/round/list?page=1&limit=10', headers: bearer(token) })).data;
    expect(rounds.total).toBe(4);
  });

  it('for every type filter, the bills that moved money add up to the wallet’s change of that type', async () => {
    await play.ops('site', 'set', 'gameAccountRegisterBank', 'false');
    const { token, id } = await play.player();
    const { services } = ctx();
    const { slot, roulette } = await seededGames(services);
    const wallet = { playerId: id, purpose: 'wallet' } as const;
    // deposit: a paid deposit and an operator's credit; a deposit order still unpaid moves nothing.
    await services.ledger.transfer({ kind: 'deposit', from: { house: 'cashIn' }, to: wallet, amount: 300_00n, reference: 'deposit:D-paid', actor: 'player' });
    await ctx().app.db.execute(sql`insert into deposit_order (order_no, player_id, source, amount, state, reason) values ('D-open', ${id}, 'auto', 20000, 'pendingPayment', '')`);
    // withdrawal: one pending, one rejected (its hold and its return), an operator's debit.
    const added = body<BankCardItem>(
      await call({
        method: 'POST',
        url: '/user-api/bankCard/add',
        headers: bearer(token),
        payload: { bank: 'GCASH', bankCardName: 'Liza', bankCardAccount: '5566778899', phone: '09171234567', password: PASSWORD },
      }),
    );
    expect(added.code, added.msg).toBe(200);
    const card = added.data;
    const withdraw = async (amount: number) => {
      const reply = body<WithdrawalRequestItem>(
        await call({ method: 'POST', url: '/user-api/pay/withdraw', headers: { ...bearer(token), 'idempotency-key': play.newKey() }, payload: { bankCardId: card.id, amount } }),
      );
      expect(reply.code, reply.msg).toBe(200);
      return reply.data;
    };
    await withdraw(120);
    const rejected = await withdraw(180);
    expect((await play.ops('withdraw', 'reject', String(rejected.id), 'mismatch')).exitCode).toBe(0);
    expect((await play.ops('wallet', 'adjust', 'liza', '-15.5', 'correction')).exitCode).toBe(0);
    // games: two sessions with rounds (one replaced by the next launch), and a launch the maker refused.
    const first = body<GameSession>(await play.launch(token, slot.id, { amount: 40, all: false })).data;
    harness.maker.playRound(id, 5_00n, 12_34n);
    harness.maker.playRound(id, 2_00n, 2_00n);
    const second = body<GameSession>(await play.launch(token, roulette.id, { amount: 25.25, all: false })).data;
    harness.maker.playRound(id, 10_00n, 0n);
    expect(body(await play.recharge(token, second.sessionId, 5)).code).toBe(200);
    expect(body(await play.exit(token, second.sessionId)).code).toBe(200);
    harness.maker.failNext('transferIn', 'refuse');
    expect(body(await play.launch(token, slot.id, { amount: 7, all: false })).code).toBe(500);
    // propsPurchase, memberPurchase, rewards, rebate.
    await services.ledger.transfer({ kind: 'toPromotion', from: wallet, to: { playerId: id, purpose: 'promotion' }, amount: 20_00n, reference: 'promotion:7:join', actor: 'player' });
    await services.ledger.transfer({ kind: 'adjustment', from: wallet, to: { house: 'adjustments' }, amount: 9_99n, reference: 'member:vip-week', actor: 'player' });
    expect((await play.ops('bonus', 'grant', 'liza', '12.34', '--note', 'sorry')).exitCode).toBe(0);
    await services.ledger.transfer({ kind: 'rebate', from: { house: 'bonuses' }, to: wallet, amount: 3_21n, reference: 'rebate:test', actor: 'player' });

    const analysis = await analyze(token);
    const byType = new Map(analysis.byType.map((entry) => [entry.type, minor(entry.incoming) - minor(entry.outgoing)]));
    let all = 0n;
    for (const type of BILL_TYPES) {
      const bills = (await list(token, `type=${type}`)).rows;
      expect(bills.every((bill) => bill.type === type)).toBe(true);
      const moved = bills.filter((bill) => bill.balanceAfter !== null);
      // What moved nothing is a deposit order not paid, and only that.
      expect(bills.filter((bill) => bill.balanceAfter === null).map((bill) => [bill.orderNo, bill.state])).toEqual(type === 'deposit' ? [['D-open', 'pendingPayment']] : []);
      expect([type, sum(moved)]).toEqual([type, byType.get(type) ?? 0n]);
      all += sum(moved);
    }
    // From nothing: the player's first money (play.player's 1000) is a deposit bill of today too.
    const change = (await services.ledger.balances(id)).wallet;
    expect(all).toBe(change);
    expect(minor(analysis.netChange)).toBe(change);
    // Each type is there, so none of the sums above is an empty 0 = 0.
    expect(analysis.byType.filter((entry) => entry.count > 0).map((entry) => entry.type).sort()).toEqual([...BILL_TYPES].sort());
    // The games bills: each session's in and out (the first one's out by the second launch), the refused launch and its return.
    const games = (await list(token, 'type=games')).rows.reverse();
    expect(games.map((bill) => [bill.orderNo, bill.amount])).toEqual([
      [`G${first.sessionId}`, -40],
      [`G${first.sessionId}`, 47.34],
      [`G${second.sessionId}`, -25.25],
      [`G${second.sessionId}`, -5],
      [`G${second.sessionId}`, 20.25],
      [expect.stringMatching(/^G[0-9]+$/), -7],
      [expect.stringMatching(/^G[0-9]+$/), 7],
    ]);
    expect(games.slice(0, 2).every((bill) => bill.remark === 'Lucky Lanterns')).toBe(true);
    expect(games[2]?.remark).toBe('Royal Roulette');
    expect(games[6]?.remark).toBe('refused by the game maker');
    await play.ledgerClean();
  });
});
