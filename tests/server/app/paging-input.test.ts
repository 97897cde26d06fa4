// Paging numbers are whole, bounded numbers at the edge (issue 17 "Hardening"): `?page=Infinity`
// passed the schema (Ajv coerces the text to a number that is not finite, then checks minimum and
// maximum on finite numbers only) and reached SQL as an HTTP 500. Every list route is found as the
// app registers it (a querystring with `page`), must use the shared paging schema, and refuses
// every bad page and limit with body code 400 naming the field. The same hole in a numeric path
// parameter (`/message/info/1e309`) is closed for every route too.
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { Paging } from '../../../server/shared/schemas';
import { bearer, body, caller } from '../accounts/accounts-helpers';
import { newPlayer } from '../payments/payments-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
}

/** The list calls of SPEC.md §7 that page; the walk below also takes any the app adds. */
const KNOWN_PAGED = [
  '/user-api/game/search',
  '/user-api/game/comment/list/:gameId',
  '/user-api/game/favorite/list',
  '/user-api/game/like/list',
  '/user-api/game/recent/list',
  '/user-api/game/round/list',
  '/user-api/gamePromotion/record/list',
  '/user-api/levelBonus/list',
  '/user-api/rebate/list',
  '/user-api/message/list',
  '/user-api/message/messageNumber',
  '/user-api/bill/list',
];

const BAD_NUMBERS = ['Infinity', '-Infinity', '1e309', '-1e309', '9'.repeat(400), 'NaN', '-1', '0', '1.5', '100001', '99999999999999999999', 'abc', '', 'true', '1,2'];

const fill = (url: string) => url.replace(/:\w+/g, '1');

describe.each(TEST_DATABASES)('paging and numeric inputs ($name)', (target) => {
  const paged: { url: string; query: Schema }[] = [];
  const numericParams: { method: string; url: string; params: string[] }[] = [];
  const ctx = useTestApp(target, {
    onRoute: (route: RouteOptions) => {
      if (!route.url.startsWith('/user-api/')) return;
      const schema = route.schema as { querystring?: Schema; params?: Schema } | undefined;
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      if (schema?.querystring?.properties?.page && methods.includes('GET')) paged.push({ url: route.url, query: schema.querystring });
      const params = Object.entries(schema?.params?.properties ?? {}).filter(([, field]) => field.type === 'integer' || field.type === 'number');
      if (params.length > 0) for (const method of methods) numericParams.push({ method, url: route.url, params: params.map(([name]) => name) });
    },
  });
  const call = caller(() => ctx().app);

  it('finds every list route, and each takes page and limit from the shared paging schema', () => {
    expect(paged.map(({ url }) => url)).toEqual(expect.arrayContaining(KNOWN_PAGED));
    for (const { url, query } of paged) {
      expect(query.properties?.page, url).toEqual(Paging.page);
      expect(query.properties?.limit, url).toEqual(Paging.limit);
    }
  });

  it('refuses every bad page and limit on every list route with HTTP 200, body code 400, naming the field', async () => {
    const token = await newPlayer(call, ctx().services);
    const failures: string[] = [];
    for (const { url } of paged) {
      const base = `${fill(url)}?${url.endsWith('/search') ? 'name=slot&' : ''}`;
      for (const field of ['page', 'limit']) {
        for (const value of BAD_NUMBERS) {
          const reply = await call({ method: 'GET', url: `${base}${field}=${encodeURIComponent(value)}`, headers: bearer(token) });
          const parsed = reply.json<{ code: number; msg: string }>();
          if (reply.statusCode !== 200 || parsed.code !== 400 || !parsed.msg.startsWith(field)) failures.push(`${base}${field}=${value} → HTTP ${reply.statusCode} ${reply.body}`);
        }
      }
      // A good page still answers.
      const good = await call({ method: 'GET', url: `${base}page=2&limit=5`, headers: bearer(token) });
      if (good.json<{ code: number }>().code !== 200) failures.push(`${base}page=2&limit=5 → ${good.body}`);
    }
    expect(failures).toEqual([]);
  });

  it('names the field in the caller\'s language', async () => {
    const token = await newPlayer(call, ctx().services);
    expect(body(await call({ method: 'GET', url: '/user-api/bill/list?page=Infinity&lang=zh_CN', headers: bearer(token) }))).toEqual({ code: 400, msg: 'page 无效', data: null });
  });

  it('refuses a numeric path parameter that is not finite on every route with body code 400', async () => {
    const token = await newPlayer(call, ctx().services);
    expect(numericParams.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const { method, url, params } of numericParams) {
      for (const value of ['Infinity', '1e309', '-Infinity']) {
        const target = url.replace(/:(\w+)/g, (_whole, name: string) => (name === params[0] ? value : '1'));
        const reply = await call({ method: method as 'GET', url: target, headers: { ...bearer(token), 'idempotency-key': `k-${Math.random().toString(16).slice(2)}` } });
        const parsed = reply.json<{ code: number; msg: string }>();
        if (reply.statusCode !== 200 || parsed.code !== 400) failures.push(`${method} ${target} → HTTP ${reply.statusCode} ${reply.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
