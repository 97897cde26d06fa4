// Bills and their analysis (SPEC.md §2 wallet, §3 bill types, §7 GET /bill/list, /bill/analyzeBill):
// read from the ledger's entries on the wallet with the withdrawal requests' states; the days are
// the site's (countryTimezone relative to UTC+8), and closing - opening = netChange = the sum of
// the period's bills that moved the wallet, whatever the day boundaries and timezone.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AnalyzeBillReply, BillItem } from '../../../src/domain/bill.schema';
import type { Page } from '../../../src/domain/trade';
import type { BankCardItem } from '../../../src/domain/bank-card.schema';
import type { WithdrawalRequestItem } from '../../../src/domain/withdrawal.schema';
import { EXIT_OK, runOpsCommand } from '../../../server/ops/commands';
import { PASSWORD, bearer, body, caller, getInfo, registerPlayer, setFlags } from '../accounts/accounts-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

// Wednesday 2026-11-25 12:00 at UTC+7 (the site below: countryTimezone -1).
const NOW = new Date('2026-11-25T12:00:00+07:00');
const at = (iso: string) => new Date(iso).getTime();

// When each transfer happened, in posting order: straddling the site's midnights.
const TIMES = [
  '2026-11-23T23:59:59+07:00', // Mon (site) — adjust +1000
  '2026-11-24T00:00:00+07:00', // Tue — hold 300 (approved later)
  '2026-11-24T09:00:00+07:00', // Tue — hold 200 (rejected later)
  '2026-11-24T23:30:00+07:00', // Tue (but Wed at UTC+8) — void 200 back
  '2026-11-25T00:00:01+07:00', // Wed — post of the 300 (hold -> cashOut: not on the wallet)
  '2026-11-25T08:00:00+07:00', // Wed — hold 100 (left pending)
  '2026-11-25T11:00:00+07:00', // Wed — adjust -50
];

describe.each(TEST_DATABASES)('bills and analysis ($name)', (target) => {
  const ctx = useTestApp(target, { services: { now: () => NOW } });
  const call = caller(() => ctx().app);
  const ops = (...argv: string[]) => runOpsCommand(argv, ctx().services);
  let keySeq = 0;

  async function history() {
    await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false, countryTimezone: '-1' });
    const token = await registerPlayer(call, ctx().services, { phone: '09171234567', username: 'liza' });
    const id = body<{ user: { id: number } }>(await getInfo(call, token)).data.user.id;
    const card = body<BankCardItem>(
      await call({
        method: 'POST',
        url: '/user-api/bankCard/add',
        headers: bearer(token),
        payload: { bank: 'GCASH', bankCardName: 'Liza', bankCardAccount: '5566778899', phone: '09171234567', password: PASSWORD },
      }),
    ).data;
    const withdraw = async (amount: number) =>
      body<WithdrawalRequestItem>(
        await call({
          method: 'POST',
          url: '/user-api/pay/withdraw',
          headers: { ...bearer(token), 'idempotency-key': `bills-${++keySeq}-${Date.now()}` },
          payload: { bankCardId: card.id, amount },
        }),
      ).data;
    expect((await ops('wallet', 'adjust', 'liza', '1000', 'welcome')).exitCode).toBe(EXIT_OK);
    const approved = await withdraw(300);
    const rejected = await withdraw(200);
    expect((await ops('withdraw', 'reject', String(rejected.id), 'Name', 'mismatch')).exitCode).toBe(EXIT_OK);
    expect((await ops('withdraw', 'approve', String(approved.id))).exitCode).toBe(EXIT_OK);
    const pending = await withdraw(100);
    expect((await ops('wallet', 'adjust', 'liza', '-50', 'correction')).exitCode).toBe(EXIT_OK);
    // Put each transfer at its moment, in the order they were posted. Posted transfers are
    // immutable (migration 0014), so the history's fixture lifts that guard for its own rewrite.
    const transfers = (await ctx().app.db.execute(sql`select id from ledger_transfer order by id`)) as unknown as { rows: { id: number | string }[] };
    expect(transfers.rows).toHaveLength(TIMES.length);
    await ctx().app.db.execute(sql`alter table ledger_transfer disable trigger ledger_transfer_immutable`);
    try {
      for (const [index, row] of transfers.rows.entries()) {
        await ctx().app.db.execute(sql`update ledger_transfer set created_at = ${TIMES[index]}::timestamptz where id = ${row.id}`);
      }
    } finally {
      await ctx().app.db.execute(sql`alter table ledger_transfer enable trigger ledger_transfer_immutable`);
    }
    return { token, id, approved, rejected, pending };
  }

  const list = async (token: string, query = '') =>
    body<Page<BillItem>>(await call({ method: 'GET', url: `/user-api/bill/list${query}`, headers: bearer(token) })).data;
  const analyze = async (token: string, query: string) =>
    body<AnalyzeBillReply>(await call({ method: 'GET', url: `/user-api/bill/analyzeBill?${query}`, headers: bearer(token) })).data;

  it('lists the wallet’s movements newest first, with types, states, balances and remarks', async () => {
    const { token, approved, rejected, pending } = await history();
    const page = await list(token, '?limit=50');
    expect(page.total).toBe(6);
    expect(page.rows.map((row) => [row.type, row.state, row.amount, row.balanceAfter, row.orderNo, row.remark, row.createdAt])).toEqual([
      ['withdrawal', 'done', -50, 550, expect.any(String), 'correction', at(TIMES[6]!)],
      ['withdrawal', 'pendingReview', -100, 600, pending.orderNo, '', at(TIMES[5]!)],
      ['withdrawal', 'failed', 200, 700, rejected.orderNo, 'Name mismatch', at(TIMES[3]!)],
      ['withdrawal', 'failed', -200, 500, rejected.orderNo, 'Name mismatch', at(TIMES[2]!)],
      ['withdrawal', 'done', -300, 700, approved.orderNo, '', at(TIMES[1]!)],
      ['deposit', 'done', 1000, 1000, expect.any(String), 'welcome', at(TIMES[0]!)],
    ]);
    expect(new Set(page.rows.map((row) => row.id)).size).toBe(6);
  });

  it('filters by type and status, and pages', async () => {
    const { token } = await history();
    expect((await list(token, '?type=withdrawal&status=failed')).rows.map((row) => row.amount)).toEqual([200, -200]);
    expect((await list(token, '?type=deposit')).rows.map((row) => row.amount)).toEqual([1000]);
    expect(await list(token, '?type=games')).toEqual({ rows: [], total: 0 });
    expect((await list(token, '?status=pendingReview')).rows.map((row) => row.amount)).toEqual([-100]);
    const second = await list(token, '?page=2&limit=4');
    expect(second.total).toBe(6);
    expect(second.rows.map((row) => row.amount)).toEqual([-300, 1000]);
    expect(body(await call({ method: 'GET', url: '/user-api/bill/list?type=bogus', headers: bearer(token) })).code).toBe(400);
    expect(body(await call({ method: 'GET', url: '/user-api/bill/list?limit=51', headers: bearer(token) })).code).toBe(400);
  });

  it('analysis by site day: opening, closing and netChange agree with the bills, period by period', async () => {
    const { token } = await history();
    const bills = (await list(token, '?limit=50')).rows.filter((row) => row.balanceAfter !== null);
    const cases: [string, string, string, number, number][] = [
      // query, from, to, opening, closing
      ['period=today', '2026-11-25', '2026-11-25', 700, 550],
      ['period=yesterday', '2026-11-24', '2026-11-24', 1000, 700],
      ['period=7days', '2026-11-19', '2026-11-25', 0, 550],
      ['period=custom&from=2026-11-23&to=2026-11-23', '2026-11-23', '2026-11-23', 0, 1000],
      ['period=custom&from=2026-11-24&to=2026-11-25', '2026-11-24', '2026-11-25', 1000, 550],
      ['period=lastMonth', '2026-10-01', '2026-10-31', 0, 0],
    ];
    for (const [query, from, to, opening, closing] of cases) {
      const reply = await analyze(token, query);
      expect([reply.from, reply.to, reply.openingBalance, reply.closingBalance], query).toEqual([from, to, opening, closing]);
      const start = at(`${from}T00:00:00+07:00`);
      const end = at(`${to}T00:00:00+07:00`) + 86_400_000;
      const inPeriod = bills.filter((bill) => bill.createdAt >= start && bill.createdAt < end);
      const sum = inPeriod.reduce((total, bill) => total + Math.round(bill.amount * 100), 0) / 100;
      expect(reply.netChange, query).toBe(sum);
      expect(Math.round((reply.closingBalance - reply.openingBalance) * 100) / 100, query).toBe(reply.netChange);
      const flows = reply.byDay.reduce((total, day) => total + day.incoming - day.outgoing, 0);
      expect(Math.round(flows * 100) / 100, query).toBe(reply.netChange);
      expect(reply.byType.reduce((count, type) => count + type.count, 0), query).toBe(inPeriod.length);
    }
  });

  it('the days follow the site’s timezone: at UTC+8 the 23:30 return falls on Wednesday', async () => {
    const { token } = await history();
    const wednesdayAtSite = await analyze(token, 'period=custom&from=2026-11-25&to=2026-11-25');
    expect(wednesdayAtSite.byDay).toEqual([{ date: '2026-11-25', incoming: 0, outgoing: 150 }]);
    await setFlags(ctx().services, { countryTimezone: '0' });
    const wednesdayAtUtc8 = await analyze(token, 'period=custom&from=2026-11-25&to=2026-11-25');
    // 23:30 at UTC+7 is 00:30 Wednesday at UTC+8; Monday's 23:59:59 becomes Tuesday 00:59:59.
    expect(wednesdayAtUtc8.byDay).toEqual([{ date: '2026-11-25', incoming: 200, outgoing: 150 }]);
    expect(wednesdayAtUtc8).toMatchObject({ openingBalance: 500, closingBalance: 550, netChange: 50 });
    const tuesdayAtUtc8 = await analyze(token, 'period=custom&from=2026-11-24&to=2026-11-24');
    expect(tuesdayAtUtc8).toMatchObject({ openingBalance: 0, closingBalance: 500, netChange: 500 });
    expect(tuesdayAtUtc8.byType.find((type) => type.type === 'withdrawal')).toEqual({ type: 'withdrawal', incoming: 0, outgoing: 500, count: 2 });
  });

  it('refuses a custom period it cannot read, in the caller’s language', async () => {
    const { token } = await history();
    const refused = async (query: string, lang = 'en_US') =>
      body(await call({ method: 'GET', url: `/user-api/bill/analyzeBill?${query}&lang=${lang}`, headers: bearer(token) }));
    expect(await refused('period=custom')).toEqual({ code: 400, msg: 'Choose a start date and an end date', data: null });
    expect((await refused('period=custom&from=2026-02-30&to=2026-03-01')).msg).toBe('Enter a valid date');
    expect((await refused('period=custom&from=2026-11-02&to=2026-11-01', 'zh_CN')).msg).toBe('开始日期不能晚于结束日期');
    expect((await refused('period=custom&from=2024-01-01&to=2026-01-01')).msg).toBe('Choose a period of at most 366 days');
    expect((await refused('period=fortnight')).code).toBe(400);
  });

  it('ledger check is clean after the history', async () => {
    await history();
    const check = await ops('ledger', 'check');
    expect(check.exitCode, check.output).toBe(EXIT_OK);
  });

  it('a paid deposit is a done deposit bill under its order number; promotion and game kinds get their types', async () => {
    await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false });
    const token = await registerPlayer(call, ctx().services, { phone: '09171234567', username: 'liza' });
    const id = body<{ user: { id: number } }>(await getInfo(call, token)).data.user.id;
    const { ledger } = ctx().services;
    const wallet = { playerId: id, purpose: 'wallet' } as const;
    await ledger.transfer({ kind: 'deposit', from: { house: 'cashIn' }, to: wallet, amount: 50_000n, reference: 'deposit:D20261125000001', actor: 'player' });
    await ledger.transfer({ kind: 'toPromotion', from: wallet, to: { playerId: id, purpose: 'promotion' }, amount: 2_000n, reference: 'promotion:7:join', actor: 'player' });
    await ledger.transfer({ kind: 'promotionSettlement', from: { playerId: id, purpose: 'promotion' }, to: wallet, amount: 1_500n, reference: 'rebate:2026-11', actor: 'player' });
    const rows = (await list(token)).rows;
    expect(rows.map((row) => [row.type, row.state, row.amount, row.orderNo])).toEqual([
      ['rebate', 'done', 15, 'rebate:2026-11'],
      ['propsPurchase', 'done', -20, 'promotion:7:join'],
      ['deposit', 'done', 500, 'D20261125000001'],
    ]);
  });

  it('deposit orders not done are bills that moved nothing; a done one is listed once, as its wallet entry', async () => {
    const { token, id } = await history();
    await ctx().app.db.execute(sql`
      insert into deposit_order (order_no, player_id, source, amount, state, reason, created_at) values
        ('D-pay', ${id}, 'auto', 20000, 'pendingPayment', '', '2026-11-25T11:30:00+07:00'),
        ('D-rev', ${id}, 'manual', 30000, 'pendingReview', '', '2026-11-25T11:40:00+07:00'),
        ('D-bad', ${id}, 'auto', 40000, 'failed', 'expired', '2026-11-20T10:00:00+07:00'),
        ('D-done', ${id}, 'auto', 50000, 'done', '', '2026-11-25T11:50:00+07:00')`);
    const deposits = (await list(token, '?type=deposit')).rows;
    expect(deposits.map((row) => [row.orderNo, row.state, row.amount, row.balanceAfter, row.remark])).toEqual([
      ['D-rev', 'pendingReview', 300, null, ''],
      ['D-pay', 'pendingPayment', 200, null, ''],
      [expect.stringMatching(/^T[0-9]+$/), 'done', 1000, 1000, 'welcome'],
      ['D-bad', 'failed', 400, null, 'expired'],
    ]);
    expect((await list(token, '?status=pendingPayment')).total).toBe(1);
    // They moved nothing: the analysis is unchanged by them.
    expect(await analyze(token, 'period=today')).toMatchObject({ openingBalance: 700, closingBalance: 550, netChange: -150 });
  });

  it('another player sees none of these bills', async () => {
    await history();
    const other = await registerPlayer(call, ctx().services, { phone: '09181234567', username: 'juan' });
    expect(await list(other)).toEqual({ rows: [], total: 0 });
    expect(await analyze(other, 'period=7days')).toMatchObject({ openingBalance: 0, closingBalance: 0, netChange: 0 });
  });
});
