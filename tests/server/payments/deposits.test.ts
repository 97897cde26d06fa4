// Automatic deposits through the sandbox gateway (issue 8 "Deposits", SPEC.md §5, §7): the
// catalogue calls, the limits and their SPEC.md texts, Idempotency-Key on order creation, the
// checkout page, signed notifications (forged, replayed, altered, late), crediting through the
// ledger exactly once, own orders only, expiry, flags, and `ledger check` clean after.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../../server/ops/commands';
import { bearer, body, caller, setFlags, useTestClock } from '../accounts/accounts-helpers';
import { newPlayer } from './payments-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

interface Channel {
  id: number;
  channel: string;
  minAmount: number;
  maxAmount: number;
  dailyTimes: number | null;
  remainingTimes: number | null;
  needsBank: boolean;
}

describe.each(TEST_DATABASES)('automatic deposits ($name)', (target) => {
  const clock = useTestClock();
  const ctx = useTestApp(target, { services: { now: clock.now, paySandboxSecret: 'test-sandbox-secret-0123456789' } });
  const call = caller(() => ctx().app);

  const get = (url: string, token: string) => call({ method: 'GET', url: `/user-api${url}`, headers: bearer(token) });
  const post = (url: string, token: string, payload: Record<string, unknown>, key: string | null = randomUUID()) =>
    call({ method: 'POST', url: `/user-api${url}`, headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) }, payload });

  async function channels(token: string): Promise<{ qr: Channel; bank: Channel; methodId: number }> {
    const methods = body<{ id: number; operatorCode: string }[]>(await get('/pay/getPayMethod', token)).data;
    expect(methods).toHaveLength(1);
    const methodId = methods[0]!.id;
    const list = body<Channel[]>(await get(`/pay/getPayChannel/${methodId}`, token)).data;
    return { qr: list.find((row) => row.channel === 'sandbox-qr')!, bank: list.find((row) => row.channel === 'sandbox-bank')!, methodId };
  }
  async function charge(token: string, amount: number, key?: string) {
    const { qr } = await channels(token);
    return post(`/pay/${qr.channel}/charge`, token, { channelId: qr.id, amount }, key);
  }
  async function order(token: string, amount = 500) {
    const reply = body<{ orderNo: string; payUrl: string; endTime: number }>(await charge(token, amount));
    expect(reply.code, reply.msg).toBe(200);
    return reply.data;
  }
  const balance = async (token: string) => body<{ balance: number }>(await get('/user/getBalanceInfo', token)).data.balance;
  const status = async (token: string, orderNo: string, lang = 'en_US') =>
    body<{ state: string; reason: string; amount: number }>(await get(`/pay/getOrderStatus/${orderNo}?lang=${lang}`, token));
  const ledgerClean = async () => {
    const result = await runOpsCommand(['ledger', 'check'], ctx().services);
    expect(result.exitCode, result.output).toBe(0);
  };
  /** The payer's decision on the checkout page, as the browser's form post. */
  async function decide(payUrl: string, decision: 'approve' | 'decline') {
    const url = new URL(payUrl, 'http://localhost');
    const fields = new URLSearchParams(url.search);
    fields.set('decision', decision);
    return call({
      method: 'POST',
      url: `${url.pathname}/decision`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: fields.toString(),
    });
  }
  const notify = (payload: unknown) => call({ method: 'POST', url: '/pay-notify/sandbox', payload: payload as Record<string, unknown> });
  const sandbox = () => {
    const gateway = ctx().services.sandboxGateway;
    if (!gateway) throw new Error('the sandbox gateway is on in these tests');
    return gateway;
  };
  const signed = (orderNo: string, amount: string, status: 'approved' | 'declined' = 'approved') =>
    sandbox().signNotification({ orderNo, amount, status, reference: 'SBX-test' });

  it('lists the sandbox method, its two channels with today\'s remaining deposits, the bank channel\'s banks and the quick amounts', async () => {
    const token = await newPlayer(call, ctx().services);
    const { qr, bank, methodId } = await channels(token);
    expect(qr).toMatchObject({ methodId, minAmount: 100, maxAmount: 50000, dailyTimes: 10, remainingTimes: 10, needsBank: false });
    expect(bank).toMatchObject({ minAmount: 200, maxAmount: 100000, dailyTimes: 5, needsBank: true });
    expect(body(await get('/pay/getPayMethodByOperatorCode?operatorCode=SANDBOX', token)).data).toHaveLength(1);
    expect(body(await get('/pay/getPayMethodByOperatorCode?operatorCode=NOPE', token)).data).toEqual([]);
    expect(body<{ bankCode: string }[]>(await get(`/pay/getPayBank/${bank.id}`, token)).data.map((row) => row.bankCode)).toEqual(['BDO', 'BPI', 'MBTC', 'LBP']);
    expect(body(await get(`/pay/getPayBank/${qr.id}`, token)).data).toEqual([]);
    expect(body(await get(`/pay/getDepositAmountList?channelId=${qr.id}`, token)).data).toEqual([100, 200, 500, 1000, 2000, 5000]);
    expect(body<number[]>(await get('/pay/getDepositAmountList', token)).data).toEqual([100, 200, 500, 1000, 2000, 3000, 5000, 10000, 20000]);
    await setFlags(ctx().services, { depositAmountListStatus: false });
    expect(body(await get('/pay/getDepositAmountList', token)).data).toEqual([]);
    expect(body(await get('/pay/getAllActivity', token)).data).toEqual([]);
    expect(body(await call({ method: 'GET', url: '/user-api/pay/getPayMethod' })).code).toBe(401);
  });

  it('budgets the bank channel\'s 1 % fee, rounded up to a centavo, and refuses amounts outside the limits', async () => {
    const token = await newPlayer(call, ctx().services);
    const { bank } = await channels(token);
    expect(body(await post('/pay/budgetAmount', token, { channelId: bank.id, amount: 1000.5 }, null)).data).toEqual({ amount: 1000.5, fee: 10.01, arrivalAmount: 990.49 });
    expect(body(await post('/pay/budgetAmount', token, { channelId: bank.id, amount: 100 }, null))).toMatchObject({ code: 500, msg: 'Minimum deposit amount is 200.00' });
  });

  it('refuses below the minimum, above the maximum and a malformed amount with SPEC.md\'s texts in the caller\'s language', async () => {
    const token = await newPlayer(call, ctx().services);
    expect(body(await charge(token, 99.99))).toMatchObject({ code: 500, msg: 'Minimum deposit amount is 100.00' });
    expect(body(await charge(token, 50000.01))).toMatchObject({ code: 500, msg: 'Limit exceeded: the most you can deposit here is 50000.00' });
    expect(body(await charge(token, 100.005))).toMatchObject({ code: 400, msg: 'Wrong amount' });
    const { qr } = await channels(token);
    const thai = await call({ method: 'POST', url: '/user-api/pay/sandbox-qr/charge?lang=th_TH', headers: { ...bearer(token), 'idempotency-key': randomUUID() }, payload: { channelId: qr.id, amount: 1 } });
    expect(body(thai).msg).toBe('ยอดฝากขั้นต่ำคือ 100.00');
    const orders = await ctx().app.db.execute(sql`select count(*)::int as total from deposit_order`);
    expect((orders as unknown as { rows: { total: number }[] }).rows[0]?.total).toBe(0);
  });

  it('counts deposits per day: the eleventh open order is "no deposit times"; a declined one gives its place back', async () => {
    const token = await newPlayer(call, ctx().services);
    const first = await order(token);
    for (let index = 1; index < 10; index += 1) await order(token);
    expect((await channels(token)).qr.remainingTimes).toBe(0);
    expect(body(await charge(token, 500))).toMatchObject({ code: 500, msg: 'No deposit times left on this channel today' });
    expect((await decide(first.payUrl, 'decline')).statusCode).toBe(303);
    expect((await channels(token)).qr.remainingTimes).toBe(1);
    await order(token);
  });

  it('takes an Idempotency-Key: a replay answers the same order, other parameters are 409, none is 400', async () => {
    const token = await newPlayer(call, ctx().services);
    const key = randomUUID();
    const first = body<{ orderNo: string }>(await charge(token, 500, key));
    const again = body<{ orderNo: string }>(await charge(token, 500, key));
    expect(again.data).toEqual(first.data);
    expect(body(await charge(token, 600, key)).code).toBe(409);
    const { qr } = await channels(token);
    expect(body(await post(`/pay/${qr.channel}/charge`, token, { channelId: qr.id, amount: 500 }, null)).code).toBe(400);
    expect((await channels(token)).qr.remainingTimes).toBe(9);
  });

  it('asks the bank channel for a bank through /recharge, and refuses the wrong call or channel', async () => {
    const token = await newPlayer(call, ctx().services);
    const { qr, bank } = await channels(token);
    expect(body(await post(`/pay/${bank.channel}/charge`, token, { channelId: bank.id, amount: 500 })).code).toBe(500);
    expect(body(await post(`/pay/${bank.channel}/recharge`, token, { channelId: bank.id, amount: 500 }))).toMatchObject({ code: 500, msg: 'Choose a bank for this payment channel' });
    expect(body(await post(`/pay/${bank.channel}/recharge`, token, { channelId: bank.id, amount: 500, bankCode: 'GCASH' })).code).toBe(500);
    expect(body(await post(`/pay/${qr.channel}/charge`, token, { channelId: bank.id, amount: 500 })).code).toBe(500);
    const made = body<{ payUrl: string }>(await post(`/pay/${bank.channel}/recharge`, token, { channelId: bank.id, amount: 500, bankCode: 'BPI' }));
    expect(made.code).toBe(200);
    expect(new URL(made.data.payUrl, 'http://x').searchParams.get('bank')).toBe('BPI');
  });

  it('pays through the checkout page: approve credits the wallet once and returns to the app', async () => {
    const token = await newPlayer(call, ctx().services);
    const created = await order(token, 750.25);
    expect(created.payUrl).toMatch(/^\/sandbox-pay\/checkout\/D\d{22}\?/);
    expect(created.endTime).toBe(clock.now().getTime() + 15 * 60_000);
    expect(await status(token, created.orderNo)).toMatchObject({ data: { state: 'pendingPayment', amount: 750.25, reason: '' } });

    const page = await call({ method: 'GET', url: created.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('PHP 750.25');
    expect(page.body).toContain('Lucky Star');
    expect(page.body).toContain(created.orderNo);
    expect(page.body).toContain('name="viewport" content="width=device-width');
    expect(page.body).toMatch(/value="approve"[\s\S]*value="decline"/);

    const back = await decide(created.payUrl, 'approve');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/pages/account/myWallet/depositResult?orderNo=${created.orderNo}`);
    expect(await status(token, created.orderNo)).toMatchObject({ data: { state: 'done' } });
    expect(await balance(token)).toBe(750.25);

    // The same approval again, from the page or replayed on the notify route, moves nothing.
    expect((await decide(created.payUrl, 'approve')).statusCode).toBe(303);
    const replay = await notify(signed(created.orderNo, '750.25'));
    expect(replay.statusCode).toBe(200);
    expect(await balance(token)).toBe(750.25);
    // ... and a decline arriving after it is refused.
    expect((await notify(signed(created.orderNo, '750.25', 'declined'))).statusCode).toBe(400);
    expect(await status(token, created.orderNo)).toMatchObject({ data: { state: 'done' } });
    await ledgerClean();
  });

  it('credits the amount less the channel fee on the bank channel', async () => {
    const token = await newPlayer(call, ctx().services);
    const { bank } = await channels(token);
    const made = body<{ orderNo: string; payUrl: string }>(await post(`/pay/${bank.channel}/recharge`, token, { channelId: bank.id, amount: 1000, bankCode: 'BDO' })).data;
    expect((await call({ method: 'GET', url: made.payUrl })).body).toContain('PHP 1,000.00');
    expect((await decide(made.payUrl, 'approve')).statusCode).toBe(303);
    expect(await balance(token)).toBe(990);
    await ledgerClean();
  });

  it('a decline fails the order with a reason the player reads in their language', async () => {
    const token = await newPlayer(call, ctx().services);
    const created = await order(token);
    expect((await decide(created.payUrl, 'decline')).statusCode).toBe(303);
    expect(await status(token, created.orderNo)).toMatchObject({ data: { state: 'failed', reason: 'The payment was declined' } });
    expect((await status(token, created.orderNo, 'zh_CN')).data.reason).toBe('支付被拒绝');
    expect(await balance(token)).toBe(0);
    // A late approval of a declined order changes nothing.
    expect((await notify(signed(created.orderNo, '500.00'))).statusCode).toBe(400);
    expect(await balance(token)).toBe(0);
  });

  it('refuses forged, altered and wrong-amount notifications and changes nothing', async () => {
    const token = await newPlayer(call, ctx().services);
    const created = await order(token);
    const good = signed(created.orderNo, '500.00');
    const refusals = [
      { ...good, signature: 'f'.repeat(64) },
      { ...good, signature: good.signature.toUpperCase() },
      { ...good, signature: undefined },
      { ...good, amount: '5000.00' },
      { ...good, reference: 'SBX-other' },
      sandbox().signNotification({ orderNo: created.orderNo, amount: '5.00', status: 'approved', reference: 'x' }),
      sandbox().signNotification({ orderNo: 'D2026112300000012345678', amount: '500.00', status: 'approved', reference: 'x' }),
      [],
    ];
    // A notification signed with another secret is a forgery too.
    const { SandboxGateway } = await import('../../../server/modules/payments/sandbox-gateway');
    refusals.push(new SandboxGateway('another-secret-0123456789').signNotification({ orderNo: created.orderNo, amount: '500.00', status: 'approved', reference: 'x' }));
    for (const payload of refusals) {
      const reply = await notify(payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
    }
    // Not JSON at all: not a notification.
    expect((await call({ method: 'POST', url: '/pay-notify/sandbox', headers: { 'content-type': 'text/plain' }, payload: 'approved' })).statusCode).toBe(400);
    expect((await notify(signed(created.orderNo, '500.00'))).body).toBe('success');
    expect(await balance(token)).toBe(500);
    await ledgerClean();
  });

  it('settles once when the same approval arrives many times at once', async () => {
    const token = await newPlayer(call, ctx().services);
    const created = await order(token, 300);
    const replies = await Promise.all(Array.from({ length: 8 }, () => notify(signed(created.orderNo, '300.00'))));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(8).fill(200));
    expect(await balance(token)).toBe(300);
    const transfers = await ctx().app.db.execute(sql`select count(*)::int as total from ledger_transfer where reference = ${`deposit:${created.orderNo}`}`);
    expect((transfers as unknown as { rows: { total: number }[] }).rows[0]?.total).toBe(1);
    await ledgerClean();
  });

  it('answers another player\'s order, or a made-up one, as not found', async () => {
    const owner = await newPlayer(call, ctx().services);
    const other = await newPlayer(call, ctx().services, '09179876543', 'marco');
    const created = await order(owner);
    expect(await status(other, created.orderNo)).toMatchObject({ code: 500, msg: 'Order not found' });
    expect(await status(other, 'D2026112300000012345678')).toMatchObject({ code: 500, msg: 'Order not found' });
    expect(await status(other, "x'; drop table deposit_order")).toMatchObject({ code: 500, msg: 'Order not found' });
  });

  it('expires an unpaid order after its end time: failed (expired), the page says so, a late approval is refused', async () => {
    const token = await newPlayer(call, ctx().services);
    const created = await order(token);
    clock.advance(15 * 60 + 1);
    expect((await call({ method: 'GET', url: created.payUrl })).statusCode).toBe(410);
    expect((await decide(created.payUrl, 'approve')).statusCode).toBe(410);
    expect((await notify(signed(created.orderNo, '500.00'))).statusCode).toBe(400);
    expect(await status(token, created.orderNo)).toMatchObject({ data: { state: 'failed', reason: 'The payment time ran out' } });
    expect(await balance(token)).toBe(0);
  });

  it('the operator\'s list sweeps overdue orders', async () => {
    const token = await newPlayer(call, ctx().services);
    const created = await order(token);
    clock.advance(16 * 60);
    expect((await runOpsCommand(['deposit', 'list'], ctx().services)).output).toContain('Expired 1 unpaid order(s).');
    const [row] = (await ctx().app.db.execute(sql`select state, reason, operator from deposit_order where order_no = ${created.orderNo}`) as unknown as { rows: Record<string, string>[] }).rows;
    expect(row).toEqual({ state: 'failed', reason: 'expired', operator: 'system' });
  });

  it('refuses an altered checkout link and escapes what it shows', async () => {
    const token = await newPlayer(call, ctx().services);
    await ctx().services.site.setSiteSetting('websiteName', 'Lucky <b>"Star"</b> & Co');
    const created = await order(token);
    const page = await call({ method: 'GET', url: created.payUrl });
    expect(page.body).toContain('Lucky &lt;b&gt;&quot;Star&quot;&lt;/b&gt; &amp; Co');
    expect(page.body).not.toContain('<b>"Star"</b>');
    const altered = created.payUrl.replace('amount=500.00', 'amount=5.00');
    expect((await call({ method: 'GET', url: altered })).statusCode).toBe(400);
    expect((await decide(altered, 'approve')).statusCode).toBe(400);
    const elsewhere = created.payUrl.replace(/returnUrl=[^&]*/, `returnUrl=${encodeURIComponent('https://evil.example/')}`);
    expect((await call({ method: 'GET', url: elsewhere })).statusCode).toBe(400);
    expect(await balance(token)).toBe(0);
  });

  it('refuses every automatic call while autoDepositFunctionStatus is off', async () => {
    const token = await newPlayer(call, ctx().services);
    const { qr, methodId } = await channels(token);
    await setFlags(ctx().services, { autoDepositFunctionStatus: false });
    for (const reply of [
      await get('/pay/getPayMethod', token),
      await get(`/pay/getPayChannel/${methodId}`, token),
      await post(`/pay/${qr.channel}/charge`, token, { channelId: qr.id, amount: 500 }),
      await post('/pay/budgetAmount', token, { channelId: qr.id, amount: 500 }, null),
    ]) {
      expect(body(reply)).toMatchObject({ code: 500, msg: 'Online deposit is closed at the moment' });
    }
  });

  it('pay channel set changes limits and switches at once, logged with who and why', async () => {
    const token = await newPlayer(call, ctx().services);
    const set = (...args: string[]) => runOpsCommand(['pay', 'channel', 'set', ...args], ctx().services);
    const result = await set('sandbox-qr', 'max', '800', 'smaller cap during the gateway trial');
    expect(result.exitCode, result.output).toBe(0);
    expect(result.output).toMatch(/^sandbox-qr max 50000\.00 -> 800\.00 \(by ops:\S+: smaller cap during the gateway trial\)$/);
    expect((await channels(token)).qr.maxAmount).toBe(800);
    expect(body(await charge(token, 900)).msg).toBe('Limit exceeded: the most you can deposit here is 800.00');
    expect((await set('sandbox-qr', 'dailyTimes', 'none', 'no cap')).exitCode).toBe(0);
    expect((await channels(token)).qr).toMatchObject({ dailyTimes: null, remainingTimes: null });
    expect((await set('sandbox-qr', 'min', '900', 'oops')).exitCode).toBe(1);
    expect((await set('sandbox-qr', 'fee', 'lots', 'oops')).exitCode).toBe(1);
    expect((await set('nope', 'max', '1', 'oops')).exitCode).toBe(1);
    expect((await set('sandbox-qr', 'enabled', 'off', 'gateway maintenance')).exitCode).toBe(0);
    const { qr, bank } = await channels(token);
    expect(qr).toBeUndefined();
    expect(bank).toBeDefined();
    expect(body(await post('/pay/sandbox-qr/charge', token, { channelId: 1, amount: 500 })).msg).toBe('This payment channel is not available; choose another');
    expect((await set('sandbox-bank', 'enabled', 'off', 'gateway maintenance')).exitCode).toBe(0);
    expect(body(await get('/pay/getPayMethod', token)).data).toEqual([]);
    const list = await runOpsCommand(['pay', 'channel', 'list'], ctx().services);
    expect(list.output).toContain('sandbox-qr (#1, Sandbox Pay / QR Ph)  off  min 100.00  max 800.00  dailyTimes none');
    const log = (await ctx().app.db.execute(sql`select actor, change, reason from payment_change_log order by id`) as unknown as { rows: Record<string, string>[] }).rows;
    expect(log).toHaveLength(4);
    expect(log[0]).toMatchObject({ change: 'sandbox-qr max 50000.00 -> 800.00', reason: 'smaller cap during the gateway trial' });
    expect(log[0]?.actor).toMatch(/^ops:\S+$/);
  });
});

describe.each(TEST_DATABASES)('the sandbox gateway switched off ($name)', (target) => {
  // Production without PAY_SANDBOX_SECRET: no checkout pages, its channels take no orders, and
  // nothing it might sign is believed.
  const ctx = useTestApp(target, { services: { paySandboxSecret: null } });
  const call = caller(() => ctx().app);

  it('refuses orders on sandbox channels and serves no checkout', async () => {
    const token = await newPlayer(call, ctx().services);
    const reply = await call({
      method: 'POST',
      url: '/user-api/pay/sandbox-qr/charge',
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload: { channelId: 1, amount: 500 },
    });
    expect(body(reply)).toMatchObject({ code: 500, msg: 'This payment channel is not available; choose another' });
    expect((await call({ method: 'GET', url: '/sandbox-pay/checkout/D2026112300000012345678?amount=1' })).statusCode).toBe(404);
    const { SandboxGateway } = await import('../../../server/modules/payments/sandbox-gateway');
    const forged = new SandboxGateway('any-secret-0123456789').signNotification({ orderNo: 'D2026112300000012345678', amount: '500.00', status: 'approved', reference: 'x' });
    expect((await call({ method: 'POST', url: '/pay-notify/sandbox', payload: { ...forged } })).statusCode).toBe(400);
  });
});
