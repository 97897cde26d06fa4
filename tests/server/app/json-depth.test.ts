// A JSON body's nesting is bounded where it is parsed (issue 17 "Hardening"): an extra field nested
// 3,000 levels deep on POST /pay/ManualDeposit/submit overflowed the stack in the idempotency
// fingerprint (HTTP 500). Now every route that takes a body refuses one deeper than JSON_MAX_DEPTH
// with HTTP 400 and the envelope, before any hook or handler runs; and the manual deposit's
// fingerprint holds only the fields its schema knows, so an extra field decides nothing.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH } from '../../../server/shared/json-depth';
import { bearer, body, caller, useTestClock } from '../accounts/accounts-helpers';
import { newPlayer, uploadPicture } from '../payments/payments-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

const TOO_DEEP = { code: 400, msg: 'The request body is nested too deeply', data: null };

/** `levels` objects, one inside the other. */
function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < levels; level += 1) value = { a: value };
  return value;
}

describe.each(TEST_DATABASES)('JSON body depth ($name)', (target) => {
  const clock = useTestClock();
  const withBody: { method: string; url: string }[] = [];
  const ctx = useTestApp(target, {
    services: { now: clock.now },
    onRoute: (route: RouteOptions) => {
      if (!route.url.startsWith('/user-api/')) return;
      for (const method of [route.method].flat()) if (method !== 'GET' && method !== 'HEAD') withBody.push({ method, url: route.url });
    },
  });
  const call = caller(() => ctx().app);
  const count = async (table: string) =>
    Number(((await ctx().app.db.execute(sql.raw(`select count(*)::int as total from ${table}`))) as unknown as { rows: { total: number }[] }).rows[0]?.total);

  async function manualDeposit(token: string) {
    const payees = body<{ id: number }[]>(await call({ method: 'GET', url: '/user-api/pay/ManualDeposit/getBanks', headers: bearer(token) })).data;
    return {
      payeeAccountId: payees[0]!.id,
      memberBankAccount: '0917 123 4567',
      depositTime: clock.now().getTime() - 20 * 60_000,
      amount: 2500.5,
      receiptUrl: await uploadPicture(call, token),
    };
  }
  const submit = (token: string, payload: unknown, key: string) =>
    call({
      method: 'POST',
      url: '/user-api/pay/ManualDeposit/submit',
      headers: { ...bearer(token), 'idempotency-key': key, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('refuses a manual deposit with an extra field nested 3,000 levels deep with HTTP 400 and the envelope, and stores nothing', async () => {
    const token = await newPlayer(call, ctx().services);
    const reply = await submit(token, { ...(await manualDeposit(token)), extra: nested(3000) }, randomUUID());
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(TOO_DEEP);
    expect(await count('deposit_order')).toBe(0);
    expect(await count('idempotency_key')).toBe(0);
  });

  it('keeps only the fields the schema knows in the fingerprint: a retry with another extra field replays the first reply', async () => {
    const token = await newPlayer(call, ctx().services);
    const form = await manualDeposit(token);
    const key = randomUUID();
    const first = body<{ orderNo: string }>(await submit(token, { ...form, note: { from: 'first try' } }, key));
    expect(first.code, first.msg).toBe(200);
    const retry = body<{ orderNo: string }>(await submit(token, { ...form, note: { from: 'second try', more: [1, 2] } }, key));
    expect(retry).toEqual(first);
    expect(body(await submit(token, { ...form, amount: 3000 }, key)).code).toBe(409);
    expect(await count('deposit_order')).toBe(1);
  });

  it('refuses a body nested too deeply on every /user-api route that takes one, before the token is even read', async () => {
    expect(withBody.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const { method, url } of withBody) {
      for (const payload of [{ extra: nested(3000) }, [nested(JSON_MAX_DEPTH + 1)]]) {
        const reply = await call({ method: method as 'POST', url: url.replace(/:\w+/g, '1'), headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
        if (reply.statusCode !== 400 || JSON.stringify(reply.json()) !== JSON.stringify(TOO_DEEP)) failures.push(`${method} ${url} → HTTP ${reply.statusCode} ${reply.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it(`takes ${JSON_MAX_DEPTH} levels and refuses ${JSON_MAX_DEPTH + 1}, in the caller's language`, async () => {
    const token = await newPlayer(call, ctx().services);
    const send = (levels: number, lang = 'en_US') =>
      call({ method: 'POST', url: `/user-api/message/allRead?lang=${lang}`, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: JSON.stringify({ extra: nested(levels - 1) }) });
    expect(body(await send(JSON_MAX_DEPTH)).code).toBe(200);
    expect((await send(JSON_MAX_DEPTH + 1)).json()).toEqual(TOO_DEEP);
    expect((await send(JSON_MAX_DEPTH + 1, 'ms_MY')).json()).toEqual({ ...TOO_DEEP, msg: 'Kandungan permintaan bersarang terlalu dalam' });
  });

  it('bounds the routes outside /user-api too: a payment notification nested too deeply is refused as unreadable', async () => {
    const reply = await call({ method: 'POST', url: '/pay-notify/sandbox', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ orderNo: nested(3000) }) });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(TOO_DEEP);
  });
});
