// Withdrawals (issue 8 "Withdrawals and bank cards", DESIGN.md "Money"): the request and its hold
// in one transaction under an Idempotency-Key, the rules (open flag, amount, own card, balance),
// and the operator's review moving the hold exactly once whatever is retried or run at once; the
// ledger check clean after each.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BankCardItem } from '../../../src/domain/bank-card.schema';
import type { WithdrawalRequestItem, WithdrawRequestReply } from '../../../src/domain/withdrawal.schema';
import { EXIT_OK, EXIT_REFUSED, EXIT_USAGE, runOpsCommand } from '../../../server/ops/commands';
import { WithdrawalRepository } from '../../../server/modules/withdrawals/withdrawal.repository';
import { WithdrawalService } from '../../../server/modules/withdrawals/withdrawal.service';
import { PASSWORD, bearer, body, caller, getInfo, registerPlayer, setFlags } from '../accounts/accounts-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

// Friday 2026-11-27 10:00 at UTC+8: the money arrives Saturday 18:00 (SPEC.md §9).
const FRIDAY = new Date('2026-11-27T10:00:00+08:00');

describe.each(TEST_DATABASES)('withdrawals ($name)', (target) => {
  const ctx = useTestApp(target, { services: { now: () => FRIDAY } });
  const call = caller(() => ctx().app);
  const ops = (...argv: string[]) => runOpsCommand(argv, ctx().services);
  let keySeq = 0;
  const newKey = () => `key-${Date.now()}-${++keySeq}`;

  async function player(username = 'liza', phone = '09171234567', money = '1000') {
    await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false });
    const token = await registerPlayer(call, ctx().services, { phone, username });
    const id = body<{ user: { id: number } }>(await getInfo(call, token)).data.user.id;
    const card = body<BankCardItem>(
      await call({
        method: 'POST',
        url: '/user-api/bankCard/add',
        headers: bearer(token),
        payload: { bank: 'GCASH', bankCardName: 'Liza Soberano', bankCardAccount: '5566778899', phone, password: PASSWORD },
      }),
    ).data;
    if (money !== '0') expect((await ops('wallet', 'adjust', username, money, 'test', 'money')).exitCode).toBe(EXIT_OK);
    return { token, id, cardId: card.id };
  }
  const withdraw = (token: string, payload: Record<string, unknown>, key: string | null = newKey(), lang = 'en_US') =>
    call({
      method: 'POST',
      url: `/user-api/pay/withdraw?lang=${lang}`,
      headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
      payload,
    });
  const balances = (id: number) => ctx().services.ledger.balances(id);
  const requestCount = async () =>
    ((await ctx().app.db.execute(sql`select count(*)::int as n from withdrawal_request`)) as unknown as { rows: { n: number }[] }).rows[0]?.n;
  const info = async (token: string) =>
    body<WithdrawRequestReply>(await call({ method: 'GET', url: '/user-api/pay/getWithdrawRequest', headers: bearer(token) })).data;
  async function ledgerClean() {
    const check = await ops('ledger', 'check');
    expect(check.exitCode, check.output).toBe(EXIT_OK);
  }

  it('quick amounts: the setting within the limits, none when the flag is off', async () => {
    const { token } = await player('liza', '09171234567', '0');
    const list = () => call({ method: 'GET', url: '/user-api/pay/getWithdrawAmountList', headers: bearer(token) });
    expect(body(await list()).data).toEqual([100, 200, 500, 1000, 2000, 5000]);
    await setFlags(ctx().services, { withdrawAmountList: '50, 300.5,300.5, 999999, abc, 100', withdrawMinAmount: '100' });
    expect(body(await list()).data).toEqual([100, 300.5]);
    await setFlags(ctx().services, { withdrawAmountListStatus: false });
    expect(body(await list()).data).toEqual([]);
  });

  it('a request holds the amount at once and shows when it arrives', async () => {
    const { token, id, cardId } = await player();
    const reply = body<WithdrawalRequestItem>(await withdraw(token, { bankCardId: cardId, amount: 250.5 }));
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({
      amount: 250.5,
      state: 'pendingReview',
      reason: '',
      bankName: 'GCash',
      cardTail: '8899',
      createdAt: FRIDAY.getTime(),
      arrivesAt: new Date('2026-11-28T18:00:00+08:00').getTime(),
    });
    expect(reply.data.orderNo).toMatch(/^W20261127020000\d{6}$/);
    expect(await balances(id)).toEqual({ wallet: 74_950n, promotion: 0n, withdrawalHold: 25_050n });
    const shown = await info(token);
    expect(shown).toMatchObject({ balance: 749.5, minAmount: 100, maxAmount: 50_000 });
    expect(shown.requests).toEqual([reply.data]);
    await ledgerClean();
  });

  it('a request keeps the card it was made to: a later edit of the card does not change where it pays', async () => {
    const { token, cardId } = await player();
    const item = body<WithdrawalRequestItem>(await withdraw(token, { bankCardId: cardId, amount: 100 })).data;
    const edited = await call({
      method: 'PUT',
      url: `/user-api/bankCard/edit/${cardId}`,
      headers: bearer(token),
      payload: { bank: 'MAYA', bankCardName: 'Someone Else', bankCardAccount: '1111222233', phone: '09171234567', password: PASSWORD },
    });
    expect(body(edited).code).toBe(200);
    expect((await info(token)).requests[0]).toMatchObject({ id: item.id, bankName: 'GCash', cardTail: '8899' });
    const stored = (await ctx().app.db.execute(sql`select holder, account from withdrawal_request`)) as unknown as { rows: unknown[] };
    expect(stored.rows).toEqual([{ holder: 'Liza Soberano', account: '5566778899' }]);
  });

  it('not enough balance: SPEC.md §8 text, nothing saved, nothing moved', async () => {
    const { token, id, cardId } = await player('liza', '09171234567', '150');
    expect(body(await withdraw(token, { bankCardId: cardId, amount: 150.01 }))).toEqual({ code: 500, msg: 'Insufficient balance, please Deposit!', data: null });
    expect(await requestCount()).toBe(0);
    expect(await balances(id)).toEqual({ wallet: 15_000n, promotion: 0n, withdrawalHold: 0n });
    // The same key may be used again after a refusal: a refusal keeps no key.
    const key = newKey();
    expect(body(await withdraw(token, { bankCardId: cardId, amount: 200 }, key)).code).toBe(500);
    expect(body(await withdraw(token, { bankCardId: cardId, amount: 150 }, key)).code).toBe(200);
  });

  it('refused while withdrawal is switched off (openStatus)', async () => {
    const { token, cardId } = await player();
    await setFlags(ctx().services, { openStatus: false });
    expect(body(await withdraw(token, { bankCardId: cardId, amount: 100 }))).toEqual({ code: 500, msg: 'Withdrawal is not available at the moment', data: null });
    expect(await requestCount()).toBe(0);
  });

  it.each([
    [{ amount: 0 }, 400, 'wrong amount'],
    [{ amount: -5 }, 400, 'wrong amount'],
    [{ amount: 100.001 }, 400, 'wrong amount'],
    [{ amount: 99.99 }, 400, 'Please enter an amount from 100 to 50000'],
    [{ amount: 50_000.01 }, 400, 'Please enter an amount from 100 to 50000'],
    [{ amount: 'ten' }, 400, undefined],
    [{ bankCardId: 999_999 }, 500, 'This bank card was not found'],
  ])('refuses %j (%d %s) and saves nothing', async (overrides, code, msg) => {
    const { token, id, cardId } = await player();
    const reply = body(await withdraw(token, { bankCardId: cardId, amount: 100, ...overrides }));
    expect(reply.code).toBe(code);
    if (msg) expect(reply.msg).toBe(msg);
    expect(await requestCount()).toBe(0);
    expect((await balances(id)).wallet).toBe(100_000n);
  });

  it('another player’s card is refused', async () => {
    const liza = await player();
    const juan = await player('juan', '09181234567');
    expect(body(await withdraw(juan.token, { bankCardId: liza.cardId, amount: 100 })).msg).toBe('This bank card was not found');
    expect(await requestCount()).toBe(0);
  });

  it('the Idempotency-Key: missing 400; a replay answers the first reply and moves once; other parameters 409', async () => {
    const { token, id, cardId } = await player();
    expect(body(await withdraw(token, { bankCardId: cardId, amount: 100 }, null)).code).toBe(400);
    const key = newKey();
    const first = body(await withdraw(token, { bankCardId: cardId, amount: 100 }, key));
    const replay = body(await withdraw(token, { amount: 100, bankCardId: cardId }, key));
    expect(replay).toEqual(first);
    const [a, b] = await Promise.all([withdraw(token, { bankCardId: cardId, amount: 100 }, key), withdraw(token, { bankCardId: cardId, amount: 100 }, key)]);
    expect(body(a)).toEqual(first);
    expect(body(b)).toEqual(first);
    expect(body(await withdraw(token, { bankCardId: cardId, amount: 200 }, key)).code).toBe(409);
    expect(await requestCount()).toBe(1);
    expect(await balances(id)).toEqual({ wallet: 90_000n, promotion: 0n, withdrawalHold: 10_000n });
    await ledgerClean();
  });

  it('many requests at once never take the wallet below zero', async () => {
    const { token, id, cardId } = await player('liza', '09171234567', '1000');
    const replies = await Promise.all(Array.from({ length: 8 }, () => withdraw(token, { bankCardId: cardId, amount: 300 })));
    const codes = replies.map((reply) => body(reply).code);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 500)).toHaveLength(5);
    expect(await balances(id)).toEqual({ wallet: 10_000n, promotion: 0n, withdrawalHold: 90_000n });
    expect(await requestCount()).toBe(3);
    await ledgerClean();
  });

  it('approve pays the hold out once, under concurrent and repeated approvals, and records who', async () => {
    const { token, id, cardId } = await player();
    const item = body<WithdrawalRequestItem>(await withdraw(token, { bankCardId: cardId, amount: 400 })).data;
    const listed = await ops('withdraw', 'list');
    expect(listed.output).toContain(item.orderNo);
    const results = await Promise.all(Array.from({ length: 5 }, () => ops('withdraw', 'approve', String(item.id), 'checked', 'ID')));
    expect(results.every((result) => result.exitCode === EXIT_OK)).toBe(true);
    expect(results.filter((result) => result.output.startsWith('Approved:'))).toHaveLength(1);
    expect(results.filter((result) => result.output.startsWith('Already approved'))).toHaveLength(4);
    expect(await balances(id)).toEqual({ wallet: 60_000n, promotion: 0n, withdrawalHold: 0n });
    const posted = (await ctx().app.db.execute(
      sql`select reference, actor, memo from ledger_transfer where reference like ${`withdrawal:${item.id}:%`} order by id`,
    )) as unknown as { rows: { reference: string; actor: string; memo: string }[] };
    expect(posted.rows.map((row) => row.reference)).toEqual([`withdrawal:${item.id}:hold`, `withdrawal:${item.id}:post`]);
    expect(posted.rows[1]).toMatchObject({ actor: expect.stringMatching(/^ops:.+/), memo: 'checked ID' });
    const row = ((await ctx().app.db.execute(sql`select state, reviewed_by, review_note from withdrawal_request`)) as unknown as { rows: unknown[] }).rows[0];
    expect(row).toMatchObject({ state: 'done', reviewed_by: expect.stringMatching(/^ops:.+/), review_note: 'checked ID' });
    // Approved is final: a rejection afterwards is refused and moves nothing.
    expect(await ops('withdraw', 'reject', String(item.id), 'too', 'late')).toMatchObject({ exitCode: EXIT_REFUSED, output: expect.stringContaining('already approved') });
    expect((await info(token)).requests[0]).toMatchObject({ state: 'done' });
    await ledgerClean();
  });

  it('reject voids the hold back to the wallet once, with the reason the player sees', async () => {
    const { token, id, cardId } = await player();
    const item = body<WithdrawalRequestItem>(await withdraw(token, { bankCardId: cardId, amount: 400 })).data;
    const results = await Promise.all(Array.from({ length: 5 }, () => ops('withdraw', 'reject', String(item.id), 'Card', 'name', 'mismatch')));
    expect(results.filter((result) => result.output.startsWith('Rejected:'))).toHaveLength(1);
    expect(results.every((result) => result.exitCode === EXIT_OK)).toBe(true);
    expect(await balances(id)).toEqual({ wallet: 100_000n, promotion: 0n, withdrawalHold: 0n });
    expect((await info(token)).requests[0]).toMatchObject({ state: 'failed', reason: 'Card name mismatch', arrivesAt: null });
    expect(await ops('withdraw', 'approve', String(item.id))).toMatchObject({ exitCode: EXIT_REFUSED, output: expect.stringContaining('already rejected') });
    expect((await balances(id)).withdrawalHold).toBe(0n);
    await ledgerClean();
  });

  it('an approval and a rejection at once: exactly one wins, the money moves once', async () => {
    const { token, id, cardId } = await player();
    const item = body<WithdrawalRequestItem>(await withdraw(token, { bankCardId: cardId, amount: 400 })).data;
    const [approve, reject] = await Promise.all([ops('withdraw', 'approve', String(item.id)), ops('withdraw', 'reject', String(item.id), 'no')]);
    expect([approve.exitCode, reject.exitCode].sort()).toEqual([EXIT_OK, EXIT_REFUSED]);
    const { wallet, withdrawalHold } = await balances(id);
    expect(withdrawalHold).toBe(0n);
    expect(wallet).toBe(approve.exitCode === EXIT_OK ? 60_000n : 100_000n);
    await ledgerClean();
  });

  it('operator mistakes are refused: unknown id, no reason, a bad id or state', async () => {
    expect((await ops('withdraw', 'approve', '12345')).exitCode).toBe(EXIT_REFUSED);
    expect((await ops('withdraw', 'reject', '1')).exitCode).toBe(EXIT_USAGE);
    expect((await ops('withdraw', 'approve', 'abc')).exitCode).toBe(EXIT_REFUSED);
    expect((await ops('withdraw', 'list', 'bogus')).exitCode).toBe(EXIT_REFUSED);
    expect(await ops('withdraw', 'list', 'all')).toEqual({ exitCode: EXIT_OK, output: 'No withdrawal requests.' });
  });

  it('an order number that clashes with a stored one is retried; a clash every time fails and leaves nothing', async () => {
    const { id, cardId } = await player();
    const { db } = ctx().app;
    const services = ctx().services;
    const numbers = ['W-same', 'W-same', 'W-other'];
    const withNumbers = (next: () => string) =>
      new WithdrawalService({ db, requests: new WithdrawalRepository(db), ledger: services.ledger, cards: services.bankCards, site: services.site, now: () => FRIDAY, orderNo: next });
    const clashing = withNumbers(() => numbers.shift() ?? 'W-same');
    const request = (service: WithdrawalService) => db.transaction((tx) => service.withdraw(id, { bankCardId: cardId, amount: 100 }, tx));
    expect((await request(clashing)).orderNo).toBe('W-same');
    expect((await request(clashing)).orderNo).toBe('W-other');
    await expect(request(withNumbers(() => 'W-same'))).rejects.toThrow();
    expect(await requestCount()).toBe(2);
    expect(await balances(id)).toEqual({ wallet: 80_000n, promotion: 0n, withdrawalHold: 20_000n });
    await ledgerClean();
  });

  it('a player has no way to cancel a pending request', async () => {
    const routes = ctx().app.printRoutes({ commonPrefix: false });
    expect(routes).toContain('/user-api/pay/withdraw');
    expect(routes).not.toMatch(/withdraw[^\n]*(cancel|revoke|delete)/i);
    for (const method of ['DELETE', 'PUT', 'PATCH'] as const) {
      expect(ctx().app.hasRoute({ method, url: '/user-api/pay/withdraw' })).toBe(false);
    }
  });
});
