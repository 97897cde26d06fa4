// Money amounts on the wire are JSON numbers (DESIGN.md "Money"; issue 17 "Hardening"): the schema's
// type coercion, on for query strings, used to read {"amount":"100"} as 100 and "1e3" as 1000. Every
// route that takes an amount is found as the app registers it, and each refuses an amount sent as
// anything but a number with body code 400, moving nothing; the same call with a number gets past
// the schema. No body field named like an amount may be a coercing number schema, so a new money
// route cannot forget.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MONEY_AMOUNT_KEYWORD } from '../../../server/shared/schemas';
import { bearer, body, caller } from '../accounts/accounts-helpers';
import { newPlayer } from '../payments/payments-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

interface BodyRoute {
  method: string;
  url: string;
  properties: Record<string, Record<string, unknown>>;
}

/** Every route that moves or previews money with an amount, as SPEC.md §7 names them. */
const MONEY_ROUTES = [
  'POST /user-api/pay/budgetAmount',
  'POST /user-api/pay/:channel/charge',
  'POST /user-api/pay/:channel/recharge',
  'POST /user-api/pay/ManualDeposit/submit',
  'POST /user-api/pay/withdraw',
  'POST /user-api/game/launch/:gameId',
  'POST /user-api/game/recharge/:sessionId',
  'POST /user-api/activity/participate/:id',
  'POST /user-api/gamePromotion/participate/:id',
];

// Everything else each route needs, well formed, so only the amount can be refused.
const OTHER_FIELDS: Record<string, Record<string, unknown>> = {
  'POST /user-api/pay/budgetAmount': { channelId: 1 },
  'POST /user-api/pay/:channel/charge': { channelId: 1 },
  'POST /user-api/pay/:channel/recharge': { channelId: 1, bankCode: 'BDO' },
  'POST /user-api/pay/ManualDeposit/submit': { payeeAccountId: 1, memberBankAccount: '0917 123 4567', depositTime: 1, receiptUrl: '/user-api/common/upload/x.png' },
  'POST /user-api/pay/withdraw': { bankCardId: 1 },
  'POST /user-api/game/launch/:gameId': { all: false },
};

const NOT_NUMBERS: unknown[] = ['100', '1e3', '100.50', ' 100', '0x64', '', 'Infinity', true, null, [100], { value: 100 }];
const MSG = 'amount must be a number with at most two decimals';
const TABLES = ['deposit_order', 'withdrawal_request', 'game_session', 'maker_transfer', 'promotion_record', 'ledger_transfer', 'idempotency_key'];

describe.each(TEST_DATABASES)('money amounts are JSON numbers ($name)', (target) => {
  const bodyRoutes: BodyRoute[] = [];
  const ctx = useTestApp(target, {
    onRoute: (route: RouteOptions) => {
      const properties = (route.schema?.body as { properties?: BodyRoute['properties'] } | undefined)?.properties;
      if (!route.url.startsWith('/user-api/') || !properties) return;
      for (const method of [route.method].flat()) bodyRoutes.push({ method, url: route.url, properties });
    },
  });
  const call = caller(() => ctx().app);
  const rowCounts = async () => {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const result = (await ctx().app.db.execute(sql.raw(`select count(*)::int as total from ${table}`))) as unknown as { rows: { total: number }[] };
      counts[table] = Number(result.rows[0]?.total);
    }
    return counts;
  };

  it('takes amounts through the money schema on every money route, and no coercing number for a field named like one', () => {
    const withMoney = bodyRoutes.filter((route) => Object.values(route.properties).some((field) => field[MONEY_AMOUNT_KEYWORD] === true));
    expect(withMoney.map(({ method, url }) => `${method} ${url}`).sort()).toEqual([...MONEY_ROUTES].sort());
    const coercing = bodyRoutes.flatMap(({ method, url, properties }) =>
      Object.entries(properties)
        .filter(([name, field]) => /amount$/i.test(name) && (field.type === 'number' || field.type === 'integer'))
        .map(([name]) => `${method} ${url} ${name}`),
    );
    expect(coercing).toEqual([]);
  });

  it('refuses an amount sent as anything but a number on every money route with body code 400, and moves nothing', async () => {
    const token = await newPlayer(call, ctx().services);
    const before = await rowCounts();
    for (const route of MONEY_ROUTES) {
      const [method, path] = route.split(' ') as [string, string];
      const url = path.replace(':channel', 'sandbox').replace(/:\w+/, '1');
      for (const amount of NOT_NUMBERS) {
        const reply = await call({
          method: method as 'POST',
          url,
          headers: { ...bearer(token), 'idempotency-key': randomUUID() },
          payload: { ...OTHER_FIELDS[route], amount },
        });
        expect(body(reply), `${route} ${JSON.stringify(amount)}`).toEqual({ code: 400, msg: MSG, data: null });
      }
      // The same call with a number gets past the schema (whatever the service then says of it).
      const numeric = await call({ method: method as 'POST', url, headers: { ...bearer(token), 'idempotency-key': randomUUID() }, payload: { ...OTHER_FIELDS[route], amount: 100 } });
      expect(body(numeric).msg, route).not.toBe(MSG);
    }
    // An amount in the query string is text too, so it is refused as well.
    const inQuery = await call({ method: 'POST', url: '/user-api/pay/budgetAmount?channelId=1&amount=100', headers: bearer(token) });
    expect(body(inQuery)).toEqual({ code: 400, msg: MSG, data: null });
    const chinese = await call({ method: 'POST', url: '/user-api/pay/withdraw?lang=zh_CN', headers: { ...bearer(token), 'idempotency-key': randomUUID() }, payload: { bankCardId: 1, amount: '100' } });
    expect(body(chinese)).toEqual({ code: 400, msg: 'amount 必须是最多两位小数的数字', data: null });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a safer-play limit sent as text, as before (its fields take null too, so the service reads them)', async () => {
    const token = await newPlayer(call, ctx().services);
    for (const day of ['100', '1e3']) {
      const reply = await call({ method: 'PUT', url: '/user-api/safety/limits', headers: bearer(token), payload: { day, week: null, month: null } });
      expect(body(reply).code, JSON.stringify(day)).toBe(400);
    }
  });
});
