// Idempotency keys (DESIGN.md "Money"): a probe route moves money the way every money route will,
// through idempotencyKeyOf + idempotency.run + ledger.transfer in the run's transaction. A replay
// answers the saved reply and moves nothing; other parameters are refused with 409; a concurrent
// duplicate runs once; a refusal keeps no key; keys outlive a day and are pruned after it.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { toMajorUnits, toMinorUnits } from '../../../src/domain/money';
import { IDEMPOTENCY_KEY_TTL_MS } from '../../../src/domain/trade';
import { fingerprint, idempotencyKeyOf, MOVES_MONEY } from '../../../server/shared/idempotency';
import { currentPlayer } from '../../../server/shared/require-player';
import { success } from '../../../server/shared/envelope';
import { ApiError, invalid } from '../../../server/errors';
import { JSON_MAX_DEPTH } from '../../../server/shared/json-depth';
import { runOpsCommand } from '../../../server/ops/commands';
import { bearer, body, caller, registerPlayer, setFlags, useTestClock } from '../accounts/accounts-helpers';
import { TEST_DATABASES, useTestApp, type TestApp } from '../test-app';

let current: (() => TestApp) | undefined;
/** How many times the probe's work ran (not replayed). */
let runs = 0;

// POST /test/hold { amount }: wallet -> withdrawal hold, as a withdrawal request will.
const holdProbe: FastifyPluginAsync = async (app) => {
  // A route that reads the key without declaring MOVES_MONEY would be missing the header in the
  // OpenAPI document: it fails every call instead.
  app.post('/test/undeclared', { preHandler: app.requirePlayer }, async (request) => success(idempotencyKeyOf(request)));
  app.post('/test/hold', { preHandler: app.requirePlayer, config: MOVES_MONEY }, async (request) => {
    const key = idempotencyKeyOf(request);
    const { playerId } = currentPlayer(request);
    const params = request.body as { amount: number; slow?: boolean };
    const { idempotency, ledger } = current!().services;
    const data = await idempotency.run({ playerId, key, route: 'POST /test/hold', params }, async (tx) => {
      const amount = toMinorUnits(params.amount);
      if (amount === null || amount === 0n) throw invalid('server.invalidInput');
      runs += 1;
      // Long enough that a duplicate sent at once arrives while this one is still running.
      if (params.slow) await new Promise((resolve) => setTimeout(resolve, 150));
      const { transferId } = await ledger.transfer(
        { kind: 'withdraw', from: { playerId, purpose: 'wallet' }, to: { playerId, purpose: 'withdrawalHold' }, amount, reference: `hold:${randomUUID()}`, actor: 'player' },
        tx,
      );
      return { transferId, balance: toMajorUnits((await ledger.balances(playerId, tx)).wallet) };
    });
    return success(data);
  });
};

describe.each(TEST_DATABASES)('idempotency ($name)', (target) => {
  const clock = useTestClock();
  const ctx = useTestApp(target, { extraUserApiRoutes: [holdProbe], services: { now: clock.now } });
  current = ctx;
  const call = caller(() => ctx().app);

  async function funded(): Promise<{ token: string; id: number }> {
    current = ctx;
    runs = 0;
    await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false, gameAccountCaptchaEnabled: false });
    const token = await registerPlayer(call, ctx().services, { phone: '09171234567', username: 'keyed_one' });
    await runOpsCommand(['wallet', 'adjust', 'keyed_one', '100', 'seed'], ctx().services);
    return { token, id: (await ctx().services.players.find('keyed_one')).id };
  }

  const hold = (token: string, key: string | undefined, payload: object, lang = '') =>
    call({
      method: 'POST',
      url: `/user-api/test/hold${lang ? `?lang=${lang}` : ''}`,
      headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload,
    });

  const wallet = async (id: number) => (await ctx().services.ledger.balances(id)).wallet;

  it('a missing or malformed key is a localized 400 and moves nothing', async () => {
    const { token, id } = await funded();
    expect(body(await hold(token, undefined, { amount: 1 }))).toMatchObject({ code: 400, msg: 'This request needs an Idempotency-Key header.' });
    expect(body(await hold(token, '', { amount: 1 }))).toMatchObject({ code: 400 });
    expect(body(await hold(token, 'short', { amount: 1 }))).toMatchObject({ code: 400, msg: expect.stringContaining('8 to 100') });
    expect(body(await hold(token, 'has space in it', { amount: 1 }))).toMatchObject({ code: 400 });
    expect(body(await hold(token, undefined, { amount: 1 }, 'zh_CN')).msg).toBe('此请求需要 Idempotency-Key 请求头。');
    expect(await wallet(id)).toBe(10000n);
    expect(() => idempotencyKeyOf({ headers: { 'idempotency-key': ['a1234567', 'b1234567'] } })).toThrow();
  });

  it('a route that reads the key without declaring it moves money answers 500 whatever it is sent', async () => {
    const { token } = await funded();
    const reply = await call({ method: 'POST', url: '/user-api/test/undeclared', headers: { ...bearer(token), 'idempotency-key': randomUUID() }, payload: {} });
    expect(reply.statusCode).toBe(500);
  });

  it('a replay answers the saved reply and moves nothing; other parameters are a localized 409', async () => {
    const { token, id } = await funded();
    const key = randomUUID();
    const first = body<{ transferId: number; balance: number }>(await hold(token, key, { amount: 12.5 }));
    expect(first).toMatchObject({ code: 200, data: { balance: 87.5 } });
    const again = body(await hold(token, key, { amount: 12.5 }));
    expect(again).toEqual(first);
    expect(runs).toBe(1);
    expect(await wallet(id)).toBe(8750n);

    expect(body(await hold(token, key, { amount: 13 }))).toMatchObject({ code: 409, msg: expect.stringContaining('already used with other details') });
    expect(body(await hold(token, key, { amount: 13 }, 'th_TH')).msg).toBe(
      'คีย์คำขอนี้ถูกใช้กับรายละเอียดอื่นแล้ว หรือคำขอนั้นยังดำเนินการอยู่ กรุณาเริ่มใหม่อีกครั้ง',
    );
    expect(await wallet(id)).toBe(8750n);
    // Keys belong to a player: the same key from another player is another request.
    expect(body(await hold(token, randomUUID(), { amount: 1 })).data).toMatchObject({ balance: 86.5 });
  });

  it('the same key on another route is refused', async () => {
    const { id } = await funded();
    const run = (route: string) => ctx().services.idempotency.run({ playerId: id, key: 'same-key-1', route, params: {} }, async () => ({ ok: route }));
    expect(await run('POST /a')).toEqual({ ok: 'POST /a' });
    await expect(run('POST /b')).rejects.toMatchObject({ bodyCode: 409 });
  });

  it('a concurrent duplicate waits for the first and gets its reply: the money moves once', async () => {
    const { token, id } = await funded();
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: 5 }, () => hold(token, key, { amount: 10, slow: true })));
    const bodies = replies.map((reply) => body(reply));
    expect(bodies.every((reply) => reply.code === 200)).toBe(true);
    // Deep equality, not text: jsonb hands the saved reply back with its keys in its own order.
    for (const reply of bodies) expect(reply.data).toEqual(bodies[0]?.data);
    expect(runs).toBe(1);
    expect(await wallet(id)).toBe(9000n);
  });

  it('a refused business rule keeps no key: a retry with the same key runs again', async () => {
    const { token, id } = await funded();
    const key = randomUUID();
    expect(body(await hold(token, key, { amount: 500 }))).toMatchObject({ code: 500, msg: 'Insufficient balance, please Deposit!' });
    expect(await wallet(id)).toBe(10000n);
    await runOpsCommand(['wallet', 'adjust', 'keyed_one', '400', 'more'], ctx().services);
    expect(body(await hold(token, key, { amount: 500 }))).toMatchObject({ code: 200, data: { balance: 0 } });
    expect(await wallet(id)).toBe(0n);
  });

  it('keys are kept 24 hours, then the key is new again and old keys are pruned', async () => {
    const { token, id } = await funded();
    const key = randomUUID();
    await hold(token, key, { amount: 1 });
    clock.advance(IDEMPOTENCY_KEY_TTL_MS / 1000 - 60);
    expect(body(await hold(token, key, { amount: 1 })).data).toMatchObject({ balance: 99 });
    expect(runs).toBe(1);
    clock.advance(120);
    const count = async () => Number(((await ctx().database.db.execute(sql`select count(*)::int as n from idempotency_key`)) as unknown as { rows: { n: number }[] }).rows[0]?.n);
    await hold(token, randomUUID(), { amount: 1 });
    expect(await ctx().services.idempotency.prune()).toBe(0); // the call above pruned the old key already
    expect(await count()).toBe(1);
    expect(body(await hold(token, key, { amount: 1 })).data).toMatchObject({ balance: 97 });
    expect(runs).toBe(3);
    expect(await wallet(id)).toBe(9700n);
  });

  it('the fingerprint ignores key order and undefined fields, and tells values apart', () => {
    expect(fingerprint({ a: 1, b: { c: 2, d: [1, 2] } })).toBe(fingerprint({ b: { d: [1, 2], c: 2 }, a: 1, e: undefined }));
    expect(fingerprint({ a: 1 })).not.toBe(fingerprint({ a: '1' }));
    expect(fingerprint({ a: [1, 2] })).not.toBe(fingerprint({ a: [2, 1] }));
  });

  it('the fingerprint refuses parameters nested absurdly deep as invalid input (body code 400), never overflowing the stack', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level += 1) deep = { a: deep };
    let thrown: unknown;
    try {
      fingerprint({ amount: 1, extra: deep });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ bodyCode: 400, messageKey: 'server.bodyTooDeep' });
    let fine: unknown = 1;
    for (let level = 0; level < JSON_MAX_DEPTH; level += 1) fine = { a: fine };
    expect(fingerprint(fine)).toMatch(/^[0-9a-f]{64}$/);
  });
});
