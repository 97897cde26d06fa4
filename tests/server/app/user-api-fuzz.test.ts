// Junk to every /user-api route (issue 17 "Hardening"): each route the app registers, found as it
// registers it, gets a bounded number of requests with junk path parameters, query strings and
// bodies from a seeded generator, as a signed-in player. Whatever comes, the reply is never HTTP 500
// and always the { code, msg, data } envelope (DESIGN.md "Envelope"), but for GET /user-api/openapi.json,
// which answers the OpenAPI document itself. The seed is fixed, so a
// failure repeats; the failing requests are listed in full.
import { randomUUID } from 'node:crypto';
import type { InjectOptions, RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { caller, login } from '../accounts/accounts-helpers';
import { newPlayer } from '../payments/payments-helpers';
import { USER_API_DOCUMENT_PATH } from '../../../server/openapi/documents';
import { TEST_DATABASES, useTestApp } from '../test-app';

/** Requests per route: enough to mix every kind of junk below, few enough to stay a few seconds. */
const TRIES_PER_ROUTE = 8;
const SEED = 17;

interface RouteEntry {
  method: string;
  url: string;
  queryFields: string[];
  bodyFields: string[];
}

/** mulberry32: small, seeded, good enough to pick junk. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

// Text a query string, a path or a JSON string may carry.
const JUNK_TEXT = [
  'Infinity', '-Infinity', 'NaN', '1e309', '-1e309', '1e3', '0x10', '-1', '0', '1.5', '1.005', '99999999999999999999999999',
  '9007199254740993', '', ' ', 'null', 'true', 'undefined', '[]', '{}', 'abc', '%', '%00', '../../etc/passwd',
  "'; drop table player; --", '<script>alert(1)</script>', '\u202e', '١٢٣', '💥', 'x'.repeat(300), '__proto__', 'constructor',
] as const;
// Values only a JSON body can carry.
const JUNK_JSON: unknown[] = [
  ...JUNK_TEXT, 0, -1, 1.5, 1.001, -0.01, 1e308, 2 ** 53 + 1, -(2 ** 31), true, false, null, [], {}, [1, 2], { a: 1 }, [[[]]], { __proto__: { admin: true } },
];
const CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16'];
const EXTRA_QUERY = ['page', 'limit', 'id', 'amount', 'lang', 'name', 'state', 'type'];

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

function routeEntry(route: RouteOptions): RouteEntry[] {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
  const schema = route.schema as { querystring?: { properties?: object }; body?: { properties?: object } } | undefined;
  return methods.map((method) => ({
    method,
    url: route.url,
    queryFields: Object.keys(schema?.querystring?.properties ?? {}),
    bodyFields: Object.keys(schema?.body?.properties ?? {}),
  }));
}

describe.each(TEST_DATABASES)('every /user-api route under junk ($name)', (target) => {
  const routes: RouteEntry[] = [];
  const ctx = useTestApp(target, {
    onRoute: (route) => {
      if (route.url.startsWith('/user-api/')) routes.push(...routeEntry(route));
    },
  });
  const call = caller(() => ctx().app);

  it('answers every junk request with the envelope and never HTTP 500', async () => {
    // Calls that end the session go last, so the others are tried signed in.
    const ordered = [...routes].sort((a, b) => Number(/logout|revokeOthers|safety\/break/.test(a.url)) - Number(/logout|revokeOthers|safety\/break/.test(b.url)));
    expect(ordered.length).toBeGreaterThan(100);
    let token = await newPlayer(call, ctx().services);
    const random = generator(SEED);
    const text = () => random.pick(JUNK_TEXT);
    const failures: string[] = [];

    const junkBody = (entry: RouteEntry): Pick<InjectOptions, 'payload' | 'headers'> => {
      const roll = random.next();
      if (roll < 0.1) return { payload: JSON.stringify(random.pick([[1, 2], 'text', 42, null, true])), headers: { 'content-type': 'application/json' } };
      if (roll < 0.2) return { payload: random.pick(['{', '{"a":', '[1,]', '{"a":1}}', '\u0000', 'null null']), headers: { 'content-type': 'application/json' } };
      if (roll < 0.3) return { payload: text(), headers: { 'content-type': random.pick(CONTENT_TYPES) } };
      const body: Record<string, unknown> = {};
      for (const field of entry.bodyFields) if (random.next() < 0.8) body[field] = random.pick(JUNK_JSON);
      body[random.pick(['extra', 'amount', 'page', 'nested'])] = roll < 0.4 ? nested(50 + Math.floor(random.next() * 3000)) : random.pick(JUNK_JSON);
      return { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
    };

    for (const entry of ordered) {
      for (let attempt = 0; attempt < TRIES_PER_ROUTE; attempt += 1) {
        const path = entry.url.replace(/:(\w+)/g, () => encodeURIComponent(text()));
        const query = new URLSearchParams();
        for (const field of [...entry.queryFields, random.pick(EXTRA_QUERY)]) if (random.next() < 0.7) query.append(field, text());
        const withBody = entry.method !== 'GET' ? junkBody(entry) : {};
        const options: InjectOptions = {
          method: entry.method as InjectOptions['method'],
          url: `${path}?${query.toString()}`,
          ...withBody,
          headers: {
            ...withBody.headers,
            authorization: `Bearer ${token}`,
            'idempotency-key': random.next() < 0.8 ? randomUUID() : text(),
          },
        };
        const reply = await call(options);
        const described = `${entry.method} ${String(options.url)} ${String(options.payload ?? '').slice(0, 120)} → HTTP ${reply.statusCode} ${reply.body.slice(0, 160)}`;
        let envelope: { code?: unknown; msg?: unknown; data?: unknown } | undefined;
        try {
          envelope = reply.json();
        } catch {
          envelope = undefined;
        }
        const isEnvelope = envelope !== undefined && typeof envelope.code === 'number' && typeof envelope.msg === 'string' && 'data' in envelope;
        // The one reply that is no envelope: the OpenAPI document itself (a reader takes it as it is).
        const isDocument = entry.url === USER_API_DOCUMENT_PATH && reply.statusCode === 200 && (envelope as { openapi?: unknown } | undefined)?.openapi === '3.1.0';
        if (reply.statusCode >= 500 || !(isEnvelope || isDocument)) failures.push(described);
        // A junk call that signed the player out (logout, another session's revocation): sign in again.
        if (envelope?.code === 401) token = await signIn();
      }
    }
    expect(failures).toEqual([]);
  });

  async function signIn(): Promise<string> {
    const reply = await login(call, 'liza');
    const parsed = reply.json<{ code: number; token?: string }>();
    if (parsed.code !== 200 || !parsed.token) throw new Error(`sign-in again refused: ${reply.body}`);
    return parsed.token;
  }
});
