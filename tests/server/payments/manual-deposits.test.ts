// Manual deposits (issue 8 "Deposits", SPEC.md §3, §5): the payee accounts, a submission with the
// player's own receipt under an Idempotency-Key, operator approval that credits once however often
// it is repeated, rejection with a reason the player reads, the flag, and `ledger check` after.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../../server/ops/commands';
import { bearer, body, caller, setFlags, useTestClock } from '../accounts/accounts-helpers';
import { newPlayer, uploadPicture } from './payments-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

describe.each(TEST_DATABASES)('manual deposits ($name)', (target) => {
  const clock = useTestClock();
  const ctx = useTestApp(target, { services: { now: clock.now } });
  const call = caller(() => ctx().app);

  const get = (url: string, token: string) => call({ method: 'GET', url: `/user-api${url}`, headers: bearer(token) });
  const submit = (token: string, payload: Record<string, unknown>, key: string | null = randomUUID(), lang = 'en_US') =>
    call({
      method: 'POST',
      url: `/user-api/pay/ManualDeposit/submit?lang=${lang}`,
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const balance = async (token: string) => body<{ balance: number }>(await get('/user/getBalanceInfo', token)).data.balance;
  const ops = (...argv: string[]) => runOpsCommand(argv, ctx().services);
  const idOf = async (orderNo: string) =>
    ((await ctx().app.db.execute(sql`select id from deposit_order where order_no = ${orderNo}`)) as unknown as { rows: { id: number | string }[] }).rows[0]!.id;

  async function form(token: string, overrides: Record<string, unknown> = {}) {
    const payees = body<{ id: number }[]>(await get('/pay/ManualDeposit/getBanks', token)).data;
    return {
      payeeAccountId: payees[0]!.id,
      memberBankAccount: '0917 123 4567',
      depositTime: clock.now().getTime() - 20 * 60_000,
      amount: 2500.5,
      receiptUrl: await uploadPicture(call, token),
      ...overrides,
    };
  }
  async function submitted(token: string) {
    const reply = body<{ orderNo: string; state: string }>(await submit(token, await form(token)));
    expect(reply.code, reply.msg).toBe(200);
    return reply.data;
  }

  it('lists the site\'s two payee accounts', async () => {
    const token = await newPlayer(call, ctx().services);
    expect(body(await get('/pay/ManualDeposit/getBanks', token)).data).toEqual([
      expect.objectContaining({ bankName: 'BDO Unibank', accountName: 'Lucky Star Gaming Inc.', accountNumber: '0012 3045 6789' }),
      expect.objectContaining({ bankName: 'GCash', accountName: 'Lucky Star Gaming', accountNumber: '0917 555 0142' }),
    ]);
  });

  it('submits a pending-review order once per Idempotency-Key', async () => {
    const token = await newPlayer(call, ctx().services);
    const payload = await form(token);
    const key = randomUUID();
    const first = body<{ orderNo: string; state: string }>(await submit(token, payload, key));
    expect(first.data).toEqual({ orderNo: expect.stringMatching(/^D\d{22}$/), state: 'pendingReview' });
    expect(body(await submit(token, payload, key)).data).toEqual(first.data);
    expect(body(await submit(token, { ...payload, amount: 3000 }, key)).code).toBe(409);
    expect(body(await submit(token, payload, null)).code).toBe(400);
    const status = body(await get(`/pay/getOrderStatus/${first.data.orderNo}`, token)).data;
    expect(status).toMatchObject({ state: 'pendingReview', amount: 2500.5, reason: '' });
    const count = (await ctx().app.db.execute(sql`select count(*)::int as total from deposit_order`)) as unknown as { rows: { total: number }[] };
    expect(count.rows[0]?.total).toBe(1);
  });

  it('refuses a receipt that is not the player\'s own upload, and every other bad field, in the caller\'s language', async () => {
    const token = await newPlayer(call, ctx().services);
    const other = await newPlayer(call, ctx().services, '09179876543', 'marco');
    const othersReceipt = await uploadPicture(call, other);
    const cases: [Record<string, unknown>, string][] = [
      [{ receiptUrl: othersReceipt }, 'Upload the receipt photo of your transfer'],
      [{ receiptUrl: 'https://example.com/receipt.png' }, 'Upload the receipt photo of your transfer'],
      [{ payeeAccountId: 999 }, 'Choose the deposit account you transferred to'],
      [{ memberBankAccount: '!!' }, 'Enter the account number you paid from'],
      [{ depositTime: clock.now().getTime() + 60 * 60_000 }, 'Enter when you made the transfer (within the last 7 days)'],
      [{ depositTime: clock.now().getTime() - 8 * 24 * 60 * 60_000 }, 'Enter when you made the transfer (within the last 7 days)'],
      [{ amount: 10.001 }, 'Wrong amount'],
      [{ amount: 0 }, 'Wrong amount'],
    ];
    for (const [change, msg] of cases) {
      expect(body(await submit(token, await form(token, change))).msg, JSON.stringify(change)).toBe(msg);
    }
    expect(body(await submit(token, await form(token, { receiptUrl: othersReceipt }), randomUUID(), 'ms_MY')).msg).toBe('Muat naik foto resit pindahan anda');
    const count = (await ctx().app.db.execute(sql`select count(*)::int as total from deposit_order`)) as unknown as { rows: { total: number }[] };
    expect(count.rows[0]?.total).toBe(0);
  });

  it('approve credits the wallet once, however often the command runs, and the ledger checks clean', async () => {
    const token = await newPlayer(call, ctx().services);
    const order = await submitted(token);
    const list = await ops('deposit', 'list');
    expect(list.output).toContain(order.orderNo);
    expect(list.output).toContain('payer 0917 123 4567');
    const id = String(await idOf(order.orderNo));
    const first = await ops('deposit', 'approve', id);
    expect(first.exitCode, first.output).toBe(0);
    expect(first.output).toMatch(/^Approved: /);
    const again = await Promise.all([ops('deposit', 'approve', id), ops('deposit', 'approve', id)]);
    for (const result of again) expect(result.output).toMatch(/^Unchanged: deposit #\d+ is already done \(by ops:\S+\)\.$/);
    expect(await balance(token)).toBe(2500.5);
    expect(body(await get(`/pay/getOrderStatus/${order.orderNo}`, token)).data).toMatchObject({ state: 'done' });
    expect((await ops('deposit', 'reject', id, 'too late')).output).toMatch(/^Unchanged/);
    expect(await balance(token)).toBe(2500.5);
    expect((await ops('deposit', 'list')).output).toBe('No deposits awaiting review.');
    const check = await ops('ledger', 'check');
    expect(check.exitCode, check.output).toBe(0);
  });

  it('approvals racing each other credit once', async () => {
    const token = await newPlayer(call, ctx().services);
    const id = String(await idOf((await submitted(token)).orderNo));
    const results = await Promise.all(Array.from({ length: 5 }, () => ops('deposit', 'approve', id)));
    expect(results.filter((result) => result.output.startsWith('Approved')).length).toBe(1);
    expect(await balance(token)).toBe(2500.5);
  });

  it('reject stores the reason the player reads, and moves no money', async () => {
    const token = await newPlayer(call, ctx().services);
    const order = await submitted(token);
    const id = String(await idOf(order.orderNo));
    expect((await ops('deposit', 'reject', id, '   ')).exitCode).toBe(1);
    const result = await ops('deposit', 'reject', id, 'The receipt shows another amount');
    expect(result.exitCode, result.output).toBe(0);
    expect(body(await get(`/pay/getOrderStatus/${order.orderNo}?lang=zh_CN`, token)).data).toMatchObject({ state: 'failed', reason: 'The receipt shows another amount' });
    expect((await ops('deposit', 'approve', id)).output).toMatch(/^Unchanged: deposit #\d+ is already failed/);
    expect(await balance(token)).toBe(0);
    const [row] = ((await ctx().app.db.execute(sql`select operator, reviewed_at from deposit_order where id = ${Number(id)}`)) as unknown as { rows: { operator: string; reviewed_at: unknown }[] }).rows;
    expect(row?.operator).toMatch(/^ops:\S+$/);
    expect(row?.reviewed_at).not.toBeNull();
  });

  it('the operator cannot approve an automatic order or a missing one', async () => {
    const token = await newPlayer(call, ctx().services);
    const channels = body<{ id: number }[]>(await get('/pay/getPayChannel/1', token)).data;
    const auto = body<{ orderNo: string }>(
      await call({ method: 'POST', url: '/user-api/pay/sandbox-qr/charge', headers: { ...bearer(token), 'idempotency-key': randomUUID() }, payload: { channelId: channels[0]!.id, amount: 500 } }),
    ).data;
    const result = await ops('deposit', 'approve', String(await idOf(auto.orderNo)));
    expect(result).toMatchObject({ exitCode: 1 });
    expect(result.output).toContain('automatic');
    expect((await ops('deposit', 'approve', '999')).exitCode).toBe(1);
    expect((await ops('deposit', 'approve', 'abc')).exitCode).toBe(1);
    expect(await balance(token)).toBe(0);
  });

  it('refuses the payee list and submission while manualDepositOpenStatus is off', async () => {
    const token = await newPlayer(call, ctx().services);
    const payload = await form(token);
    await setFlags(ctx().services, { manualDepositOpenStatus: false });
    expect(body(await get('/pay/ManualDeposit/getBanks', token))).toMatchObject({ code: 500, msg: 'Manual deposit is closed at the moment' });
    expect(body(await submit(token, payload))).toMatchObject({ code: 500, msg: 'Manual deposit is closed at the moment' });
  });
});
